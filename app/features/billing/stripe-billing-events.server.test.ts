import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { payments, stripeCustomers, subscriptions, transactions } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { action as webhookAction } from "~/routes/resources/stripe-webhook";
import { isAppError } from "~/utils/errors";
import { createUser } from "../../../tests/factories";
import { signedStripeEvent, type StripeFake, useStripeFake } from "../../../tests/mocks/stripe";
import { cancelSubscription } from "./cancel-subscription.server";
import { getActiveSubscription } from "./subscriptions.server";

const WEBHOOK_SECRET = "whsec_test_secret_for_vitest";
let fake: StripeFake;

useStripeFake(WEBHOOK_SECRET, (started) => (fake = started));

beforeEach(() => {
  fake.requests.length = 0;
});

const now = () => Math.floor(Date.now() / 1000);

async function deliver(
  type: string,
  object: Record<string, unknown>,
  options: { created?: number; id?: string; secret?: string; signedAt?: number } = {},
) {
  const { payload, signature } = signedStripeEvent(options.secret ?? WEBHOOK_SECRET, type, object, options);
  return postWebhook(payload, signature);
}

async function postWebhook(payload: string, signature: string | null) {
  const headers = new Headers({ "content-type": "application/json" });
  if (signature) headers.set("stripe-signature", signature);
  const request = new Request("http://localhost:3999/api/stripe/webhook", { method: "POST", body: payload, headers });
  return (await webhookAction({ request, params: {}, context: {} } as never)) as Response;
}

function topUpSession(userId: string, options: { packDollars?: string; amount?: number; customer?: string; metadataUserId?: string } = {}) {
  const packDollars = options.packDollars ?? "25";
  return {
    id: `cs_test_${Math.random().toString(36).slice(2)}`,
    object: "checkout.session",
    mode: "payment",
    payment_status: "paid",
    status: "complete",
    client_reference_id: userId,
    customer: options.customer ?? null,
    amount_total: options.amount ?? Number(packDollars) * 100,
    subscription: null,
    metadata: { userId: options.metadataUserId ?? userId, kind: "topup", packDollars },
  };
}

function subscriptionInvoice(
  userId: string,
  subscriptionId: string,
  options: { id?: string; planType?: string; billingCycle?: string; total?: number; reason?: string; periodEnd?: number; replaces?: string } = {},
) {
  const planType = options.planType ?? "agency";
  const metadata: Record<string, string> = { userId, kind: "subscription", planType, billingCycle: options.billingCycle ?? "monthly" };
  if (options.replaces) metadata.replacesSubscriptionId = options.replaces;
  const periodEnd = options.periodEnd ?? now() + 30 * 86400;
  return {
    id: options.id ?? `in_${Math.random().toString(36).slice(2)}`,
    object: "invoice",
    total: options.total ?? (planType === "creator" ? 2_500 : 4_500),
    amount_paid: options.total ?? (planType === "creator" ? 2_500 : 4_500),
    billing_reason: options.reason ?? "subscription_create",
    customer: null,
    status: "paid",
    parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: subscriptionId, metadata } },
    lines: { object: "list", data: [{ id: "il_1", period: { start: periodEnd - 30 * 86400, end: periodEnd } }] },
  };
}

function subscriptionObject(
  userId: string,
  subscriptionId: string,
  options: { status?: string; cancelAtPeriodEnd?: boolean; periodEnd?: number; planType?: string } = {},
) {
  return {
    id: subscriptionId,
    object: "subscription",
    status: options.status ?? "active",
    customer: null,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    metadata: { userId, kind: "subscription", planType: options.planType ?? "agency", billingCycle: "monthly" },
    items: { object: "list", data: [{ id: "si_1", current_period_end: options.periodEnd ?? now() + 30 * 86400 }] },
  };
}

async function ledgerOf(userId: string) {
  return getDb().select().from(transactions).where(eq(transactions.userId, userId));
}

async function subscriptionRow(subscriptionId: string) {
  const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId));
  return row;
}

