// Creator → Agency in the middle of a period is prorated (ADR 035): the test
// checkout shows and charges the price difference for the part of the period
// left and grants the difference of credits; with Stripe, the subscription's
// item is changed with proration_behavior=always_invoice and the proration
// invoice's invoice.paid grants the same credits, once.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { checkoutSessions, payments, stripeCustomers, subscriptions } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { action as webhookAction } from "~/routes/resources/stripe-webhook";
import { resetEnvCache } from "~/utils/env.server";
import { createUser } from "../../../tests/factories";
import { signedStripeEvent, type StripeFake, useStripeFake } from "../../../tests/mocks/stripe";
import { getBillingOverview } from "./billing-overview.server";
import { createCheckout } from "./checkout.server";
import { periodStartFor } from "./proration";
import { getActiveSubscription } from "./subscriptions.server";
import { payTestCheckout } from "./test-checkout.server";

const SECRET = "whsec_prorated_upgrade";
let fake: StripeFake;
useStripeFake(SECRET, (started) => (fake = started));
beforeEach(() => {
  fake.requests.length = 0;
});

const DAY_MS = 86_400_000;
const plan = (planType: "creator" | "agency") => ({
  planType,
  billingCycle: "monthly" as const,
  isUpgrade: planType === "agency",
  returnTo: "billing" as const,
});

async function deliver(type: string, object: Record<string, unknown>) {
  const { payload, signature } = signedStripeEvent(SECRET, type, object);
  const headers = new Headers({ "content-type": "application/json", "stripe-signature": signature });
  const request = new Request("http://localhost:3999/api/stripe/webhook", { method: "POST", body: payload, headers });
  return (await webhookAction({ request, params: {}, context: {} } as never)) as Response;
}

async function withoutStripe<T>(run: () => Promise<T>): Promise<T> {
  const key = process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvCache();
  try {
    return await run();
  } finally {
    process.env.STRIPE_SECRET_KEY = key;
    resetEnvCache();
  }
}

/** What the server should charge: $20 difference × the part of the month left. */
function expectedCents(periodEnd: Date, now: number) {
  const start = periodStartFor(periodEnd, "monthly").getTime();
  return Math.round(2_000 * ((periodEnd.getTime() - now) / (periodEnd.getTime() - start)));
}

describe("prorated upgrade through the test checkout", () => {
  it("shows and charges the prorated difference, grants the difference of credits, once; the plan is Agency at its full price", async () => {
    await withoutStripe(async () => {
      const buyer = await createUser({ credits: 0 });
      const first = await createCheckout(getDb(), buyer, plan("creator"));
      await payTestCheckout(getDb(), buyer.id, first.url.split("/").pop()!);
      expect(await getBalance(getDb(), buyer.id)).toBe(1_000);
      // Half a month later: 15 days of the period left.
      const end = new Date(Date.now() + 15 * DAY_MS);
      await getDb().update(subscriptions).set({ currentPeriodEnd: end }).where(eq(subscriptions.userId, buyer.id));
      const before = Date.now();

      const upgrade = await createCheckout(getDb(), buyer, plan("agency"));
      const id = upgrade.url.split("/").pop()!;
      const [record] = await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      const expected = expectedCents(end, before);
      expect(Math.abs(record.amountCents - expected)).toBeLessThanOrEqual(1);
      expect(record.amountCents).toBeGreaterThan(900);
      expect(record.amountCents).toBeLessThan(1_100);
      expect(record).toMatchObject({ kind: "upgrade", planType: "agency", credits: 1_000, title: "Agency Plan upgrade (monthly)" });
      expect(record.description).toContain("15 days left of this period");

      for (let i = 0; i < 2; i++) await payTestCheckout(getDb(), buyer.id, id);
      expect(await getBalance(getDb(), buyer.id)).toBe(2_000);
      const active = await getActiveSubscription(getDb(), buyer.id);
      expect(active).toMatchObject({ planType: "agency", status: "active" });
      expect(active!.currentPeriodEnd!.getTime()).toBe(end.getTime());
      const [paid] = await getDb().select().from(payments).where(eq(payments.providerId, id));
      expect(paid).toMatchObject({ kind: "upgrade", amountCents: record.amountCents, credits: 1_000, status: "paid" });
      // The plan card shows what the next period costs, not the prorated charge.
      expect((await getBillingOverview(getDb(), buyer.id)).planTerms).toEqual({ amountCents: 4_500, credits: 2_000 });
    });
  });

  it("a checkout opened on a plan that changed since is refused and grants nothing", async () => {
    await withoutStripe(async () => {
      const buyer = await createUser({ credits: 0 });
      const first = await createCheckout(getDb(), buyer, plan("creator"));
      await payTestCheckout(getDb(), buyer.id, first.url.split("/").pop()!);
      const a = await createCheckout(getDb(), buyer, plan("agency"));
      const b = await createCheckout(getDb(), buyer, plan("agency"));
      await payTestCheckout(getDb(), buyer.id, a.url.split("/").pop()!);
      await expect(payTestCheckout(getDb(), buyer.id, b.url.split("/").pop()!)).rejects.toThrow("Your plan changed since this checkout was opened");
      expect(await getBalance(getDb(), buyer.id)).toBe(2_000);
    });
  });
});

