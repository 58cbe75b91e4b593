import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { generations } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { getActiveSuspension } from "~/features/moderation/suspension.server";
import { logger } from "~/utils/logger.server";
import { isAdultConfirmed } from "~/features/accounts/adult-confirmation.server";
import { findPendingGeneration } from "./generation-queries.server";
import { toView, toViewWithQueue } from "./generation-view.server";
import { pageOfGenerations } from "./generation-pages.server";
import { queueStateOf } from "./queue-state.server";

const RECENT_PAGE_SIZE = 8;

/**
 * Everything the workspace shows a signed-in user at first paint. A failed
 * balance read does not fail the page: it comes back as `creditsError` (the
 * workspace reads the balance again before each generation).
 */
export async function getWorkspace(db: Database, userId: string, options: { reuseId?: string; balance?: Promise<number | null> }) {
  const [credits, adultConfirmed, suspension, pending, recent, reuse] = await Promise.all([
    (options.balance ?? getBalance(db, userId)).then(
      (balance) => ({ balance, creditsError: false }),
      (error: unknown) => {
        logger.error({ err: error, userId }, "could not read the credit balance for the workspace");
        return { balance: null, creditsError: true };
      },
    ),
    isAdultConfirmed(db, userId),
    getActiveSuspension(db, userId),
    findPendingGeneration(db, userId),
    pageOfGenerations(db, userId, { limit: RECENT_PAGE_SIZE }),
    options.reuseId
      ? db
          .select()
          .from(generations)
          .where(and(eq(generations.id, options.reuseId), eq(generations.userId, userId)))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
  ]);
  return {
    balance: credits.balance,
    creditsError: credits.creditsError,
    adultConfirmed,
    suspended: suspension !== null,
    pending: pending ? toViewWithQueue(pending, await queueStateOf(db, pending)) : null,
    recent: { items: recent.items, nextCursor: recent.nextCursor },
    reuse: reuse ? toView(reuse) : null,
  };
}
