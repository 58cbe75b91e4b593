// Stripe's refund and dispute events (charge.refunded, charge.dispute.created,
// charge.dispute.closed) as facts about a charge, applied by reversals.server.ts.
import type { DbOrTx } from "~/db/db.server";
import { recordDispute, recordProviderRefunded, reconcileCharge, type ChargeKey, type ReconcileResult } from "./reversals.server";
import type { StripeEvent } from "./stripe-event.server";
import { chargeSchema, disputeSchema } from "./stripe-objects";

export type ReversalEvent =
  | { type: "refunded"; key: ChargeKey; refundedCents: number; receiptUrl: string | null }
  | { type: "dispute"; key: ChargeKey; disputeId: string; amountCents: number; status: string };

export const REVERSAL_EVENT_TYPES = ["charge.refunded", "charge.dispute.created", "charge.dispute.closed"];

/** The fact a verified Stripe event reports, or null (another type, or a charge without a payment intent: not one of ours). */
export function reversalEventFromStripe(event: StripeEvent): ReversalEvent | null {
  switch (event.type) {
    case "charge.refunded": {
      const charge = chargeSchema.parse(event.data.object);
      if (!charge.payment_intent) return null;
      return {
        type: "refunded",
        key: { provider: "stripe", chargeRef: charge.payment_intent },
        refundedCents: Math.min(charge.amount_refunded, charge.amount),
        receiptUrl: charge.receipt_url ?? null,
      };
    }
    case "charge.dispute.created":
    case "charge.dispute.closed": {
      const dispute = disputeSchema.parse(event.data.object);
      if (!dispute.payment_intent) return null;
      return {
        type: "dispute",
        key: { provider: "stripe", chargeRef: dispute.payment_intent },
        disputeId: dispute.id,
        amountCents: dispute.amount,
        status: dispute.status,
      };
    }
    default:
      return null;
  }
}

/** Records the fact and reconciles the charge's payment, in the caller's transaction. */
export async function applyReversalEvent(tx: DbOrTx, event: ReversalEvent): Promise<ReconcileResult | null> {
  if (event.type === "refunded") await recordProviderRefunded(tx, event.key, event.refundedCents, event.receiptUrl);
  else await recordDispute(tx, event.key, event);
  return reconcileCharge(tx, event.key);
}
