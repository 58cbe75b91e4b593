import { describe, expect, it } from "vitest";
import {
  bonusLabel,
  findTopUpPack,
  formatUsd,
  packPriceCents,
  planLabel,
  planPriceCents,
  isPlanType,
  isBillingCycle,
  yearlySavingLabel,
} from "./pricing";
import { DEFAULT_PRICING } from "~/features/settings/plans-schema";

const PLANS = DEFAULT_PRICING.plans;
const TOP_UP_PACKS = DEFAULT_PRICING.packs;

describe("price table (Settings' defaults are SPEC section 9)", () => {
  it("prices the plans as SPEC section 9 says", () => {
    expect(planPriceCents(DEFAULT_PRICING, "creator", "monthly")).toBe(2_500);
    expect(planPriceCents(DEFAULT_PRICING, "creator", "yearly")).toBe(25_000);
    expect(planPriceCents(DEFAULT_PRICING, "agency", "monthly")).toBe(4_500);
    expect(planPriceCents(DEFAULT_PRICING, "agency", "yearly")).toBe(45_000);
  });

  it("grants 1,000 credits per creator period and 2,000 per agency period", () => {
    expect(PLANS.creator.creditsPerPeriod).toBe(1_000);
    expect(PLANS.agency.creditsPerPeriod).toBe(2_000);
  });

  it("sells exactly the four packs with their credits and bonuses", () => {
    expect(TOP_UP_PACKS.map((p) => [p.dollars, p.credits, p.bonusPercentage])).toEqual([
      [10, 500, 0],
      [25, 1_300, 4],
      [50, 2_750, 10],
      [100, 6_000, 20],
    ]);
    expect(findTopUpPack(DEFAULT_PRICING, 25)?.credits).toBe(1_300);
    expect(packPriceCents(findTopUpPack(DEFAULT_PRICING, 100)!)).toBe(10_000);
    expect(bonusLabel(findTopUpPack(DEFAULT_PRICING, 10)!)).toBeNull();
    expect(bonusLabel(findTopUpPack(DEFAULT_PRICING, 50)!)).toBe("+10% bonus");
  });

  it("knows no other pack amount", () => {
    for (const dollars of [0, 1, 9, 11, 20, 99, 1000, -10, 10.5, Number.NaN]) expect(findTopUpPack(DEFAULT_PRICING, dollars)).toBeUndefined();
  });

  it("recognises only the two plans and two billing cycles", () => {
    expect(isPlanType("creator")).toBe(true);
    expect(isPlanType("agency")).toBe(true);
    expect(isPlanType("enterprise")).toBe(false);
    expect(isPlanType(undefined)).toBe(false);
    expect(isBillingCycle("yearly")).toBe(true);
    expect(isBillingCycle("weekly")).toBe(false);
  });

  it("shows 'Save 17%' for SPEC's yearly prices, the best saving for others, none when a year saves nothing", () => {
    expect(yearlySavingLabel(DEFAULT_PRICING)).toBe("Save 17%");
    const cheaperAgency = { ...DEFAULT_PRICING, plans: { ...PLANS, agency: { ...PLANS.agency, priceCents: { monthly: 5_000, yearly: 40_000 } } } };
    expect(yearlySavingLabel(cheaperAgency)).toBe("Save 33%");
    const noSaving = {
      ...DEFAULT_PRICING,
      plans: {
        creator: { ...PLANS.creator, priceCents: { monthly: 1_000, yearly: 12_000 } },
        agency: { ...PLANS.agency, priceCents: { monthly: 1_000, yearly: 13_000 } },
      },
    };
    expect(yearlySavingLabel(noSaving)).toBeNull();
  });

  it("names a renamed plan '<name> Plan' when given the operator's table", () => {
    const renamed = { ...DEFAULT_PRICING, plans: { ...PLANS, creator: { ...PLANS.creator, name: "Studio" } } };
    expect(planLabel("creator", renamed)).toBe("Studio Plan");
    expect(planLabel("agency", renamed)).toBe("Agency Plan");
    expect(planLabel(null, renamed)).toBe("Free Plan");
  });

  it("labels plans as the billing page shows them", () => {
    expect(planLabel("creator", DEFAULT_PRICING)).toBe("Creator Plan");
    expect(planLabel("agency", DEFAULT_PRICING)).toBe("Agency Plan");
    expect(planLabel(null, DEFAULT_PRICING)).toBe("Free Plan");
    expect(planLabel("something", DEFAULT_PRICING)).toBe("Free Plan");
  });

  it("formats dollar amounts", () => {
    expect(formatUsd(2_500)).toBe("$25");
    expect(formatUsd(45_000)).toBe("$450");
    expect(formatUsd(1_050)).toBe("$10.50");
  });
});
