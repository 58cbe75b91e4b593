import { describe, expect, it } from "vitest";
import { DEFAULT_PRICING, plansSectionSchema, type Pricing } from "./plans-schema";
import { fieldErrors } from "~/utils/parse-form";

/** The defaults with one change. */
function withChange(edit: (p: Pricing) => void): unknown {
  const copy = structuredClone(DEFAULT_PRICING);
  edit(copy);
  return copy;
}

function errorsOf(input: unknown): Record<string, string> {
  const parsed = plansSectionSchema.safeParse(input);
  if (parsed.success) throw new Error("expected the section to be refused");
  return fieldErrors(parsed.error);
}

describe("Settings 'Plans and credit packs' validation", () => {
  it("accepts SPEC's table (the defaults) as it is", () => {
    expect(plansSectionSchema.parse(DEFAULT_PRICING)).toEqual(DEFAULT_PRICING);
  });

  it.each([
    [
      "a negative monthly price",
      (p: Pricing) => (p.plans.creator.priceCents.monthly = -500),
      "plans.creator.priceCents.monthly",
      "Monthly price cannot be negative.",
    ],
    [
      "a yearly price under Stripe's $0.50",
      (p: Pricing) => (p.plans.agency.priceCents.yearly = 10),
      "plans.agency.priceCents.yearly",
      "Yearly price must be at least $0.50.",
    ],
    [
      "a price that is not a number",
      (p: Pricing) => (p.plans.creator.priceCents.yearly = Number.NaN),
      "plans.creator.priceCents.yearly",
      "Yearly price must be an amount in dollars, like 25 or 24.99.",
    ],
    [
      "a price over $10,000",
      (p: Pricing) => (p.plans.creator.priceCents.monthly = 1_000_001),
      "plans.creator.priceCents.monthly",
      "Monthly price must be at most $10,000.",
    ],
    [
      "0 credits per period",
      (p: Pricing) => (p.plans.creator.creditsPerPeriod = 0),
      "plans.creator.creditsPerPeriod",
      "Credits per period must be at least 1.",
    ],
    [
      "a fractional credit amount",
      (p: Pricing) => (p.plans.agency.creditsPerPeriod = 10.5),
      "plans.agency.creditsPerPeriod",
      "Credits per period must be a whole number.",
    ],
    ["an empty plan name", (p: Pricing) => (p.plans.agency.name = "   "), "plans.agency.name", "Plan name is required."],
    [
      "an over-long audience line",
      (p: Pricing) => (p.plans.creator.audience = "x".repeat(81)),
      "plans.creator.audience",
      "Audience line must be at most 80 characters.",
    ],
    ["an empty feature line", (p: Pricing) => (p.plans.creator.features[1] = ""), "plans.creator.features.1", "A feature line cannot be empty."],
    [
      "13 feature lines",
      (p: Pricing) => (p.plans.creator.features = Array.from({ length: 13 }, (_, i) => `Line ${i}`)),
      "plans.creator.features",
      "At most 12 feature lines.",
    ],
    ["a pack of 0 dollars", (p: Pricing) => (p.packs[0].dollars = 0), "packs.0.dollars", "Dollars must be at least 1."],
    ["a pack of cents", (p: Pricing) => (p.packs[1].dollars = 25.5), "packs.1.dollars", "Dollars must be a whole number."],
    ["a pack of 0 credits", (p: Pricing) => (p.packs[2].credits = 0), "packs.2.credits", "Credits must be at least 1."],
    ["a negative bonus", (p: Pricing) => (p.packs[3].bonusPercentage = -4), "packs.3.bonusPercentage", "Bonus % cannot be negative."],
    ["two packs at one price", (p: Pricing) => (p.packs[1].dollars = 10), "packs.1.dollars", "Two packs cannot have the same price."],
    ["no pack at all", (p: Pricing) => (p.packs = []), "packs", "Offer at least one credit pack."],
  ])("refuses %s with a message on that field", (_name, edit, field, message) => {
    expect(errorsOf(withChange(edit))[field]).toBe(message);
  });

  it("names every bad field at once", () => {
    const errors = errorsOf(
      withChange((p) => {
        p.plans.creator.name = "";
        p.plans.creator.priceCents.monthly = -1;
        p.plans.agency.creditsPerPeriod = 0;
        p.packs[0].credits = 0;
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      "packs.0.credits",
      "plans.agency.creditsPerPeriod",
      "plans.creator.name",
      "plans.creator.priceCents.monthly",
    ]);
  });

  it("refuses unknown keys and a third plan", () => {
    expect(plansSectionSchema.safeParse({ ...DEFAULT_PRICING, discount: 5 }).success).toBe(false);
    const plans = DEFAULT_PRICING.plans;
    expect(plansSectionSchema.safeParse({ ...DEFAULT_PRICING, plans: { ...plans, enterprise: plans.agency } }).success).toBe(false);
    const packs = [{ ...DEFAULT_PRICING.packs[0], priceId: "price_1" }];
    expect(plansSectionSchema.safeParse({ ...DEFAULT_PRICING, packs }).success).toBe(false);
  });

  it("trims names and feature lines", () => {
    const parsed: Pricing = plansSectionSchema.parse(
      withChange((p) => {
        p.plans.creator.name = "  Studio ";
        p.plans.creator.features = ["  5K AI images "];
      }),
    );
    expect(parsed.plans.creator.name).toBe("Studio");
    expect(parsed.plans.creator.features).toEqual(["5K AI images"]);
  });
});
