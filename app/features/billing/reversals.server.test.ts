import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { payments, transactions } from "~/db/schema";
import { debitAccount, getBalance } from "~/features/credits/ledger.server";
import { action as webhookAction } from "~/routes/resources/stripe-webhook";
import { createUser } from "../../../tests/factories";
import { signedStripeEvent, stripeCharge, stripeDispute, useStripeFake } from "../../../tests/mocks/stripe";
import { replayStripeEvents, type ReplayEvent } from "../../../tests/mocks/stripe-replay";
import { moneyStatus } from "./money-status";
import { creditsFor } from "./reversals.server";

const WEBHOOK_SECRET = "whsec_test_reversals";
useStripeFake(WEBHOOK_SECRET, () => {});

async function post(payload: string, signature: string) {
  const headers = new Headers({ "content-type": "application/json", "stripe-signature": signature });
  const request = new Request("http://localhost:3999/api/stripe/webhook", { method: "POST", body: payload, headers });
  return (await webhookAction({ request, params: {}, context: {} } as never)) as Response;
}

async function deliver(type: string, object: Record<string, unknown>) {
  const { payload, signature } = signedStripeEvent(WEBHOOK_SECRET, type, object);
  return post(payload, signature);
}

let seq = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(seq++).toString(36)}`;

/** checkout.session.completed of a $25 pack (1,300 credits) paid with this payment intent. */
function topUpCompleted(userId: string, paymentIntent: string): ReplayEvent {
  return {
    type: "checkout.session.completed",
    object: {
      id: unique("cs_test"),
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      status: "complete",
      client_reference_id: userId,
      customer: null,
      amount_total: 2_500,
      payment_intent: paymentIntent,
      subscription: null,
      metadata: { userId, kind: "topup", packDollars: "25" },
    },
  };
}

/** invoice.paid of an Agency renewal (2,000 credits for $45), its payment under `payments` as API 2026-10-28 has it. */
function renewalPaid(userId: string, subscriptionId: string, paymentIntent: string): ReplayEvent {
  const end = Math.floor(Date.now() / 1000) + 30 * 86400;
  return {
    type: "invoice.paid",
    object: {
      id: unique("in"),
      object: "invoice",
      total: 4_500,
      amount_paid: 4_500,
      billing_reason: "subscription_cycle",
      customer: null,
      status: "paid",
      parent: {
        type: "subscription_details",
        subscription_details: {
          subscription: subscriptionId,
          metadata: { userId, kind: "subscription", planType: "agency", billingCycle: "monthly" },
        },
      },
      payments: { object: "list", data: [{ id: unique("inpay"), payment: { type: "payment_intent", payment_intent: paymentIntent } }] },
      lines: { object: "list", data: [{ id: "il_1", period: { start: end - 30 * 86400, end } }] },
    },
  };
}

const refunded = (paymentIntent: string, amount: number, amountRefunded: number): ReplayEvent => ({
  type: "charge.refunded",
  object: stripeCharge({ paymentIntent, amount, amountRefunded }),
});
const dispute = (type: "created" | "closed", id: string, paymentIntent: string, amount: number, status: string): ReplayEvent => ({
  type: `charge.dispute.${type}`,
  object: stripeDispute({ id, paymentIntent, amount, status }),
});

async function paymentOf(paymentIntent: string) {
  const [row] = await getDb().select().from(payments).where(eq(payments.chargeRef, paymentIntent));
  return row;
}

/** Balance and the payment's reversal figures after the events, in a seeded order with repeats. */
async function outcome(events: (userId: string, pi: string) => ReplayEvent[], seed: number, startCredits = 5) {
  const user = await createUser({ credits: startCredits });
  const pi = unique("pi");
  const statuses = await replayStripeEvents(post, WEBHOOK_SECRET, events(user.id, pi), { seed, repeats: 3 });
  expect(statuses.every((s) => s === 200)).toBe(true);
  const payment = await paymentOf(pi);
  return {
    balance: await getBalance(getDb(), user.id),
    refundedCents: payment.refundedCents,
    disputedCents: payment.disputedCents,
    takenBack: payment.creditsTakenBack,
    shortfall: payment.creditsShortfall,
    status: moneyStatus(payment),
  };
}

const SEEDS = [1, 2, 3, 4, 5, 6];

describe("refunds and disputes from Stripe, exactly once in any order", () => {
  it("a partial then a full refund take back the pack's credits in proportion, then all of them", async () => {
    const user = await createUser({ credits: 5 });
    const pi = unique("pi");
    await replayStripeEvents(post, WEBHOOK_SECRET, [topUpCompleted(user.id, pi)], { seed: 1, repeats: 1 });
    expect(await getBalance(getDb(), user.id)).toBe(1_305);

    expect((await deliver("charge.refunded", refunded(pi, 2_500, 1_000).object)).status).toBe(200);
    expect(await getBalance(getDb(), user.id)).toBe(1_305 - 520);
    expect(moneyStatus(await paymentOf(pi))).toBe("Partly refunded");

    expect((await deliver("charge.refunded", refunded(pi, 2_500, 2_500).object)).status).toBe(200);
    expect(await getBalance(getDb(), user.id)).toBe(5);
    expect(moneyStatus(await paymentOf(pi))).toBe("Refunded");
    const debits = await getDb().select().from(transactions).where(eq(transactions.userId, user.id));
    expect(debits.filter((t) => t.type === "debit").map((t) => t.amount)).toEqual([520, 780]);
  });

  it("refund events shuffled and repeated, before or after the payment, end the same", async () => {
    const events = (userId: string, pi: string) => [topUpCompleted(userId, pi), refunded(pi, 2_500, 1_000), refunded(pi, 2_500, 2_500)];
    for (const seed of SEEDS) {
      expect(await outcome(events, seed)).toEqual({
        balance: 5,
        refundedCents: 2_500,
        disputedCents: 0,
        takenBack: 1_300,
        shortfall: 0,
        status: "Refunded",
      });
    }
  });

  it("a dispute takes the credits back and a won dispute gives them back, in any order", async () => {
    const won = (userId: string, pi: string) => [
      topUpCompleted(userId, pi),
      dispute("created", `du_${pi}`, pi, 2_500, "needs_response"),
      dispute("closed", `du_${pi}`, pi, 2_500, "won"),
    ];
    for (const seed of SEEDS) {
      expect(await outcome(won, seed)).toMatchObject({ balance: 1_305, disputedCents: 0, takenBack: 0, shortfall: 0, status: "Paid" });
    }
    const lost = (userId: string, pi: string) => [
      topUpCompleted(userId, pi),
      dispute("created", `du_${pi}`, pi, 2_500, "needs_response"),
      dispute("closed", `du_${pi}`, pi, 2_500, "lost"),
    ];
    for (const seed of SEEDS) {
      expect(await outcome(lost, seed)).toMatchObject({ balance: 5, disputedCents: 2_500, takenBack: 1_300, status: "Disputed" });
    }
  });

  it("a dispute on a partly refunded payment takes back only the rest", async () => {
    const events = (userId: string, pi: string) => [
      topUpCompleted(userId, pi),
      refunded(pi, 2_500, 500),
      dispute("created", `du_${pi}`, pi, 2_000, "needs_response"),
      dispute("closed", `du_${pi}`, pi, 2_000, "lost"),
    ];
    for (const seed of SEEDS.slice(0, 3)) {
      expect(await outcome(events, seed)).toMatchObject({ balance: 5, refundedCents: 500, disputedCents: 2_000, takenBack: 1_300 });
    }
  });

  it("never takes the balance below zero: the shortfall is recorded, and a won dispute returns only what was taken", async () => {
    const user = await createUser({ credits: 0 });
    const pi = unique("pi");
    await deliver("checkout.session.completed", topUpCompleted(user.id, pi).object);
    await getDb().transaction((tx) => debitAccount(tx, { userId: user.id, amount: 1_000, description: "Spent on pictures" }));
    await deliver("charge.dispute.created", dispute("created", `du_${pi}`, pi, 2_500, "needs_response").object);
    expect(await getBalance(getDb(), user.id)).toBe(0);
    expect(await paymentOf(pi)).toMatchObject({ creditsTakenBack: 300, creditsShortfall: 1_000, disputedCents: 2_500 });

    await deliver("charge.dispute.closed", dispute("closed", `du_${pi}`, pi, 2_500, "won").object);
    expect(await getBalance(getDb(), user.id)).toBe(300);
    expect(await paymentOf(pi)).toMatchObject({ creditsTakenBack: 0, creditsShortfall: 0, disputedCents: 0 });

    // A late 'created' of the closed dispute does not reopen it.
    await deliver("charge.dispute.created", dispute("created", `du_${pi}`, pi, 2_500, "needs_response").object);
    expect(await getBalance(getDb(), user.id)).toBe(300);
  });

  it("a renewal paid by a payment intent under invoice.payments is refunded in proportion", async () => {
    const events = (userId: string, pi: string) => [renewalPaid(userId, `sub_${pi}`, pi), refunded(pi, 4_500, 1_125)];
    for (const seed of SEEDS.slice(0, 3)) {
      expect(await outcome(events, seed, 0)).toMatchObject({ balance: 1_500, refundedCents: 1_125, takenBack: 500, status: "Partly refunded" });
    }
  });

  it("delivered concurrently, the same events still end the same", async () => {
    const events = (userId: string, pi: string) => [
      topUpCompleted(userId, pi),
      refunded(pi, 2_500, 1_000),
      dispute("created", `du_${pi}`, pi, 1_500, "needs_response"),
      dispute("closed", `du_${pi}`, pi, 1_500, "won"),
    ];
    for (const seed of SEEDS.slice(0, 3)) {
      const user = await createUser({ credits: 5 });
      const pi = unique("pi");
      const statuses = await replayStripeEvents(post, WEBHOOK_SECRET, events(user.id, pi), { seed, repeats: 2, concurrency: 4 });
      expect(statuses.every((s) => s === 200)).toBe(true);
      expect(await getBalance(getDb(), user.id)).toBe(1_305 - 520);
      expect(await paymentOf(pi)).toMatchObject({ refundedCents: 1_000, disputedCents: 0, creditsTakenBack: 520 });
    }
  });

  it("ignores a charge that is not one of our payments and refuses an unreadable one", async () => {
    expect((await deliver("charge.refunded", stripeCharge({ paymentIntent: unique("pi"), amount: 100, amountRefunded: 100 }))).status).toBe(200);
    const broken = await deliver("charge.refunded", { id: "ch_x", object: "charge", amount: "lots" });
    expect(broken.status).toBe(400);
  });
});

describe("creditsFor", () => {
  it("is proportional, rounded, and never more than the payment granted", () => {
    expect(creditsFor(1_000, 2_500, 1_300)).toBe(520);
    expect(creditsFor(2_500, 2_500, 1_300)).toBe(1_300);
    expect(creditsFor(9_999, 2_500, 1_300)).toBe(1_300);
    expect(creditsFor(1, 2_500, 1_300)).toBe(1);
    expect(creditsFor(0, 2_500, 1_300)).toBe(0);
  });
});
