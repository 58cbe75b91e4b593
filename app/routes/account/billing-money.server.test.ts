// A paying user's side of issue 25, through the routes and Stripe's webhook:
// failed renewals, the Payments list, receipts, 'Manage billing' and 'Resume plan'.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { payments, providerCalls, stripeCustomers, subscriptions } from "~/db/schema";
import { cancelSubscription } from "~/features/billing/cancel-subscription.server";
import { refundPayment } from "~/features/billing/refunds.server";
import { findTopUpPack } from "~/features/billing/pricing";
import { topUpPurchase } from "~/features/billing/purchase";
import { getActiveSubscription } from "~/features/billing/subscriptions.server";
import { createTestCheckout, payTestCheckout } from "~/features/billing/test-checkout.server";
import { getBalance } from "~/features/credits/ledger.server";
import { DEFAULT_PRICING } from "~/features/settings/plans-schema";
import * as billingRoute from "~/routes/account/billing";
import * as receiptRoute from "~/routes/account/billing-receipt";
import { action as webhookAction } from "~/routes/resources/stripe-webhook";
import { getEnv, resetEnvCache } from "~/utils/env.server";
import { createSignedInUser, createUser } from "../../../tests/factories";
import { signedStripeEvent, stripeCharge, stripeDispute, type StripeFake, useStripeFake } from "../../../tests/mocks/stripe";

const SECRET = "whsec_billing_money";
let fake: StripeFake;
useStripeFake(SECRET, (started) => (fake = started));

