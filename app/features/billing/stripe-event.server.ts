// A Stripe webhook delivery: its signature checked on the raw body, then its envelope read strictly.
import { z } from "zod";
import { appError } from "~/utils/error-messages";
import { getEnv } from "~/utils/env.server";
import { getStripe, isStripeConfigured } from "./stripe-client.server";

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
  throw appError("webhookUnreadable", { cause });
}

/**
 * Verifies the signature on the raw body before anything in it is read
 * (400 'Invalid webhook signature.'), then reads it as a Stripe event (400
 * 'Unreadable webhook event.' when it is not JSON or not an event's shape).
 */
export function verifyStripeEvent(rawBody: Buffer, signature: string | null): StripeEvent {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret || !isStripeConfigured()) {
    throw appError("webhooksNotConfigured");
  }
  if (!signature) throw appError("webhookSignatureMissing");
  const webhooks = getStripe().webhooks;
  try {
    if (!webhooks.signature) throw new Error("the Stripe SDK has no signature verifier");
    webhooks.signature.verifyHeader(rawBody, signature, secret);
  } catch (error) {
    throw appError("webhookSignatureInvalid", { cause: error });
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
