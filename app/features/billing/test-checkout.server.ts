// The built-in test checkout (CONTRACT.md): a stand-in for Stripe Checkout while
// no STRIPE_SECRET_KEY is set. Pay goes through the same fulfilment as a verified
// Stripe webhook.
import { appError } from "~/utils/error-messages";
import { and, eq } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/db.server";
import { checkoutSessions } from "~/db/schema";
import { urls } from "~/utils/urls";
import type { ReturnTo } from "./checkout-schema";
import { applyBillingEvent, type BillingEvent, type FulfilmentResult } from "./fulfilment.server";
import { recordCheckout, type CheckoutRow } from "./checkout-records.server";
import { returnAddresses, type Purchase } from "./purchase";
import { currentPlans, isOneCurrentPlanViolation, lockUserPlans, type SubscriptionRow } from "./subscriptions.server";

export type TestCheckoutRow = CheckoutRow;

export async function createTestCheckout(db: DbOrTx, userId: string, purchase: Purchase, returnTo: ReturnTo): Promise<string> {
  return urls.testCheckout(await recordCheckout(db, { provider: "test", userId, purchase, returnTo }));
}

function notFound(): never {
  throw appError("testCheckoutNotFound");
}

/** What the page shows, as recorded when the checkout opened; only the owner sees their checkout. */
export async function getTestCheckout(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId), eq(checkoutSessions.provider, "test")));
  if (!row) notFound();
  return { row, addresses: returnAddresses(row.returnTo, row.kind) };
}

function addPeriod(from: Date, cycle: "monthly" | "yearly"): Date {
  const end = new Date(from);
  if (cycle === "yearly") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** The event a verified provider would send for this paid checkout. */
export function testCheckoutEvent(row: TestCheckoutRow, now: Date): BillingEvent {
  if (row.kind === "topup") {
    return {
      type: "topup.paid",
      provider: "test",
      paymentId: row.id,
      userId: row.userId,
      packDollars: row.packDollars ?? 0,
      amountCents: row.amountCents,
      checkoutId: row.id,
      occurredAt: now,
    };
  }
  const cycle = row.billingCycle ?? "monthly";
  if (row.kind === "upgrade") {
    return {
      type: "subscription.upgraded",
      provider: "test",
      paymentId: row.id,
      userId: row.userId,
      subscriptionId: row.replacesSubscriptionId ?? "",
      planType: row.planType ?? "",
      billingCycle: cycle,
      amountCents: row.amountCents,
      checkoutId: row.id,
      occurredAt: now,
    };
  }
  return {
    type: "subscription.paid",
    provider: "test",
    paymentId: row.id,
    userId: row.userId,
    subscriptionId: `sub_test_${row.id.replace(/^cs_test_/, "")}`,
    planType: row.planType ?? "",
    billingCycle: cycle,
    amountCents: row.amountCents,
    periodEnd: addPeriod(now, cycle),
    firstPeriod: true,
    replacesSubscriptionId: row.replacesSubscriptionId,
    checkoutId: row.id,
    occurredAt: now,
  };
}

type PayOutcome =
  | { kind: "paid"; redirectTo: string; result: FulfilmentResult | null }
  | { kind: "refused"; key: "testCheckoutRefused" | "testCheckoutSamePlan" | "testCheckoutPlanChanged" };

/** Why a plan checkout cannot be paid while `active` is the user's current plan, or null when it can. */
function planConflict(row: TestCheckoutRow, active: SubscriptionRow | undefined): "testCheckoutSamePlan" | "testCheckoutPlanChanged" | null {
  // An upgrade changes the plan it was opened on, which must still be current and unchanged.
  if (row.kind === "upgrade") {
    return active && active.subscriptionId === row.replacesSubscriptionId && active.planType !== row.planType ? null : "testCheckoutPlanChanged";
  }
  // A replacement is always opened for another plan than the one it replaces: the same plan now means a prorated upgrade came first.
  if (active && active.subscriptionId === row.replacesSubscriptionId && active.planType === row.planType) return "testCheckoutPlanChanged";
  if (!active || active.subscriptionId === row.replacesSubscriptionId) return null;
  if (active.planType === row.planType && active.billingCycle === row.billingCycle) return "testCheckoutSamePlan";
  return "testCheckoutPlanChanged";
}

/**
 * Pays an open checkout once. Pay and Cancel are decided by one conditional
 * UPDATE from 'open': whichever lands first wins. A plan is paid only when it
 * can be the user's one current plan (checked under the user's plan lock, the
 * unique index as the last word); otherwise the checkout is closed as 'refused'
 * and nothing is granted. Paying again just returns the success address.
 */
export async function payTestCheckout(db: Database, userId: string, id: string): Promise<{ redirectTo: string; result: FulfilmentResult | null }> {
  let outcome: PayOutcome;
  try {
    outcome = await payOnce(db, userId, id);
  } catch (error) {
    // Only reachable if another path wrote a current plan without the lock: decide again, seeing it.
    if (!isOneCurrentPlanViolation(error)) throw error;
    outcome = await payOnce(db, userId, id);
  }
  if (outcome.kind === "refused") throw appError(outcome.key);
  return { redirectTo: outcome.redirectTo, result: outcome.result };
}

function payOnce(db: Database, userId: string, id: string): Promise<PayOutcome> {
  return db.transaction(async (tx): Promise<PayOutcome> => {
    const now = new Date();
    const [row] = await tx
      .update(checkoutSessions)
      .set({ status: "paid", completedAt: now })
      .where(
        and(
          eq(checkoutSessions.id, id),
          eq(checkoutSessions.userId, userId),
          eq(checkoutSessions.provider, "test"),
          eq(checkoutSessions.status, "open"),
        ),
      )
      .returning();
    if (!row) {
      const { row: existing, addresses } = await getTestCheckout(tx, userId, id);
      if (existing.status === "paid") return { kind: "paid", redirectTo: addresses.success, result: null };
      if (existing.status === "refused") return { kind: "refused", key: "testCheckoutRefused" };
      throw appError("testCheckoutClosed");
    }
    if (row.kind !== "topup") {
      await lockUserPlans(tx, userId);
      const [active] = await currentPlans(tx, userId, now);
      const conflict = planConflict(row, active);
      if (conflict) {
        await tx.update(checkoutSessions).set({ status: "refused", completedAt: now }).where(eq(checkoutSessions.id, row.id));
        return { kind: "refused", key: conflict };
      }
    }
    const result = await applyBillingEvent(tx, testCheckoutEvent(row, now));
    return { kind: "paid", redirectTo: returnAddresses(row.returnTo, row.kind).success, result };
  });
}

/**
 * Cancels an open checkout: the same conditional UPDATE as Pay decides. When Pay
 * won, the browser goes to the success address (the purchase went through).
 */
export async function cancelTestCheckout(db: DbOrTx, userId: string, id: string): Promise<string> {
  const { addresses } = await getTestCheckout(db, userId, id);
  const [canceled] = await db
    .update(checkoutSessions)
    .set({ status: "canceled", completedAt: new Date() })
    .where(
      and(
        eq(checkoutSessions.id, id),
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.provider, "test"),
        eq(checkoutSessions.status, "open"),
      ),
    )
    .returning({ id: checkoutSessions.id });
  if (canceled) return addresses.cancel;
  const { row } = await getTestCheckout(db, userId, id);
  return row.status === "paid" ? addresses.success : addresses.cancel;
}
