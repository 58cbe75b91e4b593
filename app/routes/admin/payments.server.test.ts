import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, payments, providerCalls, subscriptions, users } from "~/db/schema";
import { enqueueProviderCall, type ProviderCall } from "~/features/billing/outbox.server";
import * as paymentsRoute from "~/routes/admin/payments";
import * as providerCallsRoute from "~/routes/admin/provider-calls";
import { getEnv } from "~/utils/env.server";
import { AppError } from "~/utils/errors";
import { isResponse } from "~/utils/misc";
import { readToast } from "~/utils/toast.server";
import { createSignedInUser, createUser } from "../../../tests/factories";
import { type StripeFake, useStripeFake } from "../../../tests/mocks/stripe";
import { requeueProviderCall } from "~/features/billing/retry-provider-call.server";
import { listOutboxCalls, listPayments, loadPaymentsPage } from "./payments.server";

type Actor = { id: string; email: string };

let admin: { cookie: string; user: Actor };
let member: { cookie: string };

beforeAll(async () => {
  const signedIn = await createSignedInUser();
  await getDb().update(users).set({ role: "admin" }).where(eq(users.id, signedIn.user.id));
  admin = signedIn;
  member = await createSignedInUser();
});

beforeEach(async () => {
  // Each test sees only its own rows.
  await getDb().delete(providerCalls);
  await getDb().delete(payments);
  await getDb().delete(subscriptions);
});

let clock = Date.UTC(2026, 2, 1);
const nextTime = () => new Date((clock += 60_000));

async function createPayment(userId: string, values: { kind?: "topup" | "subscription" | "renewal"; status?: string; providerId?: string } = {}) {
  const [row] = await getDb()
    .insert(payments)
    .values({
      provider: "stripe",
      providerId: values.providerId ?? `in_${randomUUID().slice(0, 8)}`,
      kind: values.kind ?? "topup",
      userId,
      amountCents: 1_000,
      credits: values.status === "duplicate" ? 0 : 100,
      status: values.status ?? "paid",
      createdAt: nextTime(),
    })
    .returning();
  return row;
}

/** A recorded provider call, then shaped into the state a test needs. */
async function createCall(
  dedupeKey: string,
  patch: Partial<typeof providerCalls.$inferInsert> = {},
  call: ProviderCall = { kind: "stripe.refund-payment", paymentIntentId: `pi_${dedupeKey}`, reason: "test" },
) {
  await enqueueProviderCall(getDb(), call, dedupeKey);
  const [row] = await getDb().update(providerCalls).set(patch).where(eq(providerCalls.dedupeKey, dedupeKey)).returning();
  return row;
}

async function callRow(id: string) {
  const [row] = await getDb().select().from(providerCalls).where(eq(providerCalls.id, id));
  return row;
}

const retryAudits = (dedupeKey: string) =>
  getDb()
    .select()
    .from(adminActions)
    .where(eq(adminActions.action, "provider-call.retry"))
    .then((rows) => rows.filter((row) => row.after?.dedupeKey === dedupeKey));

async function expectRefused(promise: Promise<unknown>, status: number, message: RegExp) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
  expect((error as AppError).message).toMatch(message);
}

function load(query: string) {
  return loadPaymentsPage(getDb(), new URLSearchParams(query));
}

async function loadStatus(query: string) {
  try {
    await load(query);
    return 200;
  } catch (thrown) {
    return (thrown as { init?: ResponseInit }).init?.status ?? 500;
  }
}