describe("Stripe webhook", () => {
  it("refuses a wrong, missing or stale signature and moves nothing", async () => {
    const user = await createUser({ credits: 3 });
    const session = topUpSession(user.id);

    const forged = await deliver("checkout.session.completed", session, { secret: "whsec_someone_else" });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ ok: false, error: { message: "Invalid webhook signature." } });

    const { payload, signature } = signedStripeEvent(WEBHOOK_SECRET, "checkout.session.completed", session);
    expect((await postWebhook(payload, null)).status).toBe(400);
    const tampered = payload.replace('"packDollars":"25"', '"packDollars":"100"');
    expect((await postWebhook(tampered, signature)).status).toBe(400);

    // A captured delivery replayed later: its signature is older than the SDK's five-minute tolerance.
    const replayed = signedStripeEvent(WEBHOOK_SECRET, "checkout.session.completed", session, { signedAt: now() - 3600 });
    expect((await postWebhook(replayed.payload, replayed.signature)).status).toBe(400);

    expect(await getBalance(getDb(), user.id)).toBe(3);
    expect(await getDb().select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });

  it("credits a top-up once when the same event is delivered twice", async () => {
    const user = await createUser({ credits: 3 });
    const event = signedStripeEvent(WEBHOOK_SECRET, "checkout.session.completed", topUpSession(user.id, { packDollars: "10" }));
    const first = await postWebhook(event.payload, event.signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ received: true, creditsAdded: 500 });
    const again = await postWebhook(event.payload, event.signature);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ received: true, creditsAdded: 0 });

    expect(await getBalance(getDb(), user.id)).toBe(503);
    const rows = await getDb().select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "stripe", kind: "topup", amountCents: 1_000, credits: 500 });
  });

  it("credits once when the same event arrives concurrently", async () => {
    const user = await createUser({ credits: 0 });
    const event = signedStripeEvent(WEBHOOK_SECRET, "invoice.paid", subscriptionInvoice(user.id, "sub_concurrent", { id: "in_concurrent" }));
    const responses = await Promise.all(Array.from({ length: 4 }, () => postWebhook(event.payload, event.signature)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await getBalance(getDb(), user.id)).toBe(2_000);
    expect(await getDb().select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
    expect(await getDb().select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1);
  });

  it("credits a plan once per paid invoice, first period and each renewal", async () => {
    const user = await createUser({ credits: 0 });
    const subId = "sub_renewals";
    const firstEnd = now() + 30 * 86400;
    await deliver("invoice.paid", subscriptionInvoice(user.id, subId, { id: "in_first", periodEnd: firstEnd }));
    expect(await getBalance(getDb(), user.id)).toBe(2_000);
    expect(await getActiveSubscription(getDb(), user.id)).toMatchObject({ subscriptionId: subId, planType: "agency", status: "active" });

    const renewal = subscriptionInvoice(user.id, subId, { id: "in_second", reason: "subscription_cycle", periodEnd: firstEnd + 30 * 86400 });
    await deliver("invoice.paid", renewal);
    await deliver("invoice.paid", renewal);
    expect(await getBalance(getDb(), user.id)).toBe(4_000);

    const rows = await getDb().select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(["renewal", "subscription"]);
    expect((await subscriptionRow(subId)).currentPeriodEnd?.getTime()).toBe((firstEnd + 30 * 86400) * 1000);
    const ledger = await ledgerOf(user.id);
    expect(ledger.map((t) => t.description).sort()).toEqual(["Agency Plan renewal: 2,000 credits", "Agency Plan subscription: 2,000 credits"]);
  });

  it("ends in the same state whatever order the events arrive in", async () => {
    const t0 = now() - 100;
    const scenario = (userId: string, subId: string) => {
      const periodEnd = t0 + 30 * 86400;
      return [
        {
          type: "checkout.session.completed",
          object: {
            ...topUpSession(userId),
            mode: "subscription",
            amount_total: 4_500,
            subscription: subId,
            metadata: { userId, kind: "subscription", planType: "agency", billingCycle: "monthly" },
          },
          created: t0,
        },
        { type: "invoice.paid", object: subscriptionInvoice(userId, subId, { periodEnd }), created: t0 },
        {
          type: "customer.subscription.updated",
          object: subscriptionObject(userId, subId, { cancelAtPeriodEnd: true, periodEnd }),
          created: t0 + 10,
        },
        {
          type: "customer.subscription.deleted",
          object: subscriptionObject(userId, subId, { status: "canceled", cancelAtPeriodEnd: true, periodEnd }),
          created: t0 + 20,
        },
      ];
    };
    const inOrder = await createUser({ credits: 0 });
    const reversed = await createUser({ credits: 0 });
    for (const e of scenario(inOrder.id, "sub_in_order")) expect((await deliver(e.type, e.object, { created: e.created })).status).toBe(200);
    for (const e of scenario(reversed.id, "sub_reversed").reverse())
      expect((await deliver(e.type, e.object, { created: e.created })).status).toBe(200);

    const a = await subscriptionRow("sub_in_order");
    const b = await subscriptionRow("sub_reversed");
    for (const row of [a, b]) expect(row).toMatchObject({ status: "canceled", cancelAtPeriodEnd: true, planType: "agency" });
    expect(a.currentPeriodEnd).toEqual(b.currentPeriodEnd);
    expect(await getBalance(getDb(), inOrder.id)).toBe(2_000);
    expect(await getBalance(getDb(), reversed.id)).toBe(2_000);
    expect(await getActiveSubscription(getDb(), inOrder.id)).toBeNull();
    expect(await getActiveSubscription(getDb(), reversed.id)).toBeNull();
  });

  it("keeps the newer subscription state when an older update arrives late", async () => {
    const user = await createUser();
    const subId = "sub_late_update";
    await deliver("invoice.paid", subscriptionInvoice(user.id, subId));
    await deliver("customer.subscription.updated", subscriptionObject(user.id, subId, { cancelAtPeriodEnd: true }), { created: now() + 20 });
    await deliver("customer.subscription.updated", subscriptionObject(user.id, subId, { cancelAtPeriodEnd: false }), { created: now() + 10 });
    expect(await subscriptionRow(subId)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
  });

  it("cancels at period end through Stripe and keeps the plan until then", async () => {
    const user = await createUser();
    const customer = "cus_cancel_test";
    await getDb().insert(stripeCustomers).values({ userId: user.id, customerId: customer });
    const sub = fake.addSubscription({ customer, metadata: { userId: user.id, kind: "subscription", planType: "creator", billingCycle: "monthly" } });
    await deliver("invoice.paid", subscriptionInvoice(user.id, sub.id, { planType: "creator", periodEnd: sub.items.data[0].current_period_end }));

    const row = await cancelSubscription(getDb(), user.id, sub.id);
    const update = fake.requests.find((r) => r.path === `/v1/subscriptions/${sub.id}` && r.method === "POST");
    expect(update?.form).toEqual({ cancel_at_period_end: "true" });
    expect(row).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await getActiveSubscription(getDb(), user.id)).toMatchObject({ subscriptionId: sub.id, planType: "creator" });

    await deliver("customer.subscription.deleted", { ...sub, status: "canceled", cancel_at_period_end: true }, { created: now() + 5 });
    expect(await getActiveSubscription(getDb(), user.id)).toBeNull();
  });

  it("refuses to cancel a subscription of another account", async () => {
    const owner = await createUser();
    const other = await createUser();
    await deliver("invoice.paid", subscriptionInvoice(owner.id, "sub_not_yours"));
    const error = await cancelSubscription(getDb(), other.id, "sub_not_yours").catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("NOT_FOUND");
    expect(fake.requests.filter((r) => r.path.startsWith("/v1/subscriptions"))).toHaveLength(0);
    expect(await subscriptionRow("sub_not_yours")).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it("ends the replaced plan at Stripe when an upgrade is paid", async () => {
    const user = await createUser();
    const old = fake.addSubscription({
      customer: "cus_upgrade",
      metadata: { userId: user.id, kind: "subscription", planType: "creator", billingCycle: "monthly" },
    });
    await deliver("invoice.paid", subscriptionInvoice(user.id, old.id, { planType: "creator" }));
    await deliver("invoice.paid", subscriptionInvoice(user.id, "sub_new_agency", { replaces: old.id }));
    expect(await subscriptionRow(old.id)).toMatchObject({ status: "canceled" });
    expect(await getActiveSubscription(getDb(), user.id)).toMatchObject({ subscriptionId: "sub_new_agency", planType: "agency" });
    expect(fake.requests.some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${old.id}`)).toBe(true);
    expect(await getBalance(getDb(), user.id)).toBe(1_000 + 2_000);
  });

  describe("refuses bad input with a clear error and no credit moved", () => {
    it("an unknown pack amount", async () => {
      const user = await createUser({ credits: 3 });
      const response = await deliver("checkout.session.completed", topUpSession(user.id, { packDollars: "30" }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { message: 'Unknown top-up amount "30".' } });
      expect(await getBalance(getDb(), user.id)).toBe(3);
    });

    it("a paid amount that does not match the pack", async () => {
      const user = await createUser({ credits: 3 });
      const response = await deliver("checkout.session.completed", topUpSession(user.id, { packDollars: "100", amount: 1_000 }));
      expect(response.status).toBe(400);
      expect(await getBalance(getDb(), user.id)).toBe(3);
    });

    it("a tampered plan name", async () => {
      const user = await createUser({ credits: 3 });
      const response = await deliver("invoice.paid", subscriptionInvoice(user.id, "sub_tampered", { planType: "enterprise", total: 4_500 }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { message: 'Unknown plan "enterprise".' } });
      expect(await getBalance(getDb(), user.id)).toBe(3);
      expect(await subscriptionRow("sub_tampered")).toBeUndefined();
    });

    it("a checkout for someone else's account", async () => {
      const payer = await createUser({ credits: 3 });
      const other = await createUser({ credits: 3 });
      const mismatch = await deliver("checkout.session.completed", topUpSession(payer.id, { metadataUserId: other.id }));
      expect(mismatch.status).toBe(403);

      await getDb().insert(stripeCustomers).values({ userId: payer.id, customerId: "cus_payer" });
      const wrongCustomer = await deliver("checkout.session.completed", topUpSession(other.id, { customer: "cus_payer" }));
      expect(wrongCustomer.status).toBe(403);
      expect(await wrongCustomer.json()).toMatchObject({ error: { message: "The event names more than one account." } });

      expect(await getBalance(getDb(), payer.id)).toBe(3);
      expect(await getBalance(getDb(), other.id)).toBe(3);
      expect(await getDb().select().from(payments).where(eq(payments.userId, other.id))).toHaveLength(0);
    });

    it("an account that does not exist", async () => {
      const response = await deliver("checkout.session.completed", topUpSession("no-such-user"));
      expect(response.status).toBe(404);
    });
  });

  it("ignores event types it does not handle", async () => {
    const response = await deliver("customer.created", { id: "cus_1", object: "customer" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, handled: 0 });
  });
});
