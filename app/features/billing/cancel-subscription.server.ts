import { randomUUID } from "node:crypto";
import { appError } from "~/utils/error-messages";
import type { Database } from "~/db/db.server";
import { subscriptions } from "~/db/schema";
import { and, eq } from "drizzle-orm";
import { logger } from "~/utils/logger.server";
import { enqueueProviderCall, tryProviderCallNow } from "./outbox.server";
import { findOwnSubscription, getActiveSubscription, type SubscriptionRow } from "./subscriptions.server";

/**
 * Cancel Plan: the subscription ends with its current period (Stripe:
 * cancel_at_period_end; test provider: the same flag kept here). The plan stays
 * until then; see docs/decisions for how SPEC's "cleared locally" maps to this.
 *
 * The user's intent is recorded with the Stripe call it owes (outbox) in one
 * transaction; the call is tried once right after, and retried by the outbox
 * runner if Stripe cannot be reached now.
 */
export async function cancelSubscription(db: Database, userId: string, subscriptionId?: string): Promise<SubscriptionRow> {
  const row = subscriptionId ? await findOwnSubscription(db, userId, subscriptionId) : await getActiveSubscription(db, userId);
  if (!row || row.status !== "active") {
    throw appError("noSubscriptionToCancel");
  }
  if (row.cancelAtPeriodEnd) return row;

  const dedupeKey = `cancel-at-period-end:${row.subscriptionId}:${randomUUID()}`;
  const marked = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, stateAt: new Date(), updatedAt: new Date() })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, "active"), eq(subscriptions.cancelAtPeriodEnd, false)))
      .returning({ id: subscriptions.id });
    // Cancelled meanwhile by a concurrent request: that one owes the call.
    if (!updated || row.provider !== "stripe") return false;
    await enqueueProviderCall(
      tx,
      { kind: "stripe.cancel-at-period-end", subscriptionId: row.subscriptionId, reason: "cancelled by the user" },
      dedupeKey,
    );
    return true;
  });
  if (marked && !(await tryProviderCallNow(db, dedupeKey))) {
    logger.warn({ subscriptionId: row.subscriptionId, dedupeKey }, "cancel at period end not confirmed by Stripe yet; the outbox runner retries it");
  }
  const updated = await findOwnSubscription(db, userId, row.subscriptionId);
  return updated ?? row;
}
