import { appError } from "~/utils/error-messages";
import type { Database } from "~/db/db.server";
import { isTopUpInput, type CheckoutInput } from "./checkout-schema";
import { planPurchase, topUpPurchase, type Purchase } from "./purchase";
import { getSettings } from "~/features/settings/settings.server";
import { findTopUpPack, planLabel } from "./pricing";
import { createStripeCheckout } from "./stripe-checkout.server";
import { isStripeConfigured } from "./stripe-client.server";
import { getActiveSubscription } from "./subscriptions.server";
import { createTestCheckout } from "./test-checkout.server";

type Buyer = { id: string; email: string; name?: string | null };

/**
 * Prices the purchase from the operator's price table (Settings) and opens a checkout with Stripe,
 * or with the built-in test checkout while Stripe is not configured. Returns the
 * address the browser goes to.
 */
export async function createCheckout(db: Database, buyer: Buyer, input: CheckoutInput): Promise<{ url: string }> {
  if (input.userId !== undefined && input.userId !== buyer.id) {
    throw appError("checkoutForOtherAccount");
  }
  const purchase = await resolvePurchase(db, buyer.id, input);
  const url = isStripeConfigured()
    ? await createStripeCheckout(db, buyer, purchase, input.returnTo)
    : await createTestCheckout(db, buyer.id, purchase, input.returnTo);
  return { url };
}

async function resolvePurchase(db: Database, userId: string, input: CheckoutInput): Promise<Purchase> {
  const table = (await getSettings()).plans;
  if (isTopUpInput(input)) {
    const pack = findTopUpPack(table, Number(input.topUpAmount));
    if (!pack) throw appError("unknownTopUp");
    return topUpPurchase(pack);
  }
  // The browser's isUpgrade is a hint; whether a plan exists is decided here.
  const active = await getActiveSubscription(db, userId);
  if (active?.planType === input.planType) {
    throw appError("alreadySubscribed");
  }
  if (active?.planType === "agency") {
    throw appError("agencyBuysTopUps", { values: { plan: planLabel("agency", table) } });
  }
  return planPurchase(table, input.planType, input.billingCycle, active?.subscriptionId ?? null);
}
