import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { users } from "~/db/schema";
import { recordAdminAction, type Actor } from "~/features/audit/admin-audit.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { adjustmentDescription } from "./adjustment-rules";
import { creditAccount, debitAccount, getBalance } from "./ledger.server";

// An admin's credit adjustment from a user's page in the portal: a ledger entry
// and its audit row in one transaction.

/**
 * Adds or takes credits through the ledger (never below zero), with the admin's
 * reason in the user's own transactions. Returns the new balance.
 */
export async function adjustCredits(db: Database, actor: Actor, input: { userId: string; amount: number; reason: string }) {
  const { title } = ERROR_MESSAGES.adjustAmountInvalid;
  if (!Number.isInteger(input.amount) || input.amount === 0) throw appError("adjustAmountInvalid");
  return db.transaction(async (tx) => {
    // The account row is locked so two admins' adjustments of one account queue up.
    const [target] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, input.userId)).for("update");
    if (!target) throw appError("accountGone", { title });
    const before = (await getBalance(tx, target.id)) ?? 0;
    // The key marks the entry as an adjustment (the dashboard counts it neither as sold nor as spent).
    const entry = {
      userId: target.id,
      amount: Math.abs(input.amount),
      description: adjustmentDescription(input.reason),
      idempotencyKey: `adjustment:${randomUUID()}`,
    };
    if (input.amount > 0) {
      await creditAccount(tx, entry);
    } else if ((await debitAccount(tx, entry)) === null) {
      throw appError("adjustBelowZero", { values: { before, amount: -input.amount } });
    }
    const after = before + input.amount;
    await recordAdminAction(tx, actor, {
      action: "credits.adjust",
      target: { id: target.id, email: target.email },
      reason: input.reason,
      before: { balance: before },
      after: { balance: after, amount: input.amount },
    });
    return after;
  });
}