describe("payments listing", () => {
  it("lists every payment newest first with the payer, and filters by status, kind and e-mail", async () => {
    const alice = await createUser({ email: `alice-${randomUUID().slice(0, 6)}@example.com` });
    const bob = await createUser({ email: `bob_${randomUUID().slice(0, 6)}@example.com` });
    const topUp = await createPayment(alice.id, { kind: "topup" });
    const plan = await createPayment(bob.id, { kind: "subscription" });
    const duplicate = await createPayment(bob.id, { kind: "subscription", status: "duplicate" });

    const all = await listPayments(getDb(), {}, { offset: 0, limit: 50 });
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.id)).toEqual([duplicate.id, plan.id, topUp.id]);
    expect(all.rows[2]).toMatchObject({ userId: alice.id, userEmail: alice.email, kind: "topup", status: "paid", amountCents: 1_000, credits: 100 });

    const ids = async (filters: Parameters<typeof listPayments>[1]) =>
      (await listPayments(getDb(), filters, { offset: 0, limit: 50 })).rows.map((r) => r.id);
    expect(await ids({ status: "duplicate" })).toEqual([duplicate.id]);
    expect(await ids({ kind: "subscription" })).toEqual([duplicate.id, plan.id]);
    expect(await ids({ kind: "subscription", status: "paid" })).toEqual([plan.id]);
    expect(await ids({ search: "ALICE" })).toEqual([topUp.id]);
    // LIKE wildcards in the search are plain characters.
    expect(await ids({ search: "bob_" })).toEqual([duplicate.id, plan.id]);
    expect(await ids({ search: "b%b" })).toEqual([]);
  });

  it("shows the refund a duplicate plan is owed, by its call", async () => {
    const user = await createUser();
    const duplicate = await createPayment(user.id, { kind: "subscription", status: "duplicate", providerId: "in_dup_1" });
    const refund = await createCall("duplicate-refund:in_dup_1", { status: "failed", attempts: 2, lastError: "400 card_declined" });
    const paid = await createPayment(user.id);
    const { rows } = await listPayments(getDb(), {}, { offset: 0, limit: 50 });
    expect(rows.find((r) => r.id === duplicate.id)?.refund).toEqual({
      callId: refund.id,
      status: "failed",
      attempts: 2,
      lastError: "400 card_declined",
      doneAt: null,
    });
    expect(rows.find((r) => r.id === paid.id)?.refund).toBeNull();
  });

  it("pages 50 at a time", async () => {
    const user = await createUser();
    for (let i = 0; i < 51; i++) await createPayment(user.id);
    const first = await load("");
    const second = await load("page=2");
    expect(first).toMatchObject({ page: 1, total: 51, totalPages: 2 });
    expect("payments" in first && first.payments).toHaveLength(50);
    expect("payments" in second && second.payments).toHaveLength(1);
  });

  it("lists subscriptions on their tab", async () => {
    const user = await createUser();
    await getDb()
      .insert(subscriptions)
      .values({
        userId: user.id,
        status: "active",
        planType: "agency",
        billingCycle: "yearly",
        provider: "stripe",
        subscriptionId: "sub_listed",
        currentPeriodEnd: new Date("2027-01-01T00:00:00Z"),
        cancelAtPeriodEnd: true,
      });
    const page = await load("tab=subscriptions");
    expect("subscriptions" in page && page.subscriptions).toEqual([
      expect.objectContaining({
        userId: user.id,
        userEmail: user.email,
        planType: "agency",
        billingCycle: "yearly",
        status: "active",
        subscriptionId: "sub_listed",
        customerId: null,
        currentPeriodEnd: "2027-01-01T00:00:00.000Z",
        cancelAtPeriodEnd: true,
      }),
    ]);
  });

  it("answers 400 to an address it does not know, instead of guessing", async () => {
    for (const query of [
      "tab=bogus",
      "tab=payments&tab=calls",
      "status=refunded",
      "kind=gift",
      "page=0",
      "page=x",
      "status=paid&status=duplicate",
      "unknown=1",
      `q=${"x".repeat(201)}`,
      "tab=subscriptions&status=active",
      "tab=calls&status=paid",
      "tab=calls&q=x",
    ]) {
      expect(await loadStatus(query), query).toBe(400);
    }
    // Empty fields are what a plain GET form sends for "all".
    for (const query of [
      "",
      "tab=&status=&kind=&q=&page=",
      "tab=payments&status=duplicate&kind=renewal&q=x&page=2",
      "tab=calls&status=failed",
      "tab=subscriptions&page=3",
    ]) {
      expect(await loadStatus(query), query).toBe(200);
    }
  });
});

