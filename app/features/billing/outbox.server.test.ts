import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { payments, providerCalls, stripeCustomers, subscriptions } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { action as webhookAction } from "~/routes/resources/stripe-webhook";
import { logger } from "~/utils/logger.server";
import { createUser } from "../../../tests/factories";
import { signedStripeEvent, type StripeFake, useStripeFake } from "../../../tests/mocks/stripe";
import { cancelSubscription } from "./cancel-subscription.server";
import { applyBillingEvent } from "./fulfilment.server";
import {
  ALERT_AFTER_ATTEMPTS,
  enqueueProviderCall,
  listProviderCalls,
  retryDelayMs,
  runDueProviderCalls,
  startProviderCallRunner,
} from "./outbox.server";

const WEBHOOK_SECRET = "whsec_outbox_test";
let fake: StripeFake;

useStripeFake(WEBHOOK_SECRET, (started) => (fake = started));

beforeEach(async () => {
  fake.requests.length = 0;
  // Every test starts with no owed calls, so one test's rows are never performed by another.
  await getDb().delete(providerCalls);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function deliver(type: string, object: Record<string, unknown>) {
  const { payload, signature } = signedStripeEvent(WEBHOOK_SECRET, type, object);
  const headers = new Headers({ "content-type": "application/json", "stripe-signature": signature });
  const request = new Request("http://localhost:3999/api/stripe/webhook", { method: "POST", body: payload, headers });
  return (await webhookAction({ request, params: {}, context: {} } as never)) as Response;
}

function subscriptionInvoice(
  userId: string,
  subscriptionId: string,
  options: { id?: string; planType?: string; reason?: string; replaces?: string } = {},
) {
  const planType = options.planType ?? "agency";
  const metadata: Record<string, string> = { userId, kind: "subscription", planType, billingCycle: "monthly" };
  if (options.replaces) metadata.replacesSubscriptionId = options.replaces;
  const periodEnd = nowSeconds() + 30 * 86400;
  const total = planType === "creator" ? 2_500 : 4_500;
  return {
    id: options.id ?? `in_${Math.random().toString(36).slice(2)}`,
    object: "invoice",
    total,
    amount_paid: total,
    billing_reason: options.reason ?? "subscription_create",
    customer: null,
    status: "paid",
    parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: subscriptionId, metadata } },
    lines: { object: "list", data: [{ id: "il_1", period: { start: periodEnd - 30 * 86400, end: periodEnd } }] },
  };
}

function fakeSubscription(userId: string, planType = "creator") {
  return fake.addSubscription({
    customer: `cus_${userId.slice(0, 8)}`,
    metadata: { userId, kind: "subscription", planType, billingCycle: "monthly" },
  });
}

async function callRow(dedupeKey: string) {
  const [row] = await getDb().select().from(providerCalls).where(eq(providerCalls.dedupeKey, dedupeKey));
  return row;
}

const requestsTo = (method: string, path: string) => fake.requests.filter((r) => r.method === method && r.path === path);

