import { appError } from "~/utils/error-messages";
import { randomUUID } from "node:crypto";
import { and, eq, gt, like } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { providerCalls, subscriptions } from "~/db/schema";

import { logger } from "~/utils/logger.server";
import { enqueueProviderCall, tryProviderCallNow } from "./outbox.server";
import { getActiveSubscription, type SubscriptionRow } from "./subscriptions.server";

export const RESUME_FAILED = "Error resuming plan";

/**
 * 'Resume plan': undoes Cancel Plan before the period ends (Stripe:
 * cancel_at_period_end false, through the outbox like the cancellation). A
 * cancellation still waiting in the outbox is superseded in the same
 * transaction, so a late retry of it cannot cancel the resumed plan.
 */
export async function resumeSubscription(db: Database, userId: string, now = new Date()): Promise<SubscriptionRow> {
  const row = await getActiveSubscription(db, userId, now);
  if (!row || !row.cancelAtPeriodEnd) {
    throw appError("resumeNothingCancelled");
  }
  const dedupeKey = `resume:${row.subscriptionId}:${randomUUID()}`;
  const owed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: false, stateAt: now, updatedAt: now })
      .where(
        and(
          eq(subscriptions.id, row.id),
          eq(subscriptions.status, "active"),
          eq(subscriptions.cancelAtPeriodEnd, true),
          gt(subscriptions.currentPeriodEnd, now),
        ),
      )
      .returning({ id: subscriptions.id });
    if (!updated) throw appError("resumeTooLate");
    if (row.provider !== "stripe") return false;
    await tx
      .update(providerCalls)
      .set({ status: "done", doneAt: now, claimToken: null, lastError: "superseded by a resume" })
      .where(
        and(
          eq(providerCalls.kind, "stripe.cancel-at-period-end"),
          eq(providerCalls.status, "pending"),
          like(providerCalls.dedupeKey, `cancel-at-period-end:${row.subscriptionId}:%`),
        ),
      );
    await enqueueProviderCall(
      tx,
      { kind: "stripe.resume-subscription", subscriptionId: row.subscriptionId, reason: "resumed by the user" },
      dedupeKey,
    );
    return true;
  });
  if (owed && !(await tryProviderCallNow(db, dedupeKey))) {
    logger.warn({ subscriptionId: row.subscriptionId, dedupeKey }, "resume not confirmed by Stripe yet; the outbox runner retries it");
  }
  return (await getActiveSubscription(db, userId)) ?? row;
}
