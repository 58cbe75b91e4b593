import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, payments, providerCalls, users } from "~/db/schema";
import { findTopUpPack } from "~/features/billing/pricing";
import { DEFAULT_PRICING } from "~/features/settings/plans-schema";
import { topUpPurchase } from "~/features/billing/purchase";
import { createTestCheckout, payTestCheckout } from "~/features/billing/test-checkout.server";
import { debitAccount, getBalance } from "~/features/credits/ledger.server";
import * as paymentsRoute from "~/routes/admin/payments";
import { action as webhookAction } from "~/routes/resources/stripe-webhook";
import { getEnv } from "~/utils/env.server";
import { isResponse } from "~/utils/misc";
import { readToast } from "~/utils/toast.server";
import { createSignedInUser, createUser } from "../../../tests/factories";
import { signedStripeEvent, stripeCharge, type StripeFake, useStripeFake } from "../../../tests/mocks/stripe";

let admin: { cookie: string; user: { id: string; email: string } };
let member: { cookie: string };

beforeAll(async () => {
  admin = await createSignedInUser();
  await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
  member = await createSignedInUser();
});

function refundRequest(cookie: string | undefined, fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${getEnv().PUBLIC_URL}/hidden/admin/payments?kind=topup`, { method: "POST", headers, body });
}

async function act(request: Request) {
  try {
    return await paymentsRoute.action({ request, params: {}, context: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

async function toastOf(answer: unknown) {
  expect(isResponse(answer)).toBe(true);
  const response = answer as Response;
  const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
  return { location: response.headers.get("location"), toast: (await readToast(new Request(getEnv().PUBLIC_URL, { headers: { cookie } }))).toast };
}

const refusal = (answer: unknown) => answer as { init?: ResponseInit; data: { error: { message: string } } };

/** A $25 pack (1,300 credits) bought through the built-in test checkout. */
async function testCheckoutTopUp(userId: string) {
  const url = await createTestCheckout(getDb(), userId, topUpPurchase(findTopUpPack(DEFAULT_PRICING, 25)!), "billing");
  await payTestCheckout(getDb(), userId, url.split("/").pop()!);
  const [payment] = await getDb().select().from(payments).where(eq(payments.userId, userId));
  return payment;
}

async function refundAudits(userId: string) {
  return getDb()
    .select()
    .from(adminActions)
    .where(and(eq(adminActions.action, "payment.refund"), eq(adminActions.targetUserId, userId)));
}

describe("an operator's Refund of a test-checkout payment", () => {
  it("refunds at once: credits back in proportion, audited with the reason, status 'Partly refunded' then 'Refunded'", async () => {
    const user = await createUser({ credits: 0 });
    const payment = await testCheckoutTopUp(user.id);
    expect(await getBalance(getDb(), user.id)).toBe(1_300);

    const answer = await toastOf(
      await act(refundRequest(admin.cookie, { intent: "refund", paymentId: payment.id, amount: "10.00", reason: "Asked by e-mail" })),
    );
    expect(answer).toMatchObject({ location: "/hidden/admin/payments?kind=topup", toast: { title: "Payment refunded" } });
    expect(answer.toast?.description).toBe("$10 refunded. 520 credits taken back.");
    expect(await getBalance(getDb(), user.id)).toBe(780);
    const audits = await refundAudits(user.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ adminId: admin.user.id, reason: "Asked by e-mail", after: { refundedCents: 1_000, amountCents: 1_000 } });
    // The test provider owes no call to anybody.
    expect(
      await getDb()
        .select()
        .from(providerCalls)
        .where(eq(providerCalls.dedupeKey, `operator-refund:${payment.id}`)),
    ).toEqual([]);

    await act(refundRequest(admin.cookie, { intent: "refund", paymentId: payment.id, amount: "15", reason: "The rest" }));
    expect(await getBalance(getDb(), user.id)).toBe(0);
    const [after] = await getDb().select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ refundedCents: 2_500, creditsTakenBack: 1_300, creditsShortfall: 0 });
  });

  it("refuses more than is left, no reason, a bad amount or an unknown field, moving nothing", async () => {
    const user = await createUser({ credits: 0 });
    const payment = await testCheckoutTopUp(user.id);
    const tooMuch = refusal(await act(refundRequest(admin.cookie, { intent: "refund", paymentId: payment.id, amount: "25.01", reason: "x" })));
    expect(tooMuch.init?.status).toBe(400);
    expect(tooMuch.data.error.message).toBe("At most $25 of this payment can be refunded.");
    const noReason = refusal(await act(refundRequest(admin.cookie, { intent: "refund", paymentId: payment.id, amount: "5", reason: " " })));
    expect(noReason.data.error.message).toBe("A reason is required.");
    for (const amount of ["0", "-5", "1.234", "ten"]) {
      expect(refusal(await act(refundRequest(admin.cookie, { intent: "refund", paymentId: payment.id, amount, reason: "x" }))).init?.status).toBe(
        400,
      );
    }
    const extra = await act(refundRequest(admin.cookie, { intent: "refund", paymentId: payment.id, amount: "5", reason: "x", credits: "0" }));
    expect(refusal(extra).init?.status).toBe(400);
    expect(await getBalance(getDb(), user.id)).toBe(1_300);
    expect(await refundAudits(user.id)).toEqual([]);
  });

  it("the spent part is recorded as a shortfall, never a negative balance", async () => {
    const user = await createUser({ credits: 0 });
    const payment = await testCheckoutTopUp(user.id);
    await getDb().transaction((tx) => debitAccount(tx, { userId: user.id, amount: 1_200, description: "Spent" }));
    const answer = await toastOf(await act(refundRequest(admin.cookie, { intent: "refund", paymentId: payment.id, amount: "25", reason: "Fraud" })));
    expect(answer.toast?.description).toBe("$25 refunded. 100 credits taken back. 1,200 credits were already spent.");
    expect(await getBalance(getDb(), user.id)).toBe(0);
    const [after] = await getDb().select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ creditsTakenBack: 100, creditsShortfall: 1_200 });
  });

  it("is refused to a signed-in user without the admin role and to a visitor", async () => {
    const user = await createUser({ credits: 0 });
    const payment = await testCheckoutTopUp(user.id);
    const fields = { intent: "refund", paymentId: payment.id, amount: "25", reason: "x" };
    expect(((await act(refundRequest(member.cookie, fields))) as Response).status).toBe(403);
    expect(((await act(refundRequest(undefined, fields))) as Response).status).toBe(401);
    expect(await getBalance(getDb(), user.id)).toBe(1_300);
  });
});

describe("an operator's Refund of a Stripe payment", () => {
  const SECRET = "whsec_refund_admin";
  let fake: StripeFake;
  useStripeFake(SECRET, (started) => (fake = started));

  async function webhook(type: string, object: Record<string, unknown>) {
    const { payload, signature } = signedStripeEvent(SECRET, type, object);
    const headers = new Headers({ "content-type": "application/json", "stripe-signature": signature });
    const request = new Request("http://localhost:3999/api/stripe/webhook", { method: "POST", body: payload, headers });
    return (await webhookAction({ request, params: {}, context: {} } as never)) as Response;
  }

  /** A $25 top-up paid by card (Stripe's checkout.session.completed), as the payment it records. */
  async function paidTopUp(userId: string, pi: string) {
    const completed = await webhook("checkout.session.completed", {
      id: `cs_test_${pi}`,
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      client_reference_id: userId,
      customer: null,
      amount_total: 2_500,
      payment_intent: pi,
      subscription: null,
      metadata: { userId, kind: "topup", packDollars: "25" },
    });
    expect(completed.status).toBe(200);
    const [payment] = await getDb().select().from(payments).where(eq(payments.chargeRef, pi));
    return payment;
  }

  it("calls Stripe's Refunds API with the amount, and the later charge.refunded moves nothing more", async () => {
    const user = await createUser({ credits: 0 });
    const pi = `pi_refund_${Date.now()}`;
    fake.addCharge(pi, 2_500);
    const payment = await paidTopUp(user.id, pi);

    await act(refundRequest(admin.cookie, { intent: "refund", paymentId: payment.id, amount: "12.50", reason: "Half, as agreed" }));
    expect(fake.refunds.filter((r) => r.payment_intent === pi).map((r) => r.amount)).toEqual([1_250]);
    const [call] = await getDb().select().from(providerCalls).where(eq(providerCalls.kind, "stripe.refund-payment"));
    expect(call).toMatchObject({ status: "done", payload: { paymentIntentId: pi, amountCents: 1_250, reason: "Half, as agreed" } });
    expect(await getBalance(getDb(), user.id)).toBe(650);

    // Stripe tells us about the same refund, twice: nothing more moves.
    for (let i = 0; i < 2; i++)
      expect((await webhook("charge.refunded", stripeCharge({ paymentIntent: pi, amount: 2_500, amountRefunded: 1_250 }))).status).toBe(200);
    expect(await getBalance(getDb(), user.id)).toBe(650);
    const [after] = await getDb().select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ refundedCents: 1_250, creditsTakenBack: 650 });
  });

  it("keeps the credits taken and leaves the refund to the outbox when Stripe is down", async () => {
    const user = await createUser({ credits: 0 });
    const pi = `pi_down_${Date.now()}`;
    const payment = await paidTopUp(user.id, pi);
    fake.failRoute("POST", "/v1/refunds", 503, 1);
    await act(refundRequest(admin.cookie, { intent: "refund", paymentId: payment.id, amount: "25", reason: "Whole" }));
    expect(await getBalance(getDb(), user.id)).toBe(0);
    const [call] = await getDb()
      .select()
      .from(providerCalls)
      .where(and(eq(providerCalls.kind, "stripe.refund-payment"), eq(providerCalls.status, "pending")));
    expect(call).toMatchObject({ attempts: 1, payload: { paymentIntentId: pi, amountCents: 2_500 } });
  });
});
