import { getDb } from "~/db/db.server";
import { getBalance } from "~/features/credits/ledger.server";
import { oncePerRequest } from "~/utils/request-memo.server";

/** The user's balance, read once for a page request whichever of its loaders asks first (the nav bar's and the workspace's). */
export function getBalanceOfRequest(request: Request, userId: string): Promise<number | null> {
  return oncePerRequest(request, `balance:${userId}`, () => getBalance(getDb(), userId));
}
