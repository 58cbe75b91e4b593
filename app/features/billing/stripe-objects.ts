// The parts of Stripe's objects (checkout session, subscription, invoice) that
// billing reads from a verified webhook event; anything else in them is ignored.
import { z } from "zod";

const metadataSchema = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => m ?? {});
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);

export const checkoutSessionSchema = z.object({
  id: z.string(),
  mode: z.string(),
  payment_status: z.string(),
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
  amount_total: z.number().int().nullish(),
  payment_intent: idOf.nullish(),
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

export const invoiceSchema = z.object({
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

export function fromUnix(seconds: number | null | undefined): Date | null {
  return typeof seconds === "number" ? new Date(seconds * 1000) : null;
}

export function readSubscription(raw: unknown): StripeSubscriptionState {
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

// charge.refunded: the charge, with its cumulative amount_refunded.
export const chargeSchema = z.object({
  id: z.string(),
  object: z.literal("charge"),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  payment_intent: idOf.nullish(),
  receipt_url: z.string().url().nullish(),
});

// charge.dispute.created / charge.dispute.closed: the dispute.
export const disputeSchema = z.object({
  id: z.string(),
  object: z.literal("dispute"),
  amount: z.number().int(),
  charge: idOf,
  payment_intent: idOf.nullish(),
  status: z.string(),
});
