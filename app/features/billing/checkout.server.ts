import { appError } from "~/utils/error-messages";
import type { Database } from "~/db/db.server";
import { isTopUpInput, type CheckoutInput } from "./checkout-schema";
import { planPurchase, topUpPurchase, upgradePurchase, type Purchase } from "./purchase";
import { isUpgrade, quoteUpgrade } from "./proration";
import { upgradeStripeSubscription } from "./stripe-upgrade.server";
import { getSettings } from "~/features/settings/settings.server";
import { findTopUpPack, planLabel, type PriceTable } from "./pricing";
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
  const table = (await getSettings()).plans;
  const purchase = await resolvePurchase(db, buyer.id, input, table);
  if (purchase.kind === "upgrade") {
    const url = isStripeConfigured()
      ? await upgradeStripeSubscription(db, buyer.id, table, purchase, input.returnTo)
      : await createTestCheckout(db, buyer.id, purchase, input.returnTo);
    return { url };
  }
  const url = isStripeConfigured()
    ? await createStripeCheckout(db, buyer, purchase, input.returnTo)
    : await createTestCheckout(db, buyer.id, purchase, input.returnTo);
  return { url };
}

async function resolvePurchase(db: Database, userId: string, input: CheckoutInput, table: PriceTable, now = new Date()): Promise<Purchase> {
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
  // Mid-period to a dearer plan of the same cycle, with the provider that bills it now: prorated (ADR 035).
  if (
    active &&
    active.status === "active" &&
    active.billingCycle === input.billingCycle &&
    active.currentPeriodEnd &&
    active.currentPeriodEnd > now &&
    active.provider === (isStripeConfigured() ? "stripe" : "test") &&
    isUpgrade(table, active.planType, input.planType, input.billingCycle)
  ) {
    const quote = quoteUpgrade({
      table,
      from: active.planType,
      to: input.planType,
      billingCycle: input.billingCycle,
      periodEnd: active.currentPeriodEnd,
      now,
    });
    return upgradePurchase(table, quote, active.subscriptionId);
  }
  return planPurchase(table, input.planType, input.billingCycle, active?.subscriptionId ?? null);
}