beforeEach(() => {
  fake.requests.length = 0;
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
let seq = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(seq++).toString(36)}`;

async function deliver(type: string, object: Record<string, unknown>, created?: number) {
  const { payload, signature } = signedStripeEvent(SECRET, type, object, { created });
  const headers = new Headers({ "content-type": "application/json", "stripe-signature": signature });
  const request = new Request("http://localhost:3999/api/stripe/webhook", { method: "POST", body: payload, headers });
  const response = (await webhookAction({ request, params: {}, context: {} } as never)) as Response;
  expect(response.status).toBe(200);
}

const agencyMeta = (userId: string) => ({ userId, kind: "subscription", planType: "agency", billingCycle: "monthly" });

function invoice(userId: string, subscriptionId: string, options: { id?: string; reason: string; status: string; paymentIntent?: string }) {
  const end = nowSeconds() + 30 * 86400;
  return {
    id: options.id ?? unique("in"),
    object: "invoice",
    total: 4_500,
    amount_paid: options.status === "paid" ? 4_500 : 0,
    billing_reason: options.reason,
    customer: null,
    status: options.status,
    parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata: agencyMeta(userId) } },
    payments: options.paymentIntent
      ? { object: "list", data: [{ id: unique("inpay"), payment: { type: "payment_intent", payment_intent: options.paymentIntent } }] }
      : { object: "list", data: [] },
    lines: { object: "list", data: [{ id: "il_1", period: { start: end - 30 * 86400, end } }] },
  };
}

function subscriptionObject(userId: string, subscriptionId: string, status: string) {
  return {
    id: subscriptionId,
    object: "subscription",
    status,
    customer: null,
    cancel_at_period_end: false,
    metadata: agencyMeta(userId),
    items: { object: "list", data: [{ id: "si_1", current_period_end: nowSeconds() + 30 * 86400 }] },
  };
}

/** The e-mails written to DATA_DIR/mail for this address (no SMTP in tests), by subject. */
async function mailSubjects(email: string): Promise<string[]> {
  const dir = path.join(getEnv().DATA_DIR, "mail");
  const files = await readdir(dir).catch(() => [] as string[]);
  const mine = files.filter((f) => f.endsWith(`-${email.replace(/[^a-z0-9@._-]/gi, "_")}.eml`));
  const texts = await Promise.all(mine.map((f) => readFile(path.join(dir, f), "utf8")));
  return texts.map((t) => /^Subject: (.*)$/m.exec(t)?.[1] ?? "").sort();
}

async function billingPage(cookie: string) {
  const request = new Request(`${getEnv().PUBLIC_URL}/account/billing`, { headers: { cookie } });
  const { billing } = (await billingRoute.loader({ request, params: {}, context: {} } as never)) as Awaited<ReturnType<typeof billingRoute.loader>>;
  if (!billing) throw new Error("the billing page failed");
  return billing;
}

async function billingPost(cookie: string, fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  const headers = new Headers({ cookie, "content-type": "application/x-www-form-urlencoded", origin: getEnv().PUBLIC_URL });
  const request = new Request(`${getEnv().PUBLIC_URL}/account/billing`, { method: "POST", headers, body });
  try {
    return await billingRoute.action({ request, params: {}, context: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

async function receipt(cookie: string, paymentId: string) {
  const request = new Request(`${getEnv().PUBLIC_URL}/account/billing/receipts/${paymentId}`, { headers: { cookie } });
  try {
    return await receiptRoute.loader({ request, params: { paymentId }, context: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

/** A $25 pack (1,300 credits) paid through the built-in test checkout. */
async function testCheckoutTopUp(userId: string) {
  const url = await createTestCheckout(getDb(), userId, topUpPurchase(findTopUpPack(DEFAULT_PRICING, 25)!), "billing");
  await payTestCheckout(getDb(), userId, url.split("/").pop()!);
  const rows = await getDb().select().from(payments).where(eq(payments.userId, userId));
  return rows[rows.length - 1];
}

describe("failed renewals", () => {
  it("past due without credits and one mail per invoice; paid later grants then; Stripe giving up ends on the Free Plan, told once", async () => {
    const { user, cookie } = await createSignedInUser();
    const sub = unique("sub");
    await deliver("invoice.paid", invoice(user.id, sub, { reason: "subscription_create", status: "paid" }));
    expect(await getBalance(getDb(), user.id)).toBe(2_000);

    const failed = invoice(user.id, sub, { reason: "subscription_cycle", status: "open" });
    for (let i = 0; i < 3; i++) await deliver("invoice.payment_failed", failed);
    expect(await getBalance(getDb(), user.id)).toBe(2_000);
    const page = await billingPage(cookie);
    expect(page.pastDue).toMatchObject({ planType: "agency", status: "past_due" });
    expect(await mailSubjects(user.email)).toEqual(["Your Uncensored AI payment failed", "Your Uncensored AI receipt"]);

    // Stripe retried and the card went through: that period's credits come now.
    await deliver("invoice.paid", { ...failed, status: "paid", amount_paid: 4_500 });
    expect(await getBalance(getDb(), user.id)).toBe(4_000);
    expect(await getActiveSubscription(getDb(), user.id)).toMatchObject({ status: "active" });
    expect((await billingPage(cookie)).pastDue).toBeNull();

    // The next renewal fails, Stripe gives up and deletes the subscription.
    await deliver("invoice.payment_failed", invoice(user.id, sub, { reason: "subscription_cycle", status: "open" }));
    expect(await getBalance(getDb(), user.id)).toBe(4_000);
    for (let i = 0; i < 2; i++) await deliver("customer.subscription.deleted", subscriptionObject(user.id, sub, "canceled"));
    expect(await getActiveSubscription(getDb(), user.id)).toBeNull();
    const after = await billingPage(cookie);
    expect(after.subscription).toBeNull();
    expect(after.pastDue).toBeNull();
    const subjects = await mailSubjects(user.email);
    expect(subjects.filter((s) => s.endsWith("payment failed"))).toHaveLength(2);
    expect(subjects.filter((s) => s.endsWith("plan has ended"))).toHaveLength(1);
  });

  it("an 'unpaid' subscription is on the Free Plan too, with the 'plan ended' mail", async () => {
    const { user } = await createSignedInUser();
    const sub = unique("sub");
    await deliver("invoice.paid", invoice(user.id, sub, { reason: "subscription_create", status: "paid" }));
    await deliver("invoice.payment_failed", invoice(user.id, sub, { reason: "subscription_cycle", status: "open" }));
    await deliver("customer.subscription.updated", subscriptionObject(user.id, sub, "unpaid"));
    expect(await getActiveSubscription(getDb(), user.id)).toBeNull();
    expect((await mailSubjects(user.email)).filter((s) => s.endsWith("plan has ended"))).toHaveLength(1);
  });
});

describe("the user's Payments list and receipts", () => {
  it("lists dollars and the statuses 'Paid', 'Partly refunded', 'Refunded' and 'Disputed', newest first", async () => {
    const { user, cookie } = await createSignedInUser();
    const admin = await createUser({ role: "admin" });
    const actor = { id: admin.id, email: admin.email };
    const paid = await testCheckoutTopUp(user.id);
    const part = await testCheckoutTopUp(user.id);
    const whole = await testCheckoutTopUp(user.id);
    await refundPayment(getDb(), actor, { paymentId: part.id, amountCents: 1_000, reason: "Part" });
    await refundPayment(getDb(), actor, { paymentId: whole.id, amountCents: 2_500, reason: "All" });
    const pi = unique("pi");
    await deliver("invoice.paid", invoice(user.id, unique("sub"), { reason: "subscription_create", status: "paid", paymentIntent: pi }));
    await deliver("charge.dispute.created", stripeDispute({ id: unique("dp"), paymentIntent: pi, amount: 4_500, status: "needs_response" }));

    const list = (await billingPage(cookie)).payments;
    const byId = new Map(list.map((p) => [p.id, p]));
    expect(list).toHaveLength(4);
    expect(byId.get(paid.id)).toMatchObject({
      what: "Credit top-up",
      amountCents: 2_500,
      status: "Paid",
      receiptHref: `/account/billing/receipts/${paid.id}`,
    });
    expect(byId.get(part.id)).toMatchObject({ status: "Partly refunded", refundedCents: 1_000 });
    expect(byId.get(whole.id)).toMatchObject({ status: "Refunded", refundedCents: 2_500 });
    expect(list[0]).toMatchObject({ what: "Agency Plan", amountCents: 4_500, status: "Disputed" });
    expect(list[0].dateLabel).toMatch(/\d{4}/);
  });

  it("a test-checkout receipt is ours and only its owner sees it; another user gets 404", async () => {
    const owner = await createSignedInUser();
    const other = await createSignedInUser();
    const payment = await testCheckoutTopUp(owner.user.id);

    const mine = (await receipt(owner.cookie, payment.id)) as { receipt: Record<string, unknown> };
    expect(mine.receipt).toMatchObject({
      amount: "$25",
      what: "Credit top-up",
      status: "Paid",
      credits: 1_300,
      testCheckout: true,
      email: owner.user.email,
    });

    for (const id of [payment.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const refused = (await receipt(other.cookie, id)) as { init?: ResponseInit };
      expect(refused.init?.status).toBe(404);
    }
    const visitor = (await receipt("", payment.id)) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/auth/);
  });

  it("a Stripe payment's receipt is Stripe's receipt_url, asked once from its payment intent", async () => {
    const { user, cookie } = await createSignedInUser();
    const pi = unique("pi");
    fake.addCharge(pi, 4_500);
    await deliver("invoice.paid", invoice(user.id, unique("sub"), { reason: "subscription_create", status: "paid", paymentIntent: pi }));
    const [payment] = await getDb().select().from(payments).where(eq(payments.chargeRef, pi));

    for (let i = 0; i < 2; i++) {
      const answer = (await receipt(cookie, payment.id)) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(`https://pay.stripe.com/receipts/payment/${pi}`);
    }
    const retrieves = fake.requests.filter((r) => r.method === "GET" && r.path === `/v1/payment_intents/${pi}`);
    expect(retrieves).toHaveLength(1);
    expect(retrieves[0].form).toMatchObject({ "expand[0]": "latest_charge" });
    // The list links straight to it now.
    expect((await billingPage(cookie)).payments[0].receiptHref).toBe(`https://pay.stripe.com/receipts/payment/${pi}`);
  });

  it("the charge.refunded receipt_url of a Stripe payment is not needed to list it", async () => {
    const { user, cookie } = await createSignedInUser();
    const pi = unique("pi");
    await deliver("invoice.paid", invoice(user.id, unique("sub"), { reason: "subscription_create", status: "paid", paymentIntent: pi }));
    await deliver("charge.refunded", stripeCharge({ paymentIntent: pi, amount: 4_500, amountRefunded: 4_500 }));
    const [row] = (await billingPage(cookie)).payments;
    expect(row).toMatchObject({ status: "Refunded", amountCents: 4_500 });
  });
});

