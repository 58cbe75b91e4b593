// Verified Stripe events translated into our billing events; nothing is written here.
import { eq } from "drizzle-orm";
import { appError } from "~/utils/error-messages";
import type { DbOrTx } from "~/db/db.server";
import { stripeCustomers } from "~/db/schema";
import type { BillingEvent } from "./fulfilment.server";
import type { StripeEvent } from "./stripe-event.server";
import { checkoutSessionSchema, fromUnix, invoiceSchema, readSubscription } from "./stripe-objects";

function refuse(key: "webhookNoAccount" | "webhookManyAccounts" | "webhookOtherAccount"): never {
  throw appError(key);
}

/** The account a Stripe object pays for; refuses when its pieces name different accounts. */
export async function resolveUser(db: DbOrTx, claimed: Array<string | null | undefined>, customerId: string | null | undefined): Promise<string> {
  const ids = new Set(claimed.filter((v): v is string => Boolean(v)));
  if (customerId) {
    const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.customerId, customerId));
    // Every customer of ours is recorded when its first checkout is opened: an
    // unknown one is a race with that write. 500, so Stripe delivers it again.
    if (!row) {
      throw appError("webhookCustomerUnknown");
    }
    ids.add(row.userId);
  }
  if (ids.size === 0) refuse("webhookNoAccount");
  if (ids.size > 1) refuse("webhookManyAccounts");
  return [...ids][0];
}

/**
 * Translates a verified Stripe event into our billing events (none for event
 * types we do not handle). Nothing is written here.
 */
export async function billingEventsFromStripe(db: DbOrTx, event: StripeEvent): Promise<BillingEvent[]> {
  const occurredAt = new Date(event.created * 1000);
  const object: unknown = event.data.object;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = checkoutSessionSchema.parse(object);
      if (session.payment_status !== "paid") return [];
      const meta = session.metadata;
      if (session.client_reference_id && meta.userId && session.client_reference_id !== meta.userId) {
        refuse("webhookOtherAccount");
      }
      const userId = await resolveUser(db, [session.client_reference_id, meta.userId], session.customer);
      if (session.mode === "payment" && meta.kind === "topup") {
        return [
          {
            type: "topup.paid",
            provider: "stripe",
            paymentId: session.id,
            userId,
            packDollars: Number(meta.packDollars),
            amountCents: session.amount_total ?? -1,
            checkoutId: meta.checkoutId ?? null,
            paymentIntentId: session.payment_intent ?? null,
            occurredAt,
          },
        ];
      }
      if (session.mode === "subscription" && session.subscription) {
        // Credits come with the invoice (invoice.paid); this only starts the plan.
        return [
          {
            type: "subscription.changed",
            provider: "stripe",
            subscriptionId: session.subscription,
            userId,
            planType: meta.planType ?? "",
            billingCycle: meta.billingCycle ?? "",
            status: "active",
            currentPeriodEnd: null,
            occurredAt,
          },
        ];
      }
      return [];
    }
    case "invoice.paid": {
      const invoice = invoiceSchema.parse(object);
      const subscriptionId = invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
      if (!subscriptionId) return [];
      const meta = invoice.parent?.subscription_details?.metadata ?? invoice.subscription_details?.metadata ?? {};
      const userId = await resolveUser(db, [meta.userId], invoice.customer);
      const ends = (invoice.lines?.data ?? []).map((l) => l.period?.end).filter((n): n is number => typeof n === "number");
      const paymentIntentId =
        invoice.payment_intent ?? invoice.payments?.data.find((p) => p.payment?.payment_intent)?.payment?.payment_intent ?? null;
      // The proration invoice of an upgrade we made (stripe-upgrade.server.ts): the difference, not a period.
      if (invoice.billing_reason === "subscription_update" && meta.upgradeCheckoutId) {
        return [
          {
            type: "subscription.upgraded",
            provider: "stripe",
            paymentId: invoice.id,
            userId,
            subscriptionId,
            planType: meta.planType ?? "",
            billingCycle: meta.billingCycle ?? "",
            amountCents: invoice.total,
            checkoutId: meta.upgradeCheckoutId,
            paymentIntentId,
            occurredAt,
          },
        ];
      }
      return [
        {
          type: "subscription.paid",
          provider: "stripe",
          paymentId: invoice.id,
          userId,
          subscriptionId,
          planType: meta.planType ?? "",
          billingCycle: meta.billingCycle ?? "",
          amountCents: invoice.total,
          periodEnd: ends.length ? fromUnix(Math.max(...ends)) : null,
          firstPeriod: invoice.billing_reason === "subscription_create",
          replacesSubscriptionId: meta.replacesSubscriptionId ?? null,
          checkoutId: meta.checkoutId ?? null,
          paymentIntentId,
          occurredAt,
        },
      ];
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = readSubscription(object);
      // Not one of ours (no plan metadata): nothing to do.
      if (!sub.metadata.planType) return [];
      const userId = await resolveUser(db, [sub.metadata.userId], sub.customerId);
      return [
        {
          type: "subscription.changed",
          provider: "stripe",
          subscriptionId: sub.subscriptionId,
          userId,
          planType: sub.metadata.planType,
          billingCycle: sub.metadata.billingCycle ?? "monthly",
          status: event.type === "customer.subscription.deleted" ? "canceled" : sub.status,
          currentPeriodEnd: sub.currentPeriodEnd,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          occurredAt,
        },
      ];
    }
    default:
      return [];
  }
}
