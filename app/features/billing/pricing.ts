// Reading the price table. The table itself is the operator's (Settings 'Plans
// and credit packs', features/settings/plans-schema.ts, SPEC section 9's values
// as defaults): the server prices every checkout from the saved settings, and the
// browser gets the same values from the root loader to display them.
import {
  BILLING_CYCLES,
  PLAN_TYPES,
  type BillingCycle,
  type Plan,
  type PlanType,
  type Pricing,
  type TopUpPack,
} from "~/features/settings/plans-schema";
import { formatCredits, formatNumber } from "~/utils/format-number";

export { BILLING_CYCLES, PLAN_TYPES, type BillingCycle, type Plan, type PlanType, type Pricing, type TopUpPack };

/** What the dialogs and the billing page need of the table (the root loader's copy has the same shape). */
export type PriceTable = Pick<Pricing, "plans" | "packs">;

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === "string" && (PLAN_TYPES as readonly string[]).includes(value);
}

export function isBillingCycle(value: unknown): value is BillingCycle {
  return typeof value === "string" && (BILLING_CYCLES as readonly string[]).includes(value);
}

export function planPriceCents(table: PriceTable, plan: PlanType, cycle: BillingCycle): number {
  return table.plans[plan].priceCents[cycle];
}

/** The pack sold for exactly this many dollars, or undefined. */
export function findTopUpPack(table: PriceTable, dollars: number): TopUpPack | undefined {
  return table.packs.find((pack) => pack.dollars === dollars);
}

export function packPriceCents(pack: TopUpPack): number {
  return pack.dollars * 100;
}

/**
 * SPEC: creator = 'Creator Plan', agency = 'Agency Plan', otherwise 'Free Plan'.
 * A plan the operator renamed is '<its name> Plan' (the table is required, so no label
 * can fall back to the default names).
 */
export function planLabel(plan: string | null | undefined, table: PriceTable): string {
  if (plan !== "creator" && plan !== "agency") return "Free Plan";
  return `${table.plans[plan].name} Plan`;
}

/**
 * The yearly toggle's badge: the best saving of a year over twelve months, in
 * whole percent ('Save 17%' with SPEC's prices), or null when a year saves nothing.
 */
export function yearlySavingLabel(table: PriceTable): string | null {
  const savings = PLAN_TYPES.map((type) => {
    const { monthly, yearly } = table.plans[type].priceCents;
    return Math.round((1 - yearly / (12 * monthly)) * 100);
  });
  const best = Math.max(...savings);
  return best > 0 ? `Save ${best}%` : null;
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
