// Issue 11: the Stripe webhook's answers (bad signature, unreadable event, not
// processable yet) and two first invoices of two subscriptions racing.
import { createHmac } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { payments, providerCalls, stripeCustomers, subscriptions } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { action as webhookAction } from "~/routes/resources/stripe-webhook";
import { createUser } from "../../../tests/factories";
import { signedStripeEvent, type StripeFake, useStripeFake } from "../../../tests/mocks/stripe";
import { getActiveSubscription } from "./subscriptions.server";

const WEBHOOK_SECRET = "whsec_test_secret_for_webhook_answers";
let fake: StripeFake;

useStripeFake(WEBHOOK_SECRET, (started) => (fake = started));

const now = () => Math.floor(Date.now() / 1000);

/** A Stripe-Signature header over any payload, computed as Stripe documents it (v1 = HMAC-SHA256 of "t.payload"). */
function signRaw(payload: string, secret = WEBHOOK_SECRET) {
  const t = now();
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex")}`;
}

async function postWebhook(payload: string, signature: string | null) {
  const headers = new Headers({ "content-type": "application/json" });
  if (signature) headers.set("stripe-signature", signature);
  const request = new Request("http://localhost:3999/api/stripe/webhook", { method: "POST", body: payload, headers });
  return (await webhookAction({ request, params: {}, context: {} } as never)) as Response;
}

async function deliver(type: string, object: Record<string, unknown>) {
  const { payload, signature } = signedStripeEvent(WEBHOOK_SECRET, type, object);
  return postWebhook(payload, signature);
}

function firstInvoice(
  userId: string,
  subscriptionId: string,
  options: { planType?: string; customer?: string | null; paymentIntent?: string; replaces?: string } = {},
) {
  const planType = options.planType ?? "creator";
  const metadata: Record<string, string> = { userId, kind: "subscription", planType, billingCycle: "monthly" };
  if (options.replaces) metadata.replacesSubscriptionId = options.replaces;
  const periodEnd = now() + 30 * 86400;
  const total = planType === "creator" ? 2_500 : 4_500;
  return {
    id: `in_${Math.random().toString(36).slice(2)}`,
    object: "invoice",
    total,
    amount_paid: total,
    billing_reason: "subscription_create",
    customer: options.customer ?? null,
    status: "paid",
    parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: subscriptionId, metadata } },
    payments: {
      object: "list",
      data: [
        { id: "inpay_1", payment: { type: "payment_intent", payment_intent: options.paymentIntent ?? `pi_${Math.random().toString(36).slice(2)}` } },
      ],
    },
    lines: { object: "list", data: [{ id: "il_1", period: { start: periodEnd - 30 * 86400, end: periodEnd } }] },
  };
}

async function currentPlanRows(userId: string) {
  return getDb()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["active", "trialing", "past_due"])));
}

describe("webhook answers", () => {
  it("400 'Invalid webhook signature.' for a bad signature, 400 'Unreadable webhook event.' for a signed body that is not an event", async () => {
    const user = await createUser({ credits: 3 });
    const forged = await postWebhook("not json at all", signRaw("not json at all", "whsec_someone_else"));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ ok: false, error: { message: "Invalid webhook signature." } });

    for (const body of [
      "not json at all",
      "{",
      JSON.stringify({ hello: "world" }),
      JSON.stringify({ id: "evt_1", object: "event", type: "invoice.paid", created: "yesterday", data: {} }),
    ]) {
      const response = await postWebhook(body, signRaw(body));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, error: { message: "Unreadable webhook event." } });
    }

    // An event whose object is not the shape its type promises.
    const broken = await deliver("invoice.paid", { id: "in_broken", object: "invoice", total: "a lot" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ ok: false, error: { message: "Unreadable webhook event." } });
    expect(await getBalance(getDb(), user.id)).toBe(3);
  });

  it("500 while the customer is not known yet, then processed once when Stripe retries", async () => {
    const user = await createUser({ credits: 0 });
    const event = signedStripeEvent(WEBHOOK_SECRET, "invoice.paid", firstInvoice(user.id, "sub_race_customer", { customer: "cus_not_written_yet" }));
    const early = await postWebhook(event.payload, event.signature);
    expect(early.status).toBe(500);
    expect(await early.json()).toMatchObject({ ok: false, error: { message: expect.stringContaining("not known yet") } });
    expect(await getBalance(getDb(), user.id)).toBe(0);

    await getDb().insert(stripeCustomers).values({ userId: user.id, customerId: "cus_not_written_yet" });
    const retried = await postWebhook(event.payload, event.signature);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ creditsAdded: 1_000 });
    const again = await postWebhook(event.payload, event.signature);
    expect(await again.json()).toMatchObject({ creditsAdded: 0 });
    expect(await getBalance(getDb(), user.id)).toBe(1_000);
    expect(await getDb().select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
  });
});

