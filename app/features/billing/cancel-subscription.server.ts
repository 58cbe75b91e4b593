import type { Database } from "~/db/db.server";
import { subscriptions } from "~/db/schema";
import { eq } from "drizzle-orm";
import { AppError } from "~/utils/errors";
import { applyBillingEvent } from "./fulfilment.server";
import { cancelStripeSubscriptionAtPeriodEnd, stripeSubscriptionEvent } from "./stripe.server";
import { findOwnSubscription, getActiveSubscription, type SubscriptionRow } from "./subscriptions.server";

/**
 * Cancel Plan: the subscription ends with its current period (Stripe:
 * cancel_at_period_end; test provider: the same flag kept here). The plan stays
 * until then; see docs/decisions for how SPEC's "cleared locally" maps to this.
 */
export async function cancelSubscription(db: Database, userId: string, subscriptionId?: string): Promise<SubscriptionRow> {
  const row = subscriptionId ? await findOwnSubscription(db, userId, subscriptionId) : await getActiveSubscription(db, userId);
  if (!row || row.status !== "active") {
    throw new AppError("NOT_FOUND", { title: "Error cancelling subscription", message: "You have no active subscription to cancel." });
  }
  if (row.cancelAtPeriodEnd) return row;

  if (row.provider === "stripe") {
    const state = await cancelStripeSubscriptionAtPeriodEnd(row.subscriptionId);
    const event = stripeSubscriptionEvent(state, { userId, planType: row.planType, billingCycle: row.billingCycle }, new Date());
    await db.transaction((tx) => applyBillingEvent(tx, event));
  } else {
    await db.update(subscriptions).set({ cancelAtPeriodEnd: true, stateAt: new Date(), updatedAt: new Date() }).where(eq(subscriptions.id, row.id));
  }
  const updated = await findOwnSubscription(db, userId, row.subscriptionId);
  return updated ?? row;
}
