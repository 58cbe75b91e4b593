// invoice.payment_failed of a renewal, as a RenewalFailure (renewal-failures.server.ts).
import type { DbOrTx } from "~/db/db.server";
import type { RenewalFailure } from "./renewal-failures.server";
import { resolveUser } from "./stripe-billing-events.server";
import type { StripeEvent } from "./stripe-event.server";
import { invoiceSchema } from "./stripe-objects";

/** The failed renewal an event reports, or null (another type, or not a renewal of a plan of ours). */
export async function renewalFailureFromStripe(db: DbOrTx, event: StripeEvent): Promise<RenewalFailure | null> {
  if (event.type !== "invoice.payment_failed") return null;
  const invoice = invoiceSchema.parse(event.data.object);
  const subscriptionId = invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
  // A first invoice that fails is a checkout that did not go through, not a renewal.
  if (!subscriptionId || invoice.billing_reason === "subscription_create") return null;
  const meta = invoice.parent?.subscription_details?.metadata ?? invoice.subscription_details?.metadata ?? {};
  if (!meta.planType) return null;
  const userId = await resolveUser(db, [meta.userId], invoice.customer);
  return {
    provider: "stripe",
    invoiceId: invoice.id,
    subscriptionId,
    userId,
    amountCents: invoice.total,
    occurredAt: new Date(event.created * 1000),
  };
}
