import { z } from "zod";

// Settings 'Plans and credit packs' (CONTRACT "Operator settings"): what is sold,
// at what price, for how many credits. Client-safe: the Settings screen, the buy
// dialogs and the server all read this shape; billing prices every checkout from
// the saved values (docs/decisions/029-prices-from-settings.md).

export const PLAN_TYPES = ["creator", "agency"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const BILLING_CYCLES = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Stripe's smallest USD charge is $0.50; above $10,000 is surely a typo. */
export const MIN_PRICE_CENTS = 50;
export const MAX_PRICE_CENTS = 1_000_000;
export const MAX_FEATURE_LINES = 12;
export const MAX_PACKS = 8;

const wholeNumber = (label: string, min: number, max: number, minMessage: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .min(min, minMessage)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")}.`);

/** A price in cents; the form writes dollars ("25" or "24.99"). */
const priceCents = (label: string) =>
  z
    .number({ error: `${label} must be an amount in dollars, like 25 or 24.99.` })
    .int(`${label} must be an amount in dollars, like 25 or 24.99.`)
    .min(0, `${label} cannot be negative.`)
    .min(MIN_PRICE_CENTS, `${label} must be at least $0.50.`)
    .max(MAX_PRICE_CENTS, `${label} must be at most $10,000.`);

const line = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);

export const planSchema = z.strictObject({
  name: line("Plan name", 30).min(1, "Plan name is required."),
  audience: line("Audience line", 80),
  priceCents: z.strictObject({ monthly: priceCents("Monthly price"), yearly: priceCents("Yearly price") }),
  creditsPerPeriod: wholeNumber("Credits per period", 1, 1_000_000, "Credits per period must be at least 1."),
  features: z
    .array(line("A feature line", 100).min(1, "A feature line cannot be empty."))
    .max(MAX_FEATURE_LINES, `At most ${MAX_FEATURE_LINES} feature lines.`),
});
export type Plan = z.infer<typeof planSchema>;

export const packSchema = z.strictObject({
  /** Whole dollars: the checkout names a pack by its dollars (SPEC section 7, topUpAmount). */
  dollars: wholeNumber("Dollars", 1, 10_000, "Dollars must be at least 1."),
  credits: wholeNumber("Credits", 1, 1_000_000, "Credits must be at least 1."),
  bonusPercentage: wholeNumber("Bonus %", 0, 1_000, "Bonus % cannot be negative."),
});
export type TopUpPack = z.infer<typeof packSchema>;

export const plansSectionSchema = z.strictObject({
  plans: z.strictObject({ creator: planSchema, agency: planSchema }),
  packs: z
    .array(packSchema)
    .min(1, "Offer at least one credit pack.")
    .max(MAX_PACKS, `At most ${MAX_PACKS} credit packs.`)
    .superRefine((packs, ctx) => {
      const seen = new Set<number>();
      packs.forEach((pack, index) => {
        if (seen.has(pack.dollars)) ctx.addIssue({ code: "custom", path: [index, "dollars"], message: "Two packs cannot have the same price." });
        seen.add(pack.dollars);
      });
    }),
  /** Off: SPEC's buy flow (only Agency subscribers are offered packs from 'Buy Credits'). */
  offerPacksToEveryPlan: z.boolean(),
});
export type Pricing = z.infer<typeof plansSectionSchema>;

/** SPEC section 9's plans and packs: the section's values until an operator saves it. */
export const DEFAULT_PRICING: Pricing = {
  plans: {
    creator: {
      name: "Creator",
      audience: "For solopreneurs and freelancers",
      priceCents: { monthly: 2_500, yearly: 25_000 },
      creditsPerPeriod: 1_000,
      features: ["Up to 150 template runs", "GPT 4", "1K AI images", "90 AI voice minutes", "5 integrations", "Unlimited downloads"],
    },
    agency: {
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
  },
  packs: [
    { dollars: 10, credits: 500, bonusPercentage: 0 },
    { dollars: 25, credits: 1_300, bonusPercentage: 4 },
    { dollars: 50, credits: 2_750, bonusPercentage: 10 },
    { dollars: 100, credits: 6_000, bonusPercentage: 20 },
  ],
  offerPacksToEveryPlan: false,
};
