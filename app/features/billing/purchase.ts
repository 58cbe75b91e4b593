// What a checkout sells, resolved from the operator's price table when it is
// opened (its price and credits are then recorded with it), and where the
// browser returns afterwards (CONTRACT.md, test checkout).
import { urls } from "~/utils/urls";
import type { ReturnTo } from "./checkout-schema";
import { upgradeWording, type UpgradeQuote } from "./proration";
import {
  formatCredits,
  planLabel,
  planPriceCents,
  packPriceCents,
  type BillingCycle,
  type PlanType,
  type PriceTable,
  type TopUpPack,
} from "./pricing";

export type Purchase =
  | { kind: "topup"; pack: TopUpPack; amountCents: number; credits: number; title: string; description: string }
  | {
      kind: "subscription";
      planType: PlanType;
      billingCycle: BillingCycle;
      amountCents: number;
      credits: number;
      title: string;
      description: string;
      replacesSubscriptionId: string | null;
    }
  | {
      /** A prorated plan change of the current subscription (proration.ts): charged and granted the difference now. */
      kind: "upgrade";
      planType: PlanType;
      billingCycle: BillingCycle;
      amountCents: number;
      credits: number;
      title: string;
      description: string;
      subscriptionId: string;
    };

export function topUpPurchase(pack: TopUpPack): Purchase {
  return {
    kind: "topup",
    pack,
    amountCents: packPriceCents(pack),
    credits: pack.credits,
    title: `${formatCredits(pack.credits)} credits`,
    description: pack.bonusPercentage > 0 ? `Credit top-up with a ${pack.bonusPercentage}% bonus` : "Credit top-up",
  };
}

export function planPurchase(table: PriceTable, planType: PlanType, billingCycle: BillingCycle, replacesSubscriptionId: string | null): Purchase {
  const credits = table.plans[planType].creditsPerPeriod;
  return {
    kind: "subscription",
    planType,
    billingCycle,
    amountCents: planPriceCents(table, planType, billingCycle),
    credits,
    title: `${planLabel(planType, table)} (${billingCycle})`,
    description: `${formatCredits(credits)} credits every ${billingCycle === "yearly" ? "year" : "month"}`,
    replacesSubscriptionId,
  };
}

export function upgradePurchase(table: PriceTable, quote: UpgradeQuote, subscriptionId: string): Purchase {
  return {
    kind: "upgrade",
    planType: quote.to,
    billingCycle: quote.billingCycle,
    amountCents: quote.amountCents,
    credits: quote.credits,
    ...upgradeWording(table, quote),
    subscriptionId,
  };
}

export function returnAddresses(returnTo: ReturnTo, kind: Purchase["kind"]): { success: string; cancel: string } {
  if (returnTo === "billing") {
    return { success: `${urls.billing()}?success=${kind === "topup" ? "topup" : "subscription"}`, cancel: `${urls.billing()}?canceled=true` };
  }
  return { success: `${urls.workspace()}?success=true`, cancel: `${urls.workspace()}?canceled=true` };
}