describe("provider calls tab", () => {
  it("lists calls with attempts, last error and next attempt, filtered by status", async () => {
    const failed = await createCall("tab-failed", { status: "failed", attempts: 3, lastError: "400 Simulated" });
    const done = await createCall("tab-done", { status: "done", doneAt: new Date() });
    const leased = await createCall("tab-leased", { claimToken: randomUUID(), nextAttemptAt: new Date(Date.now() + 60_000) });
    const all = await listOutboxCalls(getDb(), {}, { offset: 0, limit: 50 });
    expect(all.total).toBe(3);
    expect(all.rows.find((c) => c.id === failed.id)).toMatchObject({
      kind: "stripe.refund-payment",
      target: "pi_tab-failed",
      reason: "test",
      status: "failed",
      attempts: 3,
      lastError: "400 Simulated",
      nextAttemptAt: null,
      inProgress: false,
    });
    expect(all.rows.find((c) => c.id === leased.id)).toMatchObject({ status: "pending", inProgress: true });
    const onlyDone = await loadPaymentsPage(getDb(), new URLSearchParams("tab=calls&status=done"));
    expect("calls" in onlyDone && onlyDone.calls.map((c) => c.id)).toEqual([done.id]);
  });

  it("the old provider calls page sends admins to this tab", async () => {
    const request = new Request(`${getEnv().PUBLIC_URL}/hidden/admin/provider-calls?page=2`, { headers: { cookie: admin.cookie } });
    const answer = (await providerCallsRoute.loader({ request, params: {}, context: {} } as never)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/hidden/admin/payments?tab=calls");
  });
});

describe("retrying a provider call", () => {
  it("puts a failed call back in the queue, due now, with an audit row naming the payer", async () => {
    const payer = await createUser();
    await createPayment(payer.id, { kind: "subscription", status: "duplicate", providerId: "in_retry_1" });
    const call = await createCall("duplicate-refund:in_retry_1", { status: "failed", attempts: 4, lastError: "400 Simulated" });
    const before = Date.now();
    await requeueProviderCall(getDb(), admin.user, call.id);
    const row = await callRow(call.id);
    expect(row).toMatchObject({ status: "pending", attempts: 4, claimToken: null });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    const [audit] = await retryAudits(call.dedupeKey);
    expect(audit).toMatchObject({
      adminId: admin.user.id,
      adminEmail: admin.user.email,
      targetUserId: payer.id,
      targetEmail: payer.email,
      before: { status: "failed", attempts: 4 },
      after: { status: "pending", attempts: 4, call: "stripe.refund-payment", dedupeKey: call.dedupeKey },
    });
  });

  it("names the subscription's owner for a cancellation", async () => {
    const owner = await createUser();
    await getDb()
      .insert(subscriptions)
      .values({ userId: owner.id, status: "duplicate", planType: "creator", provider: "stripe", subscriptionId: "sub_retry_owner" });
    const call = await createCall(
      "cancel-owner",
      { status: "failed" },
      { kind: "stripe.cancel-subscription", subscriptionId: "sub_retry_owner", reason: "duplicate" },
    );
    await requeueProviderCall(getDb(), admin.user, call.id);
    expect((await retryAudits("cancel-owner"))[0]).toMatchObject({ targetUserId: owner.id, targetEmail: owner.email });
  });

  it("refuses a done call and leaves it as it was", async () => {
    const call = await createCall("retry-done", { status: "done", doneAt: new Date() });
    await expectRefused(requeueProviderCall(getDb(), admin.user, call.id), 409, /already done/);
    expect(await callRow(call.id)).toEqual(call);
    expect(await retryAudits("retry-done")).toEqual([]);
  });

  it("refuses a call a process is performing right now (claimed, lease running)", async () => {
    const call = await createCall("retry-leased", { claimToken: randomUUID(), nextAttemptAt: new Date(Date.now() + 5 * 60_000), attempts: 1 });
    await expectRefused(requeueProviderCall(getDb(), admin.user, call.id), 409, /being performed right now/);
    expect(await callRow(call.id)).toEqual(call);
    expect(await retryAudits("retry-leased")).toEqual([]);
  });

  it("takes back a call whose lease ran out (its process died), as the runner would", async () => {
    const call = await createCall("retry-stale-lease", { claimToken: randomUUID(), nextAttemptAt: new Date(Date.now() - 1_000) });
    await requeueProviderCall(getDb(), admin.user, call.id);
    expect(await callRow(call.id)).toMatchObject({ status: "pending", claimToken: null });
  });

  it("refuses a call that does not exist", async () => {
    await expectRefused(requeueProviderCall(getDb(), admin.user, randomUUID()), 404, /does not exist/);
  });
});

function retryRequest(id: string, cookie: string | undefined, fields: Record<string, string> = { intent: "retry", id }) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const headers = new Headers({ "user-agent": "vitest" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${getEnv().PUBLIC_URL}/hidden/admin/payments?tab=calls&status=failed`, { method: "POST", headers, body });
}

async function act(request: Request) {
  try {
    return await paymentsRoute.action({ request, params: {}, context: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

/** The redirect's status, address and toast. */
async function redirected(answer: unknown) {
  expect(isResponse(answer)).toBe(true);
  const response = answer as Response;
  const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
  const { toast } = await readToast(new Request(getEnv().PUBLIC_URL, { headers: { cookie } }));
  return { status: response.status, location: response.headers.get("location"), toast };
}

describe("the Retry button (payments action)", () => {
  it("queues the call when Stripe is not configured and comes back to the same list", async () => {
    const call = await createCall("button-queued", { status: "failed", attempts: 2 });
    const answer = await redirected(await act(retryRequest(call.id, admin.cookie)));
    expect(answer).toMatchObject({ status: 302, location: "/hidden/admin/payments?tab=calls&status=failed", toast: { title: "Queued for retry" } });
    expect(await callRow(call.id)).toMatchObject({ status: "pending", attempts: 2 });
    expect(await retryAudits("button-queued")).toHaveLength(1);
  });

  it("is refused to a signed-in user without the admin role, and to a visitor, changing nothing", async () => {
    const call = await createCall("button-guarded", { status: "failed", attempts: 2 });
    expect(((await act(retryRequest(call.id, member.cookie))) as Response).status).toBe(403);
    expect(((await act(retryRequest(call.id, undefined))) as Response).status).toBe(401);
    expect(await callRow(call.id)).toEqual(call);
    expect(await retryAudits("button-guarded")).toEqual([]);
  });

  it("answers a done call, an unknown body or a repeated field with a readable error", async () => {
    const call = await createCall("button-done", { status: "done", doneAt: new Date() });
    const status = (answer: unknown) => (answer as { init?: ResponseInit }).init?.status;
    const done = (await act(retryRequest(call.id, admin.cookie))) as { data: { error: { message: string } } };
    expect(status(done)).toBe(409);
    expect(done.data.error.message).toBe("This call is already done.");
    expect(status(await act(retryRequest(call.id, admin.cookie, { intent: "retry", id: "not-a-uuid" })))).toBe(400);
    expect(status(await act(retryRequest(call.id, admin.cookie, { intent: "delete", id: call.id })))).toBe(400);
    expect(status(await act(retryRequest(call.id, admin.cookie, { intent: "retry", id: call.id, extra: "1" })))).toBe(400);
    const repeated = new FormData();
    repeated.append("intent", "retry");
    repeated.append("id", call.id);
    repeated.append("id", call.id);
    const request = new Request(`${getEnv().PUBLIC_URL}/hidden/admin/payments?tab=calls`, {
      method: "POST",
      headers: { cookie: admin.cookie },
      body: repeated,
    });
    expect(status(await act(request))).toBe(400);
  });

  describe("with Stripe configured", () => {
    let fake: StripeFake;
    useStripeFake("whsec_payments_admin", (started) => (fake = started));

    it("performs the call at once: 'Retried: done'", async () => {
      const call = await createCall("button-done-now", { status: "failed", attempts: 1, lastError: "400 Simulated" });
      const answer = await redirected(await act(retryRequest(call.id, admin.cookie)));
      expect(answer.toast).toMatchObject({ type: "success", title: "Retried: done" });
      expect(await callRow(call.id)).toMatchObject({ status: "done", claimToken: null });
      expect(fake.refunds.map((r) => r.payment_intent)).toContain("pi_button-done-now");
    });

    it("says why when the provider fails again: 'Retry failed: <error>'", async () => {
      fake.failRoute("POST", "/v1/refunds", 503, 1);
      const call = await createCall("button-fails-again", { status: "failed", attempts: 1 });
      const answer = await redirected(await act(retryRequest(call.id, admin.cookie)));
      expect(answer.toast).toMatchObject({ type: "error" });
      expect(answer.toast?.title).toMatch(/^Retry failed: 503 .*Simulated outage/);
      // A 503 is retried later by the runner, with back-off.
      const row = await callRow(call.id);
      expect(row).toMatchObject({ status: "pending", attempts: 2, claimToken: null });
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    });
  });
});
