// The price table (SPEC section 9). The server prices every checkout from this
// module; the browser imports it only to display the same numbers.
import { formatCredits, formatNumber } from "~/utils/format-number";

export const PLAN_TYPES = ["creator", "agency"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const BILLING_CYCLES = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export type Plan = {
  type: PlanType;
  name: string;
  audience: string;
  priceCents: Record<BillingCycle, number>;
  /** Credits granted at the start of each paid period (CONTRACT.md). */
  creditsPerPeriod: number;
  features: readonly string[];
};

export const PLANS: Record<PlanType, Plan> = {
  creator: {
    type: "creator",
    name: "Creator",
    audience: "For solopreneurs and freelancers",
    priceCents: { monthly: 2_500, yearly: 25_000 },
    creditsPerPeriod: 1_000,
    features: ["Up to 150 template runs", "GPT 4", "1K AI images", "90 AI voice minutes", "5 integrations", "Unlimited downloads"],
  },
  agency: {
    type: "agency",
    name: "Agency",
    audience: "For pro creators and growing teams",
    priceCents: { monthly: 4_500, yearly: 45_000 },
    creditsPerPeriod: 2_000,
    features: [
      "Up to 300 template runs",
      "GPT 4",
      "2K AI images",
      "240 AI voice minutes",
      "30 integrations",
      "Unlimited downloads",
      "24x7 priority support",
    ],
  },
};

export const YEARLY_SAVING_LABEL = "Save 17%";

export type TopUpPack = { dollars: number; credits: number; bonusPercentage: number };

export const TOP_UP_PACKS: readonly TopUpPack[] = [
  { dollars: 10, credits: 500, bonusPercentage: 0 },
  { dollars: 25, credits: 1_300, bonusPercentage: 4 },
  { dollars: 50, credits: 2_750, bonusPercentage: 10 },
  { dollars: 100, credits: 6_000, bonusPercentage: 20 },
];

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === "string" && (PLAN_TYPES as readonly string[]).includes(value);
}

export function isBillingCycle(value: unknown): value is BillingCycle {
  return typeof value === "string" && (BILLING_CYCLES as readonly string[]).includes(value);
}

export function planPriceCents(plan: PlanType, cycle: BillingCycle): number {
  return PLANS[plan].priceCents[cycle];
}

/** The pack sold for exactly this many dollars, or undefined. */
export function findTopUpPack(dollars: number): TopUpPack | undefined {
  return TOP_UP_PACKS.find((pack) => pack.dollars === dollars);
}

export function packPriceCents(pack: TopUpPack): number {
  return pack.dollars * 100;
}

/** SPEC: creator = 'Creator Plan', agency = 'Agency Plan', otherwise 'Free Plan'. */
export function planLabel(plan: string | null | undefined): string {
  if (plan === "creator") return "Creator Plan";
  if (plan === "agency") return "Agency Plan";
  return "Free Plan";
}

export function bonusLabel(pack: TopUpPack): string | null {
  return pack.bonusPercentage > 0 ? `+${pack.bonusPercentage}% bonus` : null;
}

export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${formatNumber(dollars)}` : `$${dollars.toFixed(2)}`;
}

// One way of writing numbers on the whole site (~/utils/format-number).
export { formatCredits };
