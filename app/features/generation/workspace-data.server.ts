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
import { readWorkspaceFactsOrNull, type WorkspaceFacts } from "./workspace-facts.server";

const RECENT_PAGE_SIZE = 8;

/**
 * Everything the workspace shows a signed-in user at first paint. `facts` is the
 * request's one-query read (shared with the nav bar's balance); when that read
 * failed (null) each fact is read on its own, so a failed balance read does not
 * fail the page: it comes back as `creditsError` (the workspace reads the balance
 * again before each generation).
 */
export async function getWorkspace(db: Database, userId: string, options: { reuseId?: string; facts?: Promise<WorkspaceFacts | null> }) {
  const [facts, recent, reuse] = await Promise.all([
    (options.facts ?? readWorkspaceFactsOrNull(db, userId)).then((read) => (read ? { ...read, creditsError: false } : readFactsOneByOne(db, userId))),
    pageOfGenerations(db, userId, { limit: RECENT_PAGE_SIZE }),
    options.reuseId
      ? db
          .select()
          .from(generations)
          .where(and(eq(generations.id, options.reuseId), eq(generations.userId, userId)))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
  ]);
  const pending = facts.hasPending ? await findPendingGeneration(db, userId) : null;
  return {
    balance: facts.balance,
    creditsError: facts.creditsError,
    adultConfirmed: facts.adultConfirmed,
    suspended: facts.suspended,
    pending: pending ? toViewWithQueue(pending, await queueStateOf(db, pending)) : null,
    recent: { items: recent.items, nextCursor: recent.nextCursor },
    reuse: reuse ? toView(reuse) : null,
  };
}

/** The facts through their owners' own reads, each failing on its own. */
async function readFactsOneByOne(db: Database, userId: string): Promise<WorkspaceFacts & { creditsError: boolean }> {
  const [credits, adultConfirmed, suspension, pending] = await Promise.all([
    getBalance(db, userId).then(
      (balance) => ({ balance, creditsError: false }),
      (error: unknown) => {
        logger.error({ err: error, userId }, "could not read the credit balance for the workspace");
        return { balance: null, creditsError: true };
      },
    ),
    isAdultConfirmed(db, userId),
    getActiveSuspension(db, userId),
    findPendingGeneration(db, userId),
  ]);
  return { ...credits, adultConfirmed, suspended: suspension !== null, hasPending: pending !== null };
}
