import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { transactions } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { getActiveSubscription, summarizeSubscription } from "./subscriptions.server";

export const BILLING_TRANSACTIONS_LIMIT = 50;

/** The billing page: plan, credits and the newest transactions. */
export async function getBillingOverview(db: DbOrTx, userId: string) {
  const [active, balance, rows] = await Promise.all([
    getActiveSubscription(db, userId),
    getBalance(db, userId),
    db
      .select({
        id: transactions.id,
        type: transactions.type,
        amount: transactions.amount,
        description: transactions.description,
        createdAt: transactions.createdAt,
      })
      .from(transactions)
      .where(eq(transactions.userId, userId))
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(BILLING_TRANSACTIONS_LIMIT),
  ]);
  return {
    subscription: summarizeSubscription(active),
    credits: balance ?? 0,
    transactions: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