describe("'Manage billing'", () => {
  it("opens a Stripe Billing Portal session for the user's customer, returning to /account/billing", async () => {
    const { user, cookie } = await createSignedInUser();
    expect((await billingPage(cookie)).portal).toBe(false);
    await getDb().insert(stripeCustomers).values({ userId: user.id, customerId: "cus_portal_test" });
    expect((await billingPage(cookie)).portal).toBe(true);

    const answer = (await billingPost(cookie, { intent: "portal" })) as Response;
    expect(answer.status).toBe(302);
    const session = fake.portalSessions.at(-1)!;
    expect(answer.headers.get("location")).toBe(session.url);
    expect(session).toMatchObject({ customer: "cus_portal_test", return_url: `${getEnv().PUBLIC_URL}/account/billing` });
  });

  it("is absent without Stripe, and a forged request is refused", async () => {
    const { user, cookie } = await createSignedInUser();
    await getDb().insert(stripeCustomers).values({ userId: user.id, customerId: "cus_no_stripe" });
    const key = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    resetEnvCache();
    try {
      expect((await billingPage(cookie)).portal).toBe(false);
      const refused = (await billingPost(cookie, { intent: "portal" })) as { init?: ResponseInit; data: { error: { message: string } } };
      expect(refused.init?.status).toBe(404);
      expect(refused.data.error.message).toBe("Card payments are not configured here.");
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
      resetEnvCache();
    }
    expect(fake.portalSessions.filter((s) => s.customer === "cus_no_stripe")).toHaveLength(0);
  });
});

