// Issue 24: the test checkout charges and grants the operator's prices (Settings
// 'Plans and credit packs'), and a checkout keeps the price it was opened at.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { checkoutSessions, payments } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { DEFAULT_PRICING, type Pricing } from "~/features/settings/plans-schema";
import { saveSettingsSection } from "~/features/settings/settings.server";
import { isAppError } from "~/utils/errors";
import { createUser } from "../../../tests/factories";
import { getBillingOverview } from "./billing-overview.server";
import { createCheckout } from "./checkout.server";
import { getTestCheckout, payTestCheckout } from "./test-checkout.server";

async function setPricing(edit: (p: Pricing) => void) {
  const admin = await createUser({ role: "admin" });
  const pricing = structuredClone(DEFAULT_PRICING);
  edit(pricing);
  const saved = await saveSettingsSection(getDb(), { id: admin.id, email: admin.email }, "plans", pricing);
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
}

afterEach(() => setPricing(() => undefined));

const idOf = (url: string) => url.split("/").pop()!;

describe("test checkout priced from Settings", () => {
  it("charges the operator's plan price and grants its credits, named as the operator names the plan", async () => {
    await setPricing((p) => {
      p.plans.creator = { ...p.plans.creator, name: "Studio", priceCents: { monthly: 3_100, yearly: 31_000 }, creditsPerPeriod: 1_250 };
    });
    const user = await createUser({ credits: 0 });
    const { url } = await createCheckout(getDb(), user, { planType: "creator", billingCycle: "yearly", isUpgrade: false, returnTo: "billing" });
    const { row } = await getTestCheckout(getDb(), user.id, idOf(url));
    expect(row).toMatchObject({ amountCents: 31_000, credits: 1_250, title: "Studio Plan (yearly)" });

    await payTestCheckout(getDb(), user.id, row.id);
    expect(await getBalance(getDb(), user.id)).toBe(1_250);
    const [payment] = await getDb().select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({ kind: "subscription", amountCents: 31_000, credits: 1_250, status: "paid" });
    const overview = await getBillingOverview(getDb(), user.id);
    expect(overview.planTerms).toEqual({ amountCents: 31_000, credits: 1_250 });
  });

  it("sells only the operator's packs, at their credits", async () => {
    await setPricing((p) => {
      p.packs = [
        { dollars: 7, credits: 350, bonusPercentage: 0 },
        { dollars: 25, credits: 1_500, bonusPercentage: 20 },
      ];
    });
    const user = await createUser({ credits: 2 });
    const { url } = await createCheckout(getDb(), user, { topUpAmount: "7", returnTo: "workspace" });
    await payTestCheckout(getDb(), user.id, idOf(url));
    expect(await getBalance(getDb(), user.id)).toBe(352);

    // SPEC's $10 pack is no longer sold.
    const refused = await createCheckout(getDb(), user, { topUpAmount: "10", returnTo: "workspace" }).catch((e: unknown) => e);
    expect(isAppError(refused) && refused.status).toBe(400);
    expect(isAppError(refused) && refused.message).toBe("Unknown top-up amount");
  });

  it("fulfils a checkout opened before a price change at the price and credits it was opened with", async () => {
    const user = await createUser({ credits: 0 });
    const plan = await createCheckout(getDb(), user, { planType: "agency", billingCycle: "monthly", isUpgrade: false, returnTo: "billing" });
    const pack = await createCheckout(getDb(), user, { topUpAmount: "25", returnTo: "billing" });

    await setPricing((p) => {
      p.plans.agency = { ...p.plans.agency, priceCents: { monthly: 9_900, yearly: 99_000 }, creditsPerPeriod: 100 };
      p.packs = p.packs.map((k) => (k.dollars === 25 ? { ...k, credits: 10 } : k));
    });

    const { row } = await getTestCheckout(getDb(), user.id, idOf(plan.url));
    expect(row).toMatchObject({ amountCents: 4_500, credits: 2_000 });
    await payTestCheckout(getDb(), user.id, idOf(plan.url));
    await payTestCheckout(getDb(), user.id, idOf(pack.url));
    expect(await getBalance(getDb(), user.id)).toBe(2_000 + 1_300);
    const rows = await getDb().select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((r) => [r.kind, r.amountCents, r.credits]).sort()).toEqual([
      ["subscription", 4_500, 2_000],
      ["topup", 2_500, 1_300],
    ]);
    // The billing page shows what this subscriber pays, not today's price.
    expect((await getBillingOverview(getDb(), user.id)).planTerms).toEqual({ amountCents: 4_500, credits: 2_000 });

    // A new checkout after the change is at the new price.
    const later = await createUser({ credits: 0 });
    const { url } = await createCheckout(getDb(), later, { planType: "agency", billingCycle: "monthly", isUpgrade: false, returnTo: "billing" });
    expect((await getTestCheckout(getDb(), later.id, idOf(url))).row).toMatchObject({ amountCents: 9_900, credits: 100 });
  });

  it("keeps a Stripe checkout's record out of the test checkout page", async () => {
    const user = await createUser({ credits: 0 });
    await getDb().insert(checkoutSessions).values({
      id: "chk_stripe_record",
      provider: "stripe",
      userId: user.id,
      kind: "topup",
      packDollars: 10,
      amountCents: 1_000,
      credits: 500,
      returnTo: "billing",
    });
    const seen = await getTestCheckout(getDb(), user.id, "chk_stripe_record").catch((e: unknown) => e);
    expect(isAppError(seen) && seen.code).toBe("NOT_FOUND");
    const paid = await payTestCheckout(getDb(), user.id, "chk_stripe_record").catch((e: unknown) => e);
    expect(isAppError(paid) && paid.code).toBe("NOT_FOUND");
    expect(await getBalance(getDb(), user.id)).toBe(0);
  });
});
