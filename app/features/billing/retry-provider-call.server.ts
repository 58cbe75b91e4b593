import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { z } from "zod";
import type { Database, DbOrTx } from "~/db/db.server";
import { payments, providerCalls, subscriptions, users } from "~/db/schema";
import { recordAdminAction, type Actor } from "~/features/audit/admin-audit.server";
import { logger } from "~/utils/logger.server";
import { isLeased, tryProviderCallNow } from "./outbox.server";
import { isStripeConfigured } from "./stripe-client.server";

// An admin's Retry of a provider call from the portal's Payments page: the
// outbox's row goes back in the queue (with an audit row), then is tried at once.

// fulfilment.server.ts (duplicatePlan) records the refund a duplicate plan is owed
// under this dedupe key, so a payment finds its refund call by it.
export const refundKey = sql`'duplicate-refund:' || ${payments.providerId}`;

// Read for the audit's target only: an unreadable payload names nobody.
const payloadView = z.object({ subscriptionId: z.string().optional(), paymentIntentId: z.string().optional(), reason: z.string().optional() });

type CallRecord = typeof providerCalls.$inferSelect;

export const RETRY_FAILED = ERROR_MESSAGES.providerCallMissing.title;

/** The account a call is about, for the audit: the subscription's owner, or the payer of the refunded payment. */
async function callOwner(tx: DbOrTx, call: CallRecord): Promise<{ id: string; email: string } | null> {
  const payload = payloadView.safeParse(call.payload);
  const subscriptionId = payload.success ? payload.data.subscriptionId : undefined;
  const owner =
    call.kind === "stripe.refund-payment"
      ? tx
          .select({ id: users.id, email: users.email })
          .from(payments)
          .innerJoin(users, eq(users.id, payments.userId))
          .where(and(eq(payments.provider, "stripe"), eq(refundKey, call.dedupeKey)))
      : subscriptionId
        ? tx
            .select({ id: users.id, email: users.email })
            .from(subscriptions)
            .innerJoin(users, eq(users.id, subscriptions.userId))
            .where(eq(subscriptions.subscriptionId, subscriptionId))
        : null;
  const [row] = owner ? await owner.limit(1) : [];
  return row ?? null;
}

/**
 * Puts a failed or waiting call back in the queue, due now, and records who did
 * it, in one transaction. A done call, or one a process is performing right now
 * (claimed and its lease not run out), is refused: the lease rules of
 * outbox.server.ts stay whole. Attempts are kept, so the back-off and the alerts
 * go on from where they were.
 */
export async function requeueProviderCall(db: Database, actor: Actor, callId: string) {
  return db.transaction(async (tx) => {
    const [call] = await tx.select().from(providerCalls).where(eq(providerCalls.id, callId)).for("update");
    if (!call) throw appError("providerCallMissing");
    if (call.status === "done") throw appError("providerCallDone");
    const now = new Date();
    if (isLeased(call, now)) {
      throw appError("providerCallLeased");
    }
    // The same JavaScript clock the runners compare next_attempt_at with (see enqueueProviderCall).
    const [updated] = await tx
      .update(providerCalls)
      .set({ status: "pending", nextAttemptAt: now, claimToken: null })
      .where(
        and(
          eq(providerCalls.id, call.id),
          inArray(providerCalls.status, ["pending", "failed"]),
          or(isNull(providerCalls.claimToken), lte(providerCalls.nextAttemptAt, now)),
        ),
      )
      .returning();
    if (!updated) throw appError("providerCallChanged");
    await recordAdminAction(tx, actor, {
      action: "provider-call.retry",
      target: await callOwner(tx, call),
      before: { status: call.status, attempts: call.attempts },
      after: { status: updated.status, attempts: updated.attempts, call: call.kind, dedupeKey: call.dedupeKey },
    });
    return { dedupeKey: call.dedupeKey, attempts: call.attempts };
  });
}

export type RetryToast = { type: "success" | "error" | "info"; title: string; description?: string };

/** Tries the requeued call at once when Stripe is configured, and says what happened. */
export async function tryRequeuedCallNow(db: Database, dedupeKey: string, attemptsBefore: number): Promise<RetryToast> {
  const queued: RetryToast = { type: "info", title: "Queued for retry", description: "The background runner performs it shortly." };
  if (!isStripeConfigured()) return { ...queued, description: "Stripe is not configured here: the call waits until it is." };
  try {
    if (await tryProviderCallNow(db, dedupeKey)) return { type: "success", title: "Retried: done" };
  } catch (error) {
    logger.error({ err: error, dedupeKey }, "retrying a provider call at once failed");
    return queued;
  }
  const [row] = await db
    .select({ attempts: providerCalls.attempts, lastError: providerCalls.lastError, status: providerCalls.status })
    .from(providerCalls)
    .where(eq(providerCalls.dedupeKey, dedupeKey));
  // Another process claimed it first: its outcome shows on the list.
  if (!row || row.attempts <= attemptsBefore || !row.lastError) return queued;
  const error = row.lastError.length > 300 ? `${row.lastError.slice(0, 300)}…` : row.lastError;
  return {
    type: "error",
    title: `Retry failed: ${error}`,
    description: row.status === "failed" ? "The provider refused it for good: it needs a person." : "It will be retried again later.",
  };
}
