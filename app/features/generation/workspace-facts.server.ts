import { eq, sql, type SQLWrapper } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { logger } from "~/utils/logger.server";
import { credits, generationSuspensions, generations, profiles, users } from "~/db/schema";

/** What the workspace and the nav bar need to know about an account at first paint. */
export type WorkspaceFacts = {
  /** null: the account has no credits record. */
  balance: number | null;
  adultConfirmed: boolean;
  suspended: boolean;
  hasPending: boolean;
};

/**
 * The columns that read the balance, 18+ confirmation, generation suspension and
 * whether a generation is running of the account `userId` (a value, or a column of the
 * statement they join, such as the session's user): one round trip instead of four
 * (issue 30). Each fact is read with the same rule as its owner's own function
 * (getBalance, isAdultConfirmed, getActiveSuspension, findPendingGeneration).
 */
export function workspaceFactsColumns(userId: string | SQLWrapper) {
  return {
    balance: sql<number | null>`(select ${credits.amount} from ${credits} where ${credits.userId} = ${userId})`,
    adultConfirmed: sql<boolean>`exists (select 1 from ${profiles} where ${profiles.id} = ${userId} and ${profiles.adultConfirmedAt} is not null)`,
    suspended: sql<boolean>`exists (select 1 from ${generationSuspensions} where ${generationSuspensions.userId} = ${userId} and ${generationSuspensions.liftedAt} is null)`,
    hasPending: sql<boolean>`exists (select 1 from ${generations} where ${generations.userId} = ${userId} and ${generations.status} = 'pending')`,
  };
}

/** The per-request memo key (oncePerRequest) under which a page request keeps the account's facts. */
export const workspaceFactsMemoKey = (userId: string) => `workspace-facts:${userId}`;

/** The account's first-paint facts; null when the account is gone. */
export async function readWorkspaceFacts(db: DbOrTx, userId: string): Promise<WorkspaceFacts | null> {
  const [row] = await db.select(workspaceFactsColumns(userId)).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** readWorkspaceFacts, or null (logged) when the query fails: callers then read each fact on its own. */
export function readWorkspaceFactsOrNull(db: DbOrTx, userId: string): Promise<WorkspaceFacts | null> {
  return readWorkspaceFacts(db, userId).catch((error: unknown) => {
    logger.warn({ err: error, userId }, "could not read the account's first-paint facts in one query");
    return null;
  });
}
