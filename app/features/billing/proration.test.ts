import { describe, expect, it } from "vitest";
import { DEFAULT_PRICING } from "~/features/settings/plans-schema";
import { isUpgrade, periodStartFor, quoteUpgrade, upgradeWording } from "./proration";

const end = new Date("2026-12-01T00:00:00Z"); // the period 2026-11-01 → 2026-12-01 (30 days)
const quote = (now: string, table = DEFAULT_PRICING, billingCycle: "monthly" | "yearly" = "monthly", periodEnd = end) =>
  quoteUpgrade({ table, from: "creator", to: "agency", billingCycle, periodEnd, now: new Date(now) });

describe("prorated upgrades", () => {
  it("charges the price difference for the part of the period left", () => {
    // Creator $25, Agency $45 a month: $20 difference.
    expect(quote("2026-11-16T00:00:00Z")).toMatchObject({ amountCents: 1_000, daysLeft: 15, fraction: 0.5, credits: 1_000 });
    expect(quote("2026-11-01T00:00:00Z")).toMatchObject({ amountCents: 2_000, daysLeft: 30 });
    expect(quote("2026-11-25T00:00:00Z")).toMatchObject({ amountCents: 400, daysLeft: 6 }); // 6/30 × $20
    expect(quote("2026-11-30T12:00:00Z")).toMatchObject({ amountCents: 33, daysLeft: 1 }); // ½ day: 1/60 × $20 = 33.3¢
    expect(quote("2026-12-02T00:00:00Z")).toMatchObject({ amountCents: 0, daysLeft: 0 });
  });

  it("uses the operator's prices and credits, and the calendar year for a yearly plan", () => {
    const table = structuredClone(DEFAULT_PRICING);
    table.plans.creator.priceCents.yearly = 20_000;
    table.plans.agency.priceCents.yearly = 56_500;
    table.plans.agency.creditsPerPeriod = 3_500;
    const yearEnd = new Date("2027-01-01T00:00:00Z"); // 365 days from 2026-01-01
    const q = quote("2026-10-02T00:00:00Z", table, "yearly", yearEnd); // 91 days left
    expect(q.periodStart.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(q).toMatchObject({ daysLeft: 91, credits: 2_500, amountCents: Math.round((36_500 * 91) / 365) });
    expect(q.amountCents).toBe(9_100);
  });

  it("knows an upgrade from a downgrade, and words the checkout", () => {
    expect(isUpgrade(DEFAULT_PRICING, "creator", "agency", "monthly")).toBe(true);
    expect(isUpgrade(DEFAULT_PRICING, "agency", "creator", "monthly")).toBe(false);
    expect(periodStartFor(new Date("2026-03-31T00:00:00Z"), "monthly").toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(upgradeWording(DEFAULT_PRICING, quote("2026-11-16T00:00:00Z"))).toEqual({
      title: "Agency Plan upgrade (monthly)",
      description: "From Creator Plan: the price difference for the 15 days left of this period, then Agency Plan at its full price",
    });
  });
});
