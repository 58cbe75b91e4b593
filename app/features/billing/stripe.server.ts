// Stripe adapter: Checkout Sessions, subscription cancel, and webhook events
// translated into our billing events. Only the webhook's verified payload is read.
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "~/db/db.server";
import { stripeCustomers } from "~/db/schema";
import { AppError } from "~/utils/errors";
import { getEnv } from "~/utils/env.server";
import type { BillingEvent } from "./fulfilment.server";
import type { ReturnTo } from "./checkout-schema";
import { returnAddresses, type Purchase } from "./purchase";

export function isStripeConfigured() {
  return Boolean(getEnv().STRIPE_SECRET_KEY);
}

let cached: { config: string; client: Stripe } | undefined;

/** The SDK client; STRIPE_API_BASE points it at another host (tests use a local fake). */
export function getStripe(): Stripe {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const config = `${env.STRIPE_SECRET_KEY}|${env.STRIPE_API_BASE ?? ""}`;
  if (cached?.config === config) return cached.client;
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: "uncensored-ai-image" } };
  if (env.STRIPE_API_BASE) {
    const base = new URL(env.STRIPE_API_BASE);
    options.host = base.hostname;
    options.port = base.port || (base.protocol === "http:" ? 80 : 443);
    options.protocol = base.protocol === "http:" ? "http" : "https";
  }
  cached = { config, client: new Stripe(env.STRIPE_SECRET_KEY, options) };
  return cached.client;
}

function upstream(message: string, cause: unknown): AppError {
  return new AppError("UPSTREAM_FAILED", { title: "Error", message, cause });
}

/** The user's Stripe customer, created once and reused for every later checkout. */
async function ensureCustomer(db: DbOrTx, user: { id: string; email: string; name?: string | null }): Promise<string> {
  const [existing] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
  if (existing) return existing.customerId;
  const customer = await getStripe().customers.create(
    { email: user.email, name: user.name ?? undefined, metadata: { userId: user.id } },
    { idempotencyKey: `customer-${user.id}` },
  );
  await db.insert(stripeCustomers).values({ userId: user.id, customerId: customer.id }).onConflictDoNothing();
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
  return row.customerId;
}

/** Our own purchase metadata, copied onto the session and the subscription. */
function purchaseMetadata(userId: string, purchase: Purchase): Record<string, string> {
  if (purchase.kind === "topup") return { userId, kind: "topup", packDollars: String(purchase.pack.dollars) };
  return {
    userId,
    kind: "subscription",
    planType: purchase.planType,
    billingCycle: purchase.billingCycle,
    ...(purchase.replacesSubscriptionId ? { replacesSubscriptionId: purchase.replacesSubscriptionId } : {}),
  };
}

export async function createStripeCheckout(
  db: DbOrTx,
  user: { id: string; email: string; name?: string | null },
  purchase: Purchase,
  returnTo: ReturnTo,
): Promise<string> {
  const env = getEnv();
  const back = returnAddresses(returnTo, purchase.kind);
  try {
    const customer = await ensureCustomer(db, user);
    const metadata = purchaseMetadata(user.id, purchase);
    const common = {
      customer,
      client_reference_id: user.id,
      metadata,
      success_url: `${env.PUBLIC_URL}${back.success}`,
      cancel_url: `${env.PUBLIC_URL}${back.cancel}`,
    } satisfies Stripe.Checkout.SessionCreateParams;
    const session =
      purchase.kind === "topup"
        ? await getStripe().checkout.sessions.create({
            ...common,
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "usd",
                  unit_amount: purchase.amountCents,
                  product_data: { name: purchase.title, description: purchase.description },
                },
              },
            ],
            payment_intent_data: { metadata },
          })
        : await getStripe().checkout.sessions.create({
            ...common,
            mode: "subscription",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "usd",
                  unit_amount: purchase.amountCents,
                  recurring: { interval: purchase.billingCycle === "yearly" ? "year" : "month" },
                  product_data: { name: purchase.title, description: purchase.description },
                },
              },
            ],
            subscription_data: { metadata },
          });
    if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
    return session.url;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw upstream("Could not start the checkout. Please try again.", error);
  }
}

// Calls that follow a state change (cancel, cancel at period end, refund) are
// made through the outbox: see outbox.server.ts.

// ---------------------------------------------------------------------------
// Webhooks

