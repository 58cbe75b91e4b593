// Issue 24 with Stripe: Checkout is priced inline (price_data, `recurring` for a
// plan) from Settings; the webhook grants what the checkout recorded, also when
// the operator changed prices in between, and renewals keep the subscriber's terms.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { checkoutSessions, payments } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { DEFAULT_PRICING, type Pricing } from "~/features/settings/plans-schema";
import { saveSettingsSection } from "~/features/settings/settings.server";
import { action as webhookAction } from "~/routes/resources/stripe-webhook";
import { createUser } from "../../../tests/factories";
import { formObject, signedStripeEvent, type StripeFake, useStripeFake } from "../../../tests/mocks/stripe";
import { createCheckout } from "./checkout.server";

const WEBHOOK_SECRET = "whsec_test_secret_for_settings_prices";
let fake: StripeFake;
useStripeFake(WEBHOOK_SECRET, (started) => (fake = started));

async function setPricing(edit: (p: Pricing) => void) {
  const admin = await createUser({ role: "admin" });
  const pricing = structuredClone(DEFAULT_PRICING);
  edit(pricing);
  const saved = await saveSettingsSection(getDb(), { id: admin.id, email: admin.email }, "plans", pricing);
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
}
afterEach(() => setPricing(() => undefined));

async function deliver(type: string, object: Record<string, unknown>) {
  const { payload, signature } = signedStripeEvent(WEBHOOK_SECRET, type, object);
  const request = new Request("http://localhost:3999/api/stripe/webhook", {
    method: "POST",
    body: payload,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
  return (await webhookAction({ request, params: {}, context: {} } as never)) as Response;
}

/** The Checkout Session request the fake received last, and what Stripe would answer of it. */
function lastSessionRequest() {
  const request = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions").at(-1)!;
  return { form: request.form, metadata: formObject(request.form, "metadata") };
}

const now = () => Math.floor(Date.now() / 1000);

function invoice(subscriptionId: string, metadata: Record<string, string>, customer: string, total: number, reason: string) {
  const end = now() + 30 * 86400;
  return {
    id: `in_${Math.random().toString(36).slice(2)}`,
    object: "invoice",
    total,
    amount_paid: total,
    billing_reason: reason,
    customer,
    status: "paid",
    parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata } },
    lines: { object: "list", data: [{ id: "il_1", period: { start: end - 30 * 86400, end } }] },
  };
}

describe("Stripe Checkout priced from Settings", () => {
  it("sends the operator's plan price inline with `recurring`, and grants the recorded credits on the first invoice and every renewal", async () => {
    await setPricing((p) => {
      p.plans.creator = { ...p.plans.creator, name: "Studio", priceCents: { monthly: 2_999, yearly: 29_900 }, creditsPerPeriod: 1_111 };
    });
    const user = await createUser({ credits: 0 });
    await createCheckout(getDb(), user, { planType: "creator", billingCycle: "monthly", isUpgrade: false, returnTo: "billing" });
    const { form, metadata } = lastSessionRequest();
    expect(form).toMatchObject({
      mode: "subscription",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "2999",
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[0][price_data][product_data][name]": "Studio Plan (monthly)",
      "subscription_data[metadata][checkoutId]": metadata.checkoutId,
    });
    expect(form["line_items[0][price]"]).toBeUndefined();
    const [record] = await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, metadata.checkoutId));
    expect(record).toMatchObject({
      provider: "stripe",
      userId: user.id,
      amountCents: 2_999,
      credits: 1_111,
      providerSessionId: expect.stringMatching(/^cs_/),
    });

    // The operator reprices before the buyer pays: this checkout keeps its terms.
    await setPricing((p) => {
      p.plans.creator = { ...p.plans.creator, priceCents: { monthly: 5_000, yearly: 50_000 }, creditsPerPeriod: 10 };
    });
    const subscriptionMeta = formObject(form, "subscription_data[metadata]");
    const customer = form.customer;
    const first = await deliver("invoice.paid", invoice("sub_settings_1", subscriptionMeta, customer, 2_999, "subscription_create"));
    expect(first.status).toBe(200);
    expect(await getBalance(getDb(), user.id)).toBe(1_111);

    // A renewal after yet another change: the subscriber's own terms again.
    await setPricing((p) => {
      p.plans.creator = { ...p.plans.creator, creditsPerPeriod: 5 };
    });
    const renewal = await deliver("invoice.paid", invoice("sub_settings_1", subscriptionMeta, customer, 2_999, "subscription_cycle"));
    expect(renewal.status).toBe(200);
    expect(await getBalance(getDb(), user.id)).toBe(2_222);

    // An invoice for another amount than the subscription's is refused and grants nothing.
    const wrong = await deliver("invoice.paid", invoice("sub_settings_1", subscriptionMeta, customer, 5_000, "subscription_cycle"));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { message: "The amount paid does not match the price of the plan." } });
    expect(await getBalance(getDb(), user.id)).toBe(2_222);
    const rows = await getDb().select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((r) => [r.kind, r.amountCents, r.credits]).sort()).toEqual([
      ["renewal", 2_999, 1_111],
      ["subscription", 2_999, 1_111],
    ]);
  });

  it("sends a pack's price inline and grants the credits recorded when it opened", async () => {
    await setPricing((p) => {
      p.packs = [{ dollars: 12, credits: 640, bonusPercentage: 7 }];
    });
    const user = await createUser({ credits: 1 });
    await createCheckout(getDb(), user, { topUpAmount: "12", returnTo: "workspace" });
    const { form, metadata } = lastSessionRequest();
    expect(form).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][unit_amount]": "1200",
      "line_items[0][price_data][product_data][name]": "640 credits",
      "payment_intent_data[metadata][checkoutId]": metadata.checkoutId,
    });
    expect(form["line_items[0][price_data][recurring][interval]"]).toBeUndefined();

    await setPricing((p) => {
      p.packs = [{ dollars: 12, credits: 1, bonusPercentage: 0 }];
    });
    const session = {
      id: "cs_test_settings_pack",
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      client_reference_id: user.id,
      customer: form.customer,
      amount_total: 1_200,
      metadata,
    };
    expect((await deliver("checkout.session.completed", session)).status).toBe(200);
    expect((await deliver("checkout.session.completed", session)).status).toBe(200);
    expect(await getBalance(getDb(), user.id)).toBe(641);

    // A session that names another account's checkout grants nothing.
    const other = await createUser({ credits: 0 });
    const stolen = await deliver("checkout.session.completed", {
      ...session,
      id: "cs_test_settings_stolen",
      client_reference_id: other.id,
      customer: null,
      metadata: { ...metadata, userId: other.id },
    });
    expect(stolen.status).toBe(400);
    expect(await getBalance(getDb(), other.id)).toBe(0);
  });
});