describe("prorated upgrade with Stripe", () => {
  it("updates the subscription's item with always_invoice; the proration invoice's invoice.paid grants the difference once", async () => {
    const buyer = await createUser({ credits: 0 });
    await getDb()
      .insert(stripeCustomers)
      .values({ userId: buyer.id, customerId: `cus_${buyer.id}` });
    const now = Math.floor(Date.now() / 1000);
    const stripeSub = fake.addSubscription({
      customer: `cus_${buyer.id}`,
      metadata: { userId: buyer.id, kind: "subscription", planType: "creator", billingCycle: "monthly" },
      items: {
        object: "list",
        data: [
          {
            id: "si_upgrade",
            object: "subscription_item",
            current_period_start: now - 15 * 86400,
            current_period_end: now + 15 * 86400,
            price: { object: "price", unit_amount: 2_500, currency: "usd", recurring: { interval: "month" } },
          },
        ],
      },
    });
    const invoiceBase = {
      object: "invoice",
      customer: `cus_${buyer.id}`,
      status: "paid",
      lines: { object: "list", data: [{ id: "il_1", period: { start: now - 15 * 86400, end: now + 15 * 86400 } }] },
    };
    const created = await deliver("invoice.paid", {
      ...invoiceBase,
      id: "in_creator_first",
      total: 2_500,
      amount_paid: 2_500,
      billing_reason: "subscription_create",
      parent: { type: "subscription_details", subscription_details: { subscription: stripeSub.id, metadata: { ...stripeSub.metadata } } },
    });
    expect(created.status).toBe(200);
    expect(await getBalance(getDb(), buyer.id)).toBe(1_000);

    fake.setNow(now);
    const { url } = await createCheckout(getDb(), buyer, plan("agency"));
    fake.setNow(null);
    expect(url).toMatch(/\/account\/billing\?success=subscription$/);
    const update = fake.requests.find((r) => r.method === "POST" && r.path === `/v1/subscriptions/${stripeSub.id}`)!;
    expect(update.form).toMatchObject({
      proration_behavior: "always_invoice",
      "items[0][id]": "si_upgrade",
      "items[0][price_data][unit_amount]": "4500",
      "items[0][price_data][currency]": "usd",
      "items[0][price_data][recurring][interval]": "month",
      "metadata[planType]": "agency",
    });
    expect(update.idempotencyKey).toMatch(/^upgrade-chk_/);
    expect(fake.requests.some((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")).toBe(false);
    // Stripe's proration: half the month left × $20 = $10, invoiced at once.
    const [invoice] = fake.invoices;
    expect(invoice).toMatchObject({ billing_reason: "subscription_update", amount_due: 1_000, proration_behavior: "always_invoice" });

    const paid = {
      ...invoiceBase,
      id: invoice.id,
      total: invoice.amount_due,
      amount_paid: invoice.amount_due,
      billing_reason: "subscription_update",
      parent: { type: "subscription_details", subscription_details: { subscription: stripeSub.id, metadata: { ...stripeSub.metadata } } },
      payments: { object: "list", data: [{ id: "inpay_1", payment: { type: "payment_intent", payment_intent: invoice.payment_intent } }] },
    };
    for (let i = 0; i < 2; i++) expect((await deliver("invoice.paid", paid)).status).toBe(200);
    expect(await getBalance(getDb(), buyer.id)).toBe(2_000);
    expect(await getActiveSubscription(getDb(), buyer.id)).toMatchObject({ planType: "agency" });
    const [payment] = await getDb().select().from(payments).where(eq(payments.providerId, invoice.id));
    expect(payment).toMatchObject({ kind: "upgrade", amountCents: 1_000, credits: 1_000, chargeRef: invoice.payment_intent });

    // The next renewal is an Agency period at its full price, granted by the new plan's record.
    const renewal = await deliver("invoice.paid", {
      ...invoiceBase,
      id: "in_agency_renewal",
      total: 4_500,
      amount_paid: 4_500,
      billing_reason: "subscription_cycle",
      parent: { type: "subscription_details", subscription_details: { subscription: stripeSub.id, metadata: { ...stripeSub.metadata } } },
    });
    expect(renewal.status).toBe(200);
    expect(await getBalance(getDb(), buyer.id)).toBe(4_000);
  });
});
