// A prorated upgrade of a Stripe subscription (ADR 035): the subscription's one
// item is changed to the new plan's price with proration_behavior
// 'always_invoice', so Stripe credits the unused time of the old price, charges
// the new price for the rest of the period at once (an invoice with
// billing_reason 'subscription_update') and renews at the new price. Its
// invoice.paid grants the difference of credits recorded here (fulfilment.server.ts).
import { AppError } from "~/utils/errors";
import { appError } from "~/utils/error-messages";
import type { DbOrTx } from "~/db/db.server";
import { recordCheckout } from "./checkout-records.server";
import type { ReturnTo } from "./checkout-schema";
import { planPurchase, returnAddresses, type Purchase } from "./purchase";
import type { PriceTable } from "./pricing";
import { getStripe } from "./stripe-client.server";
import { getEnv } from "~/utils/env.server";

export async function upgradeStripeSubscription(
  db: DbOrTx,
  userId: string,
  table: PriceTable,
  purchase: Extract<Purchase, { kind: "upgrade" }>,
  returnTo: ReturnTo,
): Promise<string> {
  try {
    const stripe = getStripe();
    const subscription = await stripe.subscriptions.retrieve(purchase.subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`subscription ${purchase.subscriptionId} has no item`);
    // Two records: what this upgrade charges and grants now, and the plan at its full price (what each renewal grants).
    const upgradeCheckoutId = await recordCheckout(db, { provider: "stripe", userId, purchase, returnTo });
    const plan = planPurchase(table, purchase.planType, purchase.billingCycle, null);
    const planCheckoutId = await recordCheckout(db, { provider: "stripe", userId, purchase: plan, returnTo });
    const product = await stripe.products.create(
      { name: plan.title, description: plan.description },
      { idempotencyKey: `product-${planCheckoutId}` },
    );
    await stripe.subscriptions.update(
      subscription.id,
      {
        items: [
          {
            id: item.id,
            price_data: {
              currency: "usd",
              product: product.id,
              unit_amount: plan.amountCents,
              recurring: { interval: purchase.billingCycle === "yearly" ? "year" : "month" },
            },
          },
        ],
        proration_behavior: "always_invoice",
        metadata: { planType: purchase.planType, billingCycle: purchase.billingCycle, checkoutId: planCheckoutId, upgradeCheckoutId },
      },
      { idempotencyKey: `upgrade-${upgradeCheckoutId}` },
    );
    return `${getEnv().PUBLIC_URL}${returnAddresses(returnTo, "subscription").success}`;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw appError("upgradeUnreachable", { cause: error });
  }
}