describe("'Resume plan'", () => {
  it("before the period ends, undoes the cancellation and supersedes the cancel call still waiting in the outbox", async () => {
    const { user, cookie } = await createSignedInUser();
    const stripeSub = fake.addSubscription({ customer: "cus_resume", metadata: agencyMeta(user.id) });
    await deliver("invoice.paid", invoice(user.id, stripeSub.id, { reason: "subscription_create", status: "paid" }));
    // Stripe is down when the user cancels: the call waits in the outbox.
    fake.failRoute("POST", `/v1/subscriptions/${stripeSub.id}`, 503, 1);
    await cancelSubscription(getDb(), user.id);
    const cancelCalls = () =>
      getDb()
        .select()
        .from(providerCalls)
        .where(and(eq(providerCalls.kind, "stripe.cancel-at-period-end"), like(providerCalls.dedupeKey, `%${stripeSub.id}%`)));
    expect((await cancelCalls()).map((c) => c.status)).toEqual(["pending"]);
    expect(await getActiveSubscription(getDb(), user.id)).toMatchObject({ cancelAtPeriodEnd: true });

    const answer = (await billingPost(cookie, { intent: "resume" })) as Response;
    expect(answer.status).toBe(302);
    expect(await getActiveSubscription(getDb(), user.id)).toMatchObject({ cancelAtPeriodEnd: false, status: "active" });
    expect(await cancelCalls()).toMatchObject([{ status: "done", lastError: "superseded by a resume" }]);
    expect(stripeSub.cancel_at_period_end).toBe(false);
    const updates = fake.requests.filter((r) => r.method === "POST" && r.path === `/v1/subscriptions/${stripeSub.id}`);
    expect(updates.at(-1)!.form).toEqual({ cancel_at_period_end: "false" });

    // Nothing left to resume.
    const again = (await billingPost(cookie, { intent: "resume" })) as { init?: ResponseInit; data: { error: { message: string } } };
    expect(again.data.error.message).toBe("You have no cancelled plan to resume.");
  });

  it("after the period has ended there is nothing to resume", async () => {
    const { user, cookie } = await createSignedInUser();
    const sub = unique("sub");
    await deliver("invoice.paid", invoice(user.id, sub, { reason: "subscription_create", status: "paid" }));
    await getDb()
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.subscriptionId, sub));
    const refused = (await billingPost(cookie, { intent: "resume" })) as { data: { error: { message: string } } };
    expect(refused.data.error.message).toBe("You have no cancelled plan to resume.");
    const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.subscriptionId, sub));
    expect(row.cancelAtPeriodEnd).toBe(true);
  });
});