describe("provider call outbox", () => {
  it("records nothing when the caller's transaction is rolled back", async () => {
    const rollback = new Error("rolled back on purpose");
    const result = await getDb()
      .transaction(async (tx) => {
        await enqueueProviderCall(tx, { kind: "stripe.cancel-subscription", subscriptionId: "sub_rolled_back", reason: "test" }, "rolled-back");
        expect(await tx.select().from(providerCalls).where(eq(providerCalls.dedupeKey, "rolled-back"))).toHaveLength(1);
        throw rollback;
      })
      .catch((error: unknown) => error);
    expect(result).toBe(rollback);
    expect(await callRow("rolled-back")).toBeUndefined();
  });

  it("records a call once per dedupe key", async () => {
    const call = { kind: "stripe.cancel-subscription", subscriptionId: "sub_once", reason: "test" } as const;
    await enqueueProviderCall(getDb(), call, "once");
    await getDb().transaction((tx) => enqueueProviderCall(tx, { ...call, reason: "again" }, "once"));
    const rows = await getDb().select().from(providerCalls).where(eq(providerCalls.dedupeKey, "once"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "stripe.cancel-subscription",
      status: "pending",
      attempts: 0,
      payload: { subscriptionId: "sub_once", reason: "test" },
    });
  });

  it("refuses a payload that does not fit its kind, and marks an unreadable stored one failed", async () => {
    await expect(
      enqueueProviderCall(getDb(), { kind: "stripe.cancel-subscription", subscriptionId: "", reason: "test" }, "bad-payload"),
    ).rejects.toThrow();
    await expect(
      enqueueProviderCall(getDb(), { kind: "stripe.refund-payment", subscriptionId: "sub_x", reason: "test" } as never, "bad-kind-payload"),
    ).rejects.toThrow();
    expect(await getDb().select().from(providerCalls)).toHaveLength(0);

    const alert = vi.spyOn(logger, "error");
    await getDb()
      .insert(providerCalls)
      .values({ kind: "stripe.refund-payment", payload: { subscriptionId: "sub_x", reason: "x" }, dedupeKey: "tampered", nextAttemptAt: new Date() });
    expect(await runDueProviderCalls(getDb())).toEqual({ done: 0, failed: 1 });
    expect(await callRow("tampered")).toMatchObject({ status: "failed", attempts: 1 });
    expect(alert).toHaveBeenCalledTimes(1);
    expect(fake.requests).toHaveLength(0);
  });

  it("retries through a Stripe outage with growing delays until done, then stops", async () => {
    const user = await createUser();
    const sub = fakeSubscription(user.id);
    const path = `/v1/subscriptions/${sub.id}`;
    fake.failRoute("DELETE", path, 500, 3);
    await enqueueProviderCall(getDb(), { kind: "stripe.cancel-subscription", subscriptionId: sub.id, reason: "outage test" }, "outage");

    let clock = new Date();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await runDueProviderCalls(getDb(), clock)).toEqual({ done: 0, failed: 1 });
      const row = await callRow("outage");
      expect(row).toMatchObject({ status: "pending", attempts: attempt });
      expect(row.lastError).toContain("500");
      delays.push(row.nextAttemptAt.getTime() - clock.getTime());
      // Not due before its time.
      expect(await runDueProviderCalls(getDb(), new Date(row.nextAttemptAt.getTime() - 1000))).toEqual({ done: 0, failed: 0 });
      clock = row.nextAttemptAt;
    }
    // 30 s, 60 s, 120 s, each within ±20 % jitter.
    delays.forEach((delay, i) => {
      expect(delay).toBeGreaterThanOrEqual(30_000 * 2 ** i * 0.8 - 1);
      expect(delay).toBeLessThanOrEqual(30_000 * 2 ** i * 1.2 + 1);
    });
    expect(sub.status).toBe("active");

    expect(await runDueProviderCalls(getDb(), clock)).toEqual({ done: 1, failed: 0 });
    expect(await callRow("outage")).toMatchObject({ status: "done", attempts: 3 });
    expect(sub.status).toBe("canceled");
    expect(requestsTo("DELETE", path)).toHaveLength(4);
    // Each attempt is idempotent at Stripe under a key of its own.
    expect(new Set(requestsTo("DELETE", path).map((r) => r.idempotencyKey)).size).toBe(4);
    expect(requestsTo("DELETE", path).every((r) => r.idempotencyKey?.startsWith("provider-call:"))).toBe(true);

    // Done: never performed again.
    expect(await runDueProviderCalls(getDb(), new Date(clock.getTime() + 24 * 3600_000))).toEqual({ done: 0, failed: 0 });
    expect(requestsTo("DELETE", path)).toHaveLength(4);
  });

  it("caps the delay at an hour", () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(4, () => 0.5)).toBe(240_000);
    expect(retryDelayMs(20, () => 1)).toBe(Math.round(3600_000 * 1.2));
    expect(retryDelayMs(20, () => 0)).toBe(Math.round(3600_000 * 0.8));
  });

  it(`logs an alert once a call has failed ${ALERT_AFTER_ATTEMPTS} times, and on every failure after`, async () => {
    const user = await createUser();
    const sub = fakeSubscription(user.id);
    fake.failRoute("DELETE", `/v1/subscriptions/${sub.id}`, 503, ALERT_AFTER_ATTEMPTS + 1);
    await enqueueProviderCall(getDb(), { kind: "stripe.cancel-subscription", subscriptionId: sub.id, reason: "alert test" }, "alert");
    const alert = vi.spyOn(logger, "error");
    const alertsAfter: number[] = [];
    let clock = new Date();
    for (let attempt = 1; attempt <= ALERT_AFTER_ATTEMPTS + 1; attempt++) {
      await runDueProviderCalls(getDb(), clock);
      alertsAfter.push(alert.mock.calls.length);
      clock = (await callRow("alert")).nextAttemptAt;
    }
    expect(alertsAfter).toEqual([0, 0, 0, 0, 1, 2]);
    expect(alert.mock.calls[0][0]).toMatchObject({ dedupeKey: "alert", attempts: ALERT_AFTER_ATTEMPTS });
    expect(String(alert.mock.calls[0][1])).toContain("ALERT");
    expect(await runDueProviderCalls(getDb(), clock)).toEqual({ done: 1, failed: 0 });
    expect(sub.status).toBe("canceled");
  });

  it("performs each call once when two runners work at the same time", async () => {
    const user = await createUser();
    const subs = Array.from({ length: 8 }, () => fakeSubscription(user.id));
    for (const sub of subs) {
      await enqueueProviderCall(getDb(), { kind: "stripe.cancel-subscription", subscriptionId: sub.id, reason: "race" }, `race-${sub.id}`);
    }
    const results = await Promise.all([runDueProviderCalls(getDb()), runDueProviderCalls(getDb()), runDueProviderCalls(getDb())]);
    expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(8);
    expect(results.reduce((sum, r) => sum + r.failed, 0)).toBe(0);
    for (const sub of subs) expect(requestsTo("DELETE", `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.method === "GET")).toHaveLength(0);
  });

  it("leaves a call claimed by another process alone until its lease runs out", async () => {
    const user = await createUser();
    const sub = fakeSubscription(user.id);
    await enqueueProviderCall(getDb(), { kind: "stripe.cancel-subscription", subscriptionId: sub.id, reason: "lease" }, "lease");
    const now = new Date();
    // As left by a process that claimed the row and died before answering.
    await getDb()
      .update(providerCalls)
      .set({ claimToken: sql`gen_random_uuid()`, nextAttemptAt: new Date(now.getTime() + 5 * 60_000) })
      .where(eq(providerCalls.dedupeKey, "lease"));
    expect(await runDueProviderCalls(getDb(), now)).toEqual({ done: 0, failed: 0 });
    expect(await runDueProviderCalls(getDb(), new Date(now.getTime() + 5 * 60_000 + 1000))).toEqual({ done: 1, failed: 0 });
    expect(sub.status).toBe("canceled");
  });

  it("counts an 'already canceled' or 'already refunded' answer as done", async () => {
    const user = await createUser();
    const sub = fakeSubscription(user.id);
    sub.status = "canceled";
    await enqueueProviderCall(getDb(), { kind: "stripe.cancel-subscription", subscriptionId: sub.id, reason: "twice" }, "already-canceled");
    await enqueueProviderCall(getDb(), { kind: "stripe.cancel-at-period-end", subscriptionId: sub.id, reason: "twice" }, "already-canceled-2");
    fake.refunds.push({ id: "re_old", object: "refund", payment_intent: "pi_refunded", status: "succeeded", amount: 0 });
    await enqueueProviderCall(getDb(), { kind: "stripe.refund-payment", paymentIntentId: "pi_refunded", reason: "twice" }, "already-refunded");

    expect(await runDueProviderCalls(getDb())).toEqual({ done: 3, failed: 0 });
    expect(await callRow("already-canceled")).toMatchObject({ status: "done", attempts: 0, lastError: "already canceled" });
    expect(await callRow("already-canceled-2")).toMatchObject({ status: "done", lastError: "already canceled" });
    expect(await callRow("already-refunded")).toMatchObject({ status: "done", lastError: "already refunded" });
    // Stripe's 404 for the canceled subscription was answered by reading it back.
    expect(requestsTo("DELETE", `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
    expect(requestsTo("GET", `/v1/subscriptions/${sub.id}`)).toHaveLength(2);
  });

  it("refunds a payment intent", async () => {
    await enqueueProviderCall(getDb(), { kind: "stripe.refund-payment", paymentIntentId: "pi_new", reason: "duplicate" }, "refund");
    expect(await runDueProviderCalls(getDb())).toEqual({ done: 1, failed: 0 });
    expect(fake.refunds.filter((r) => r.payment_intent === "pi_new")).toHaveLength(1);
    expect(requestsTo("POST", "/v1/refunds")[0].form).toEqual({ payment_intent: "pi_new" });
  });

  it("gives up on an answer that retrying cannot change, with an alert", async () => {
    const alert = vi.spyOn(logger, "error");
    await enqueueProviderCall(getDb(), { kind: "stripe.cancel-subscription", subscriptionId: "sub_does_not_exist", reason: "x" }, "missing");
    expect(await runDueProviderCalls(getDb())).toEqual({ done: 0, failed: 1 });
    const row = await callRow("missing");
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toContain("No such subscription");
    expect(alert).toHaveBeenCalledTimes(1);
    expect(await runDueProviderCalls(getDb(), new Date(Date.now() + 7 * 86400_000))).toEqual({ done: 0, failed: 0 });
  });

  it("performs due calls in the background until stopped", async () => {
    const user = await createUser();
    const first = fakeSubscription(user.id);
    const second = fakeSubscription(user.id);
    const stop = startProviderCallRunner(() => getDb(), 20);
    try {
      await enqueueProviderCall(getDb(), { kind: "stripe.cancel-subscription", subscriptionId: first.id, reason: "runner" }, "runner-1");
      await vi.waitFor(async () => expect((await callRow("runner-1")).status).toBe("done"), { timeout: 5_000, interval: 20 });
    } finally {
      await stop();
    }
    expect(first.status).toBe("canceled");
    await enqueueProviderCall(getDb(), { kind: "stripe.cancel-subscription", subscriptionId: second.id, reason: "runner" }, "runner-2");
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await callRow("runner-2")).toMatchObject({ status: "pending", attempts: 0 });
    expect(second.status).toBe("active");
  });

  it("lists calls newest first with their state", async () => {
    await enqueueProviderCall(getDb(), { kind: "stripe.cancel-subscription", subscriptionId: "sub_a", reason: "a" }, "list-a");
    await enqueueProviderCall(getDb(), { kind: "stripe.refund-payment", paymentIntentId: "pi_b", reason: "b" }, "list-b");
    const { calls, total } = await listProviderCalls(getDb(), { offset: 0, limit: 1 });
    expect(total).toBe(2);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ status: "pending", attempts: 0, lastError: null });
  });
});

