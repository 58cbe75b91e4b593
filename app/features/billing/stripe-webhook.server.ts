import { z } from "zod";
import { appError } from "~/utils/error-messages";
import type { Database } from "~/db/db.server";
import { logger } from "~/utils/logger.server";
import { applyBillingEvent } from "./fulfilment.server";
import { tryProviderCallNow } from "./outbox.server";
import { billingEventsFromStripe } from "./stripe-billing-events.server";
import { verifyStripeEvent } from "./stripe-event.server";
import { applyReversalEvent, reversalEventFromStripe } from "./stripe-reversal-events.server";
import { notifyRefund } from "./refunds.server";
import { sendBillingMail } from "./billing-mail.server";
import { sendReceiptMail } from "./receipts.server";
import { applyRenewalFailure, planEndedNotice } from "./renewal-failures.server";
import { renewalFailureFromStripe } from "./stripe-renewal-events.server";
import { isOneCurrentPlanViolation } from "./subscriptions.server";

/**
 * One Stripe delivery: verify, translate, then apply each billing event in its
 * own transaction. Throws an AppError for a refused delivery (Stripe retries
 * non-2xx answers; a repeat is harmless because fulfilment is at most once).
 */
export async function handleStripeWebhook(db: Database, rawBody: Buffer, signature: string | null) {
  const event = verifyStripeEvent(rawBody, signature);
  const unreadable = (error: unknown) => {
    // A signed event whose object is not the shape its type promises.
    if (error instanceof z.ZodError) throw appError("webhookUnreadable", { cause: error });
    throw error;
  };
  const billingEvents = await billingEventsFromStripe(db, event).catch(unreadable);
  let reversal: ReturnType<typeof reversalEventFromStripe> = null;
  try {
    reversal = reversalEventFromStripe(event);
  } catch (error) {
    unreadable(error);
  }
  const failure = await renewalFailureFromStripe(db, event).catch(unreadable);
  if (failure) {
    const mail = await db.transaction((tx) => applyRenewalFailure(tx, failure));
    if (mail) await sendBillingMail(db, failure.userId, mail);
    logger.info({ eventId: event.id, type: event.type, mailed: Boolean(mail) }, "stripe webhook");
    return { received: true as const, eventId: event.id, handled: 1, creditsAdded: 0 };
  }
  if (reversal) {
    const fact = reversal;
    const result = await db.transaction((tx) => applyReversalEvent(tx, fact));
    if (result) await notifyRefund(db, result);
    logger.info({ eventId: event.id, type: event.type, reversal: result }, "stripe webhook");
    return { received: true as const, eventId: event.id, handled: 1, creditsAdded: 0 };
  }
  let creditsAdded = 0;
  for (const billingEvent of billingEvents) {
    // The one-current-plan index is the last word against a plan written by a
    // path that did not take the user's plan lock: decide again, seeing it.
    const result = await db
      .transaction((tx) => applyBillingEvent(tx, billingEvent))
      .catch((error: unknown) => {
        if (!isOneCurrentPlanViolation(error)) throw error;
        return db.transaction((tx) => applyBillingEvent(tx, billingEvent));
      });
    creditsAdded += result.creditsAdded;
    if (result.applied && billingEvent.type !== "subscription.changed" && !result.duplicate) {
      await sendReceiptMail(db, billingEvent.provider, billingEvent.paymentId);
    }
    if (billingEvent.type === "subscription.changed" && !["active", "trialing", "past_due"].includes(billingEvent.status)) {
      const mail = await db.transaction((tx) => planEndedNotice(tx, billingEvent.userId, billingEvent.subscriptionId));
      if (mail) await sendBillingMail(db, billingEvent.userId, mail);
    }
    // Calls owed to Stripe (e.g. ending a replaced plan) were recorded with the
    // state change; try them now, and the outbox runner retries any that fail.
    for (const dedupeKey of result.owedCalls ?? []) {
      await tryProviderCallNow(db, dedupeKey).catch((error) =>
        logger.warn({ err: error, dedupeKey }, "owed provider call left to the outbox runner"),
      );
    }
  }
  logger.info({ eventId: event.id, type: event.type, handled: billingEvents.length, creditsAdded }, "stripe webhook");
  return { received: true as const, eventId: event.id, handled: billingEvents.length, creditsAdded };
}