/** Verifies the signature on the raw body before anything in it is read. */
/** The envelope of a Stripe event, read strictly after the signature holds; each handler parses its own object. */
const stripeEventSchema = z.object({
  id: z.string().min(1),
  object: z.literal("event"),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof stripeEventSchema>;

function unreadable(cause: unknown): never {
  throw new AppError("BAD_REQUEST", { title: "Webhook refused", message: "Unreadable webhook event.", cause });
}

/**
 * Verifies the signature on the raw body before anything in it is read
 * (400 'Invalid webhook signature.'), then reads it as a Stripe event (400
 * 'Unreadable webhook event.' when it is not JSON or not an event's shape).
 */
export function verifyStripeEvent(rawBody: Buffer, signature: string | null): StripeEvent {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret || !isStripeConfigured()) {
    throw new AppError("NOT_FOUND", { title: "Not configured", message: "Stripe webhooks are not configured." });
  }
  if (!signature) throw new AppError("BAD_REQUEST", { title: "Webhook refused", message: "Missing Stripe-Signature header." });
  const webhooks = getStripe().webhooks;
  try {
    if (!webhooks.signature) throw new Error("the Stripe SDK has no signature verifier");
    webhooks.signature.verifyHeader(rawBody, signature, secret);
  } catch (error) {
    throw new AppError("BAD_REQUEST", { title: "Webhook refused", message: "Invalid webhook signature.", cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString("utf8"));
  } catch (error) {
    unreadable(error);
  }
  const parsed = stripeEventSchema.safeParse(json);
  if (!parsed.success) unreadable(parsed.error);
  return parsed.data;
}

const metadataSchema = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => m ?? {});
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);

const checkoutSessionSchema = z.object({
  id: z.string(),
  mode: z.string(),
  payment_status: z.string(),
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
  amount_total: z.number().int().nullish(),
  subscription: idOf.nullish(),
  metadata: metadataSchema,
});

const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  customer: idOf.nullish(),
  cancel_at_period_end: z.boolean().default(false),
  // Older API versions keep the period on the subscription, newer ones on its items.
  current_period_end: z.number().int().nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().int().nullish() })) }).nullish(),
  metadata: metadataSchema,
});

const invoiceSchema = z.object({
  id: z.string(),
  total: z.number().int(),
  billing_reason: z.string().nullish(),
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
  subscription_details: z.object({ metadata: metadataSchema }).nullish(),
  // The payment to refund if this invoice pays a duplicate plan: on the invoice in
  // older API versions, under payments in newer ones.
  payment_intent: idOf.nullish(),
  payments: z.object({ data: z.array(z.object({ payment: z.object({ payment_intent: idOf.nullish() }).nullish() })) }).nullish(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: idOf, metadata: metadataSchema }).nullish(),
    })
    .nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number().int() }).nullish() })) }).nullish(),
});

type StripeSubscriptionState = {
  subscriptionId: string;
  status: string;
  customerId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  metadata: Record<string, string>;
};

function fromUnix(seconds: number | null | undefined): Date | null {
  return typeof seconds === "number" ? new Date(seconds * 1000) : null;
}

function readSubscription(raw: unknown): StripeSubscriptionState {
  const s = subscriptionSchema.parse(raw);
  const itemEnds = (s.items?.data ?? []).map((i) => i.current_period_end).filter((n): n is number => typeof n === "number");
  const end = itemEnds.length ? Math.min(...itemEnds) : s.current_period_end;
  return {
    subscriptionId: s.id,
    status: s.status,
    customerId: s.customer ?? null,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    currentPeriodEnd: fromUnix(end),
    metadata: s.metadata,
  };
}

function refuse(message: string): never {
  throw new AppError("FORBIDDEN", { title: "Webhook refused", message });
}

/** The account a Stripe object pays for; refuses when its pieces name different accounts. */
async function resolveUser(db: DbOrTx, claimed: Array<string | null | undefined>, customerId: string | null | undefined): Promise<string> {
  const ids = new Set(claimed.filter((v): v is string => Boolean(v)));
  if (customerId) {
    const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.customerId, customerId));
    // Every customer of ours is recorded when its first checkout is opened: an
    // unknown one is a race with that write. 500, so Stripe delivers it again.
    if (!row) {
      throw new AppError("INTERNAL", {
        title: "Webhook not ready",
        message: "The event's customer is not known yet; it will be processed when Stripe retries.",
      });
    }
    ids.add(row.userId);
  }
  if (ids.size === 0) refuse("The event names no account.");
  if (ids.size > 1) refuse("The event names more than one account.");
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
        refuse("The checkout was started for another account.");
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
          paymentIntentId: invoice.payment_intent ?? invoice.payments?.data.find((p) => p.payment?.payment_intent)?.payment?.payment_intent ?? null,
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