describe("two plans paid at Stripe", () => {
  it("two first invoices of two subscriptions at once: one plan, the other a duplicate with cancel and refund owed", async () => {
    for (let round = 0; round < 4; round++) {
      const user = await createUser({ credits: 0 });
      const a = fake.addSubscription({
        customer: `cus_dup_${round}`,
        metadata: { userId: user.id, kind: "subscription", planType: "creator", billingCycle: "monthly" },
      });
      const b = fake.addSubscription({
        customer: `cus_dup_${round}`,
        metadata: { userId: user.id, kind: "subscription", planType: "agency", billingCycle: "monthly" },
      });
      const invoices = [
        firstInvoice(user.id, a.id, { paymentIntent: `pi_a_${round}` }),
        firstInvoice(user.id, b.id, { planType: "agency", paymentIntent: `pi_b_${round}` }),
      ];
      const events = invoices.map((invoice) => signedStripeEvent(WEBHOOK_SECRET, "invoice.paid", invoice));
      const responses = await Promise.all(events.map((e) => postWebhook(e.payload, e.signature)));
      expect(responses.map((r) => r.status)).toEqual([200, 200]);

      const current = await currentPlanRows(user.id);
      expect(current).toHaveLength(1);
      const winner = current[0].subscriptionId;
      const loser = winner === a.id ? b.id : a.id;
      const [dup] = await getDb().select().from(subscriptions).where(eq(subscriptions.subscriptionId, loser));
      expect(dup.status).toBe("duplicate");
      expect(await getBalance(getDb(), user.id)).toBe(current[0].planType === "creator" ? 1_000 : 2_000);

      const userPayments = await getDb().select().from(payments).where(eq(payments.userId, user.id));
      expect(userPayments.map((p) => p.status).sort()).toEqual(["duplicate", "paid"]);
      expect(userPayments.find((p) => p.status === "duplicate")?.credits).toBe(0);

      const loserIntent = loser === a.id ? `pi_a_${round}` : `pi_b_${round}`;
      const owed = await getDb()
        .select()
        .from(providerCalls)
        .where(inArray(providerCalls.dedupeKey, [`duplicate-cancel:${loser}`, `duplicate-refund:${invoices[loser === a.id ? 0 : 1].id}`]));
      expect(owed.map((c) => [c.kind, c.payload]).sort()).toEqual([
        ["stripe.cancel-subscription", { subscriptionId: loser, reason: expect.any(String) }],
        ["stripe.refund-payment", { paymentIntentId: loserIntent, reason: expect.any(String) }],
      ]);

      // Redelivered: nothing moves again.
      for (const e of events) expect(await (await postWebhook(e.payload, e.signature)).json()).toMatchObject({ creditsAdded: 0 });
      expect(await currentPlanRows(user.id)).toHaveLength(1);
    }
  });

  it("a second checkout completed while a plan is current waits, then its first invoice is found a duplicate", async () => {
    const user = await createUser({ credits: 0 });
    await deliver("invoice.paid", firstInvoice(user.id, "sub_first_plan"));
    const completed = await deliver("checkout.session.completed", {
      id: "cs_test_second",
      object: "checkout.session",
      mode: "subscription",
      payment_status: "paid",
      client_reference_id: user.id,
      customer: null,
      amount_total: 2_500,
      subscription: "sub_second_plan",
      metadata: { userId: user.id, kind: "subscription", planType: "creator", billingCycle: "monthly" },
    });
    expect(completed.status).toBe(200);
    const [waiting] = await getDb().select().from(subscriptions).where(eq(subscriptions.subscriptionId, "sub_second_plan"));
    expect(waiting.status).toBe("pending");

    const paid = await deliver("invoice.paid", firstInvoice(user.id, "sub_second_plan", { paymentIntent: "pi_second_plan" }));
    expect(paid.status).toBe(200);
    expect(await getActiveSubscription(getDb(), user.id)).toMatchObject({ subscriptionId: "sub_first_plan" });
    const [dup] = await getDb().select().from(subscriptions).where(eq(subscriptions.subscriptionId, "sub_second_plan"));
    expect(dup.status).toBe("duplicate");
    expect(await getBalance(getDb(), user.id)).toBe(1_000);
    // A later "active" from Stripe does not revive it.
    await deliver("customer.subscription.updated", {
      id: "sub_second_plan",
      object: "subscription",
      status: "active",
      customer: null,
      cancel_at_period_end: false,
      items: { data: [{ current_period_end: now() + 30 * 86400 }] },
      metadata: { userId: user.id, kind: "subscription", planType: "creator", billingCycle: "monthly" },
    });
    expect(await currentPlanRows(user.id)).toMatchObject([{ subscriptionId: "sub_first_plan" }]);
  });

  it("an upgrade whose checkout completes first: waits as pending, then replaces the old plan when paid", async () => {
    const user = await createUser({ credits: 0 });
    await deliver("invoice.paid", firstInvoice(user.id, "sub_old_creator"));
    await deliver("checkout.session.completed", {
      id: "cs_test_upgrade",
      object: "checkout.session",
      mode: "subscription",
      payment_status: "paid",
      client_reference_id: user.id,
      customer: null,
      amount_total: 4_500,
      subscription: "sub_new_agency_upgrade",
      metadata: { userId: user.id, kind: "subscription", planType: "agency", billingCycle: "monthly", replacesSubscriptionId: "sub_old_creator" },
    });
    const paid = await deliver("invoice.paid", firstInvoice(user.id, "sub_new_agency_upgrade", { planType: "agency", replaces: "sub_old_creator" }));
    expect(paid.status).toBe(200);
    expect(await currentPlanRows(user.id)).toMatchObject([{ subscriptionId: "sub_new_agency_upgrade", status: "active" }]);
    expect(await getBalance(getDb(), user.id)).toBe(3_000);
  });
});
