// Failed renewals (CONTRACT.md "Money"): invoice.payment_failed puts the plan in
// 'Past due' (no credits: credits come only with a paid invoice) and mails the
// user once per invoice; a later invoice.paid makes it active and grants that
// period's credits (fulfilment.server.ts); when Stripe gives up (the
// subscription deleted, or 'unpaid') the account is on the Free Plan, and is told so once.
import { loadSettings } from "~/features/settings/settings.server";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { billingNotices, subscriptions } from "~/db/schema";
import type { BillingMail } from "./billing-mail.server";
import { isBillingCycle, isPlanType, planLabel } from "./pricing";
import { applySubscriptionState, CURRENT_STATUSES, type Provider } from "./subscriptions.server";

export type RenewalFailure = {
  provider: Provider;
  invoiceId: string;
  subscriptionId: string;
  userId: string;
  amountCents: number;
  occurredAt: Date;
};

/** Records a notice once; true the first time (the caller then sends its mail after commit). */
export async function noticeOnce(tx: DbOrTx, key: string, userId: string): Promise<boolean> {
  const inserted = await tx.insert(billingNotices).values({ key, userId }).onConflictDoNothing().returning({ key: billingNotices.key });
  return inserted.length > 0;
}

/**
 * A renewal that could not be charged: the plan (if it is ours and still current)
 * becomes past due, unless a newer state (its invoice paid) came first. Returns
 * the mail owed, once per invoice.
 */
export async function applyRenewalFailure(tx: DbOrTx, failure: RenewalFailure): Promise<BillingMail | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.subscriptionId, failure.subscriptionId), eq(subscriptions.userId, failure.userId)));
  if (!row || !(CURRENT_STATUSES as readonly string[]).includes(row.status)) return null;
  if (!isPlanType(row.planType) || !isBillingCycle(row.billingCycle)) return null;
  await applySubscriptionState(tx, {
    provider: failure.provider,
    subscriptionId: failure.subscriptionId,
    userId: failure.userId,
    planType: row.planType,
    billingCycle: row.billingCycle,
    status: "past_due",
    currentPeriodEnd: null,
    occurredAt: failure.occurredAt,
  });
  if (!(await noticeOnce(tx, `payment-failed:${failure.invoiceId}`, failure.userId))) return null;
  return { kind: "payment-failed", planName: planLabel(row.planType, (await loadSettings(tx)).plans), amountCents: failure.amountCents };
}

/** After a subscription's state was applied: the 'plan ended' mail, once, when it ended and no other plan is current. */
export async function planEndedNotice(tx: DbOrTx, userId: string, subscriptionId: string): Promise<BillingMail | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId));
  if (!row || row.userId !== userId || !["canceled", "unpaid"].includes(row.status)) return null;
  const [current] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...CURRENT_STATUSES, "pending"])));
  if (current) return null;
  if (!(await noticeOnce(tx, `plan-ended:${subscriptionId}`, userId))) return null;
  return { kind: "plan-ended", planName: planLabel(row.planType, (await loadSettings(tx)).plans) };
}

/** The user's plan waiting for a failed renewal to be paid, newest first, or null. */
export async function getPastDueSubscription(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "past_due")))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}
