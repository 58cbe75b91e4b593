import type { Database } from "~/db/db.server";
import { logger } from "~/utils/logger.server";
import { applyBillingEvent } from "./fulfilment.server";
import { billingEventsFromStripe, endStripeSubscriptionNow, verifyStripeEvent } from "./stripe.server";

/**
 * One Stripe delivery: verify, translate, then apply each billing event in its
 * own transaction. Throws an AppError for a refused delivery (Stripe retries
 * non-2xx answers; a repeat is harmless because fulfilment is at most once).
 */
export async function handleStripeWebhook(db: Database, rawBody: Buffer, signature: string | null) {
  const event = verifyStripeEvent(rawBody, signature);
  const billingEvents = await billingEventsFromStripe(db, event);
  let creditsAdded = 0;
  for (const billingEvent of billingEvents) {
    const result = await db.transaction((tx) => applyBillingEvent(tx, billingEvent));
    creditsAdded += result.creditsAdded;
    if (result.replaced?.provider === "stripe") {
      // The new plan is paid: stop billing the old one. A failure here is logged
      // and not retried through Stripe, because the local state is already final.
      await endStripeSubscriptionNow(result.replaced.subscriptionId).catch((error) =>
        logger.error({ err: error, subscriptionId: result.replaced?.subscriptionId }, "could not end the replaced Stripe subscription"),
      );
    }
  }
  logger.info({ eventId: event.id, type: event.type, handled: billingEvents.length, creditsAdded }, "stripe webhook");
  return { received: true as const, eventId: event.id, handled: billingEvents.length, creditsAdded };
}
