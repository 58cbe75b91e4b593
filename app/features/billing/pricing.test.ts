import { describe, expect, it } from "vitest";
import {
  bonusLabel,
  findTopUpPack,
  formatUsd,
  packPriceCents,
  planLabel,
  planPriceCents,
  PLANS,
  TOP_UP_PACKS,
  isPlanType,
  isBillingCycle,
} from "./pricing";

describe("price table", () => {
  it("prices the plans as SPEC section 9 says", () => {
    expect(planPriceCents("creator", "monthly")).toBe(2_500);
    expect(planPriceCents("creator", "yearly")).toBe(25_000);
    expect(planPriceCents("agency", "monthly")).toBe(4_500);
    expect(planPriceCents("agency", "yearly")).toBe(45_000);
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
    expect(findTopUpPack(25)?.credits).toBe(1_300);
    expect(packPriceCents(findTopUpPack(100)!)).toBe(10_000);
    expect(bonusLabel(findTopUpPack(10)!)).toBeNull();
    expect(bonusLabel(findTopUpPack(50)!)).toBe("+10% bonus");
  });

  it("knows no other pack amount", () => {
    for (const dollars of [0, 1, 9, 11, 20, 99, 1000, -10, 10.5, Number.NaN]) expect(findTopUpPack(dollars)).toBeUndefined();
  });

  it("recognises only the two plans and two billing cycles", () => {
    expect(isPlanType("creator")).toBe(true);
    expect(isPlanType("agency")).toBe(true);
    expect(isPlanType("enterprise")).toBe(false);
    expect(isPlanType(undefined)).toBe(false);
    expect(isBillingCycle("yearly")).toBe(true);
    expect(isBillingCycle("weekly")).toBe(false);
  });

  it("labels plans as the billing page shows them", () => {
    expect(planLabel("creator")).toBe("Creator Plan");
    expect(planLabel("agency")).toBe("Agency Plan");
    expect(planLabel(null)).toBe("Free Plan");
    expect(planLabel("something")).toBe("Free Plan");
  });

  it("formats dollar amounts", () => {
    expect(formatUsd(2_500)).toBe("$25");
    expect(formatUsd(45_000)).toBe("$450");
    expect(formatUsd(1_050)).toBe("$10.50");
  });
});
