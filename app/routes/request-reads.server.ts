import { getDb } from "~/db/db.server";
import { getBalance } from "~/features/credits/ledger.server";
import { readWorkspaceFactsOrNull, workspaceFactsMemoKey, type WorkspaceFacts } from "~/features/generation/workspace-facts.server";
import { oncePerRequest } from "~/utils/request-memo.server";

/**
 * The account's first-paint facts (balance, 18+, suspension, running generation) in one
 * query, read once for a page request whichever of its loaders asks first: the nav bar's
 * balance and the workspace share it. The session read usually brings them already
 * (getSessionUser keeps them under the same key). null when that read failed; callers
 * then read what they need on its own.
 */
export function getWorkspaceFactsOfRequest(request: Request, userId: string): Promise<WorkspaceFacts | null> {
  return oncePerRequest(request, workspaceFactsMemoKey(userId), () => readWorkspaceFactsOrNull(getDb(), userId));
}

/** The user's balance, read once for a page request whichever of its loaders asks first (the nav bar's and the workspace's). */
export function getBalanceOfRequest(request: Request, userId: string): Promise<number | null> {
  return oncePerRequest(request, `balance:${userId}`, async () => {
    const facts = await getWorkspaceFactsOfRequest(request, userId);
    return facts ? facts.balance : getBalance(getDb(), userId);
  });
}