describe("billing through the outbox", () => {
  it("records the replaced plan's cancellation in the upgrade's transaction", async () => {
    const user = await createUser();
    const old = fakeSubscription(user.id);
    expect((await deliver("invoice.paid", subscriptionInvoice(user.id, old.id, { planType: "creator" }))).status).toBe(200);
    const event = {
      type: "subscription.paid" as const,
      provider: "stripe" as const,
      paymentId: "in_upgrade_tx",
      userId: user.id,
      subscriptionId: "sub_upgrade_tx",
      planType: "agency",
      billingCycle: "monthly",
      amountCents: 4_500,
      periodEnd: new Date(Date.now() + 30 * 86400_000),
      firstPeriod: true,
      replacesSubscriptionId: old.id,
      occurredAt: new Date(),
    };
    const rollback = new Error("rolled back on purpose");
    await getDb()
      .transaction(async (tx) => {
        const result = await applyBillingEvent(tx, event);
        expect(result.owedCalls).toEqual([`cancel-replaced:${old.id}:in_upgrade_tx`]);
        throw rollback;
      })
      .catch((error: unknown) => expect(error).toBe(rollback));
    expect(await getDb().select().from(providerCalls)).toHaveLength(0);
    const [before] = await getDb().select().from(subscriptions).where(eq(subscriptions.subscriptionId, old.id));
    expect(before.status).not.toBe("canceled");

    await getDb().transaction((tx) => applyBillingEvent(tx, event));
    const [after] = await getDb().select().from(subscriptions).where(eq(subscriptions.subscriptionId, old.id));
    expect(after.status).toBe("canceled");
    expect(await callRow(`cancel-replaced:${old.id}:in_upgrade_tx`)).toMatchObject({
      kind: "stripe.cancel-subscription",
      status: "pending",
      payload: { subscriptionId: old.id },
    });
    expect(await runDueProviderCalls(getDb())).toEqual({ done: 1, failed: 0 });
    expect(old.status).toBe("canceled");
  });

  it("ends the replaced plan after an upgrade even when Stripe is down at first", async () => {
    const user = await createUser();
    const old = fakeSubscription(user.id);
    await deliver("invoice.paid", subscriptionInvoice(user.id, old.id, { planType: "creator" }));
    fake.failRoute("DELETE", `/v1/subscriptions/${old.id}`, 500, 1);
    const upgrade = subscriptionInvoice(user.id, "sub_upgraded_outage", { replaces: old.id });
    const response = await deliver("invoice.paid", upgrade);
    expect(response.status).toBe(200);
    expect(old.status).toBe("active");
    const key = `cancel-replaced:${old.id}:${upgrade.id}`;
    const pending = await callRow(key);
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });
    expect(await getBalance(getDb(), user.id)).toBe(1_000 + 2_000);

    expect(await runDueProviderCalls(getDb(), pending.nextAttemptAt)).toEqual({ done: 1, failed: 0 });
    expect(old.status).toBe("canceled");
    expect(await callRow(key)).toMatchObject({ status: "done" });
  });

  it("grants nothing for a renewal of a replaced plan and asks Stripe again to end it", async () => {
    const user = await createUser();
    const old = fakeSubscription(user.id);
    await deliver("invoice.paid", subscriptionInvoice(user.id, old.id, { planType: "creator" }));
    await deliver("invoice.paid", subscriptionInvoice(user.id, "sub_upgraded_renewal", { replaces: old.id }));
    expect(old.status).toBe("canceled");
    expect(await getBalance(getDb(), user.id)).toBe(1_000 + 2_000);

    // Stripe still bills the old plan (say the cancellation was undone there).
    old.status = "active";
    const renewal = subscriptionInvoice(user.id, old.id, { planType: "creator", reason: "subscription_cycle" });
    fake.failRoute("DELETE", `/v1/subscriptions/${old.id}`, 500, 1);
    const response = await deliver("invoice.paid", renewal);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ creditsAdded: 0 });
    expect(await getBalance(getDb(), user.id)).toBe(1_000 + 2_000);
    const [payment] = await getDb().select().from(payments).where(eq(payments.providerId, renewal.id));
    expect(payment).toMatchObject({ credits: 0, status: "not-granted", kind: "renewal" });

    const key = `cancel-replaced:${old.id}:${renewal.id}`;
    const row = await callRow(key);
    expect(row).toMatchObject({ kind: "stripe.cancel-subscription", status: "pending", attempts: 1 });

    // The same delivery again: no credits, no second call.
    expect((await deliver("invoice.paid", renewal)).status).toBe(200);
    expect(await getBalance(getDb(), user.id)).toBe(1_000 + 2_000);
    expect(await getDb().select().from(providerCalls).where(eq(providerCalls.dedupeKey, key))).toHaveLength(1);

    expect(await runDueProviderCalls(getDb(), row.nextAttemptAt)).toEqual({ done: 1, failed: 0 });
    expect(old.status).toBe("canceled");
    const [local] = await getDb().select().from(subscriptions).where(eq(subscriptions.subscriptionId, old.id));
    expect(local.status).toBe("canceled");
  });

  it("records the user's cancel at period end and leaves it to the runner when Stripe is down", async () => {
    const user = await createUser();
    const customer = `cus_cancel_${user.id.slice(0, 6)}`;
    await getDb().insert(stripeCustomers).values({ userId: user.id, customerId: customer });
    const sub = fake.addSubscription({ customer, metadata: { userId: user.id, kind: "subscription", planType: "creator", billingCycle: "monthly" } });
    await deliver("invoice.paid", subscriptionInvoice(user.id, sub.id, { planType: "creator" }));
    fake.failRoute("POST", `/v1/subscriptions/${sub.id}`, 500, 1);

    const row = await cancelSubscription(getDb(), user.id, sub.id);
    expect(row).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(sub.cancel_at_period_end).toBe(false);
    const [call] = await getDb().select().from(providerCalls).where(eq(providerCalls.kind, "stripe.cancel-at-period-end"));
    expect(call).toMatchObject({ status: "pending", attempts: 1, payload: { subscriptionId: sub.id } });

    // A second click owes nothing more.
    await cancelSubscription(getDb(), user.id, sub.id);
    expect(await getDb().select().from(providerCalls)).toHaveLength(1);

    expect(await runDueProviderCalls(getDb(), call.nextAttemptAt)).toEqual({ done: 1, failed: 0 });
    expect(sub.cancel_at_period_end).toBe(true);
  });

  it("sets cancel at period end at once when Stripe answers", async () => {
    const user = await createUser();
    const sub = fakeSubscription(user.id);
    await deliver("invoice.paid", subscriptionInvoice(user.id, sub.id, { planType: "creator" }));
    await cancelSubscription(getDb(), user.id, sub.id);
    expect(sub.cancel_at_period_end).toBe(true);
    const [call] = await getDb().select().from(providerCalls);
    expect(call).toMatchObject({ kind: "stripe.cancel-at-period-end", status: "done", attempts: 0 });
    expect(requestsTo("POST", `/v1/subscriptions/${sub.id}`)[0].idempotencyKey).toBe(`provider-call:${call.id}:0`);
  });
});
