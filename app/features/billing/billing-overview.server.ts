import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { payments, transactions } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { getSettings } from "~/features/settings/settings.server";
import { planPriceCents } from "./pricing";
import { getActiveSubscription, summarizeSubscription, type SubscriptionRow } from "./subscriptions.server";

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
    planTerms: active ? await subscriptionTerms(db, active) : null,
    credits: balance ?? 0,
    transactions: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/**
 * What the plan costs and grants each period: as its latest paid period was
 * charged and granted (a subscriber keeps the terms they signed up on, ADR 029),
 * else today's price table.
 */
async function subscriptionTerms(db: DbOrTx, sub: SubscriptionRow): Promise<{ amountCents: number; credits: number }> {
  const [paid] = await db
    .select({ amountCents: payments.amountCents, credits: payments.credits })
    .from(payments)
    .where(
      and(
        eq(payments.userId, sub.userId),
        eq(payments.status, "paid"),
        // A prorated upgrade's payment is not what a period costs; a period of the plan before it is not either.
        ne(payments.kind, "upgrade"),
        sql`${payments.details}->>'subscriptionId' = ${sub.subscriptionId}`,
        sql`${payments.details}->>'planType' = ${sub.planType}`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (paid) return paid;
  const table = (await getSettings()).plans;
  return { amountCents: planPriceCents(table, sub.planType, sub.billingCycle), credits: table.plans[sub.planType].creditsPerPeriod };
}
