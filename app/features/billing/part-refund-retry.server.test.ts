// A part refund owed through the outbox must reach Stripe once, even when an
// attempt's answer is lost and the retry comes after Stripe has forgotten its
// Idempotency-Key (24 hours): the retry finds the earlier refund by its metadata.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { providerCalls } from "~/db/schema";
import { type StripeFake, useStripeFake } from "../../../tests/mocks/stripe";
import { enqueueProviderCall, runDueProviderCalls } from "./outbox.server";

let fake: StripeFake;
useStripeFake("whsec_part_refund_retry", (started) => (fake = started));

beforeEach(async () => {
  fake.requests.length = 0;
  await getDb().delete(providerCalls);
});

const DAY_MS = 86_400_000;

async function callRow(dedupeKey: string) {
  const [row] = await getDb().select().from(providerCalls).where(eq(providerCalls.dedupeKey, dedupeKey));
  return row;
}

/** As if the process died after Stripe made the refund and before the row was marked done. */
async function loseTheAnswer(dedupeKey: string) {
  await getDb()
    .update(providerCalls)
    .set({ status: "pending", doneAt: null, claimToken: null, attempts: 1, nextAttemptAt: new Date() })
    .where(eq(providerCalls.dedupeKey, dedupeKey));
}

describe("an operator's part refund through the outbox", () => {
  it("carries its outbox key in the refund's metadata and its Idempotency-Key", async () => {
    fake.addCharge("pi_part_meta", 2_500);
    await enqueueProviderCall(
      getDb(),
      { kind: "stripe.refund-payment", paymentIntentId: "pi_part_meta", amountCents: 1_000, reason: "Half" },
      "part-meta",
    );
    expect(await runDueProviderCalls(getDb())).toEqual({ done: 1, failed: 0 });
    const row = await callRow("part-meta");
    const [create] = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds");
    expect(create.form).toMatchObject({ payment_intent: "pi_part_meta", amount: "1000", "metadata[outbox_call]": `provider-call:${row.id}` });
    expect(create.idempotencyKey).toBe(`provider-call:${row.id}`);
    // It looked for an earlier refund of this call first.
    expect(fake.requests.filter((r) => r.method === "GET" && r.path === "/v1/refunds")[0].form).toMatchObject({ payment_intent: "pi_part_meta" });
  });

  it("retried more than a day later, after Stripe forgot the key, refunds nothing twice", async () => {
    fake.addCharge("pi_part_late", 2_500);
    await enqueueProviderCall(
      getDb(),
      { kind: "stripe.refund-payment", paymentIntentId: "pi_part_late", amountCents: 700, reason: "Part" },
      "part-late",
    );
    expect(await runDueProviderCalls(getDb())).toEqual({ done: 1, failed: 0 });
    expect(fake.refunds.filter((r) => r.payment_intent === "pi_part_late").map((r) => r.amount)).toEqual([700]);

    await loseTheAnswer("part-late");
    fake.forgetIdempotencyKeys();
    expect(await runDueProviderCalls(getDb(), new Date(Date.now() + 25 * 60 * 60_000))).toEqual({ done: 1, failed: 0 });

    expect(fake.refunds.filter((r) => r.payment_intent === "pi_part_late").map((r) => r.amount)).toEqual([700]);
    expect((await callRow("part-late")).lastError).toMatch(/^already refunded \(re_/);
    expect(fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds")).toHaveLength(1);
  });

  it("two part refunds of one payment are two refunds, each made once", async () => {
    fake.addCharge("pi_part_two", 2_500);
    await enqueueProviderCall(getDb(), { kind: "stripe.refund-payment", paymentIntentId: "pi_part_two", amountCents: 500, reason: "A" }, "part-a");
    await enqueueProviderCall(getDb(), { kind: "stripe.refund-payment", paymentIntentId: "pi_part_two", amountCents: 500, reason: "B" }, "part-b");
    expect(await runDueProviderCalls(getDb())).toEqual({ done: 2, failed: 0 });
    await loseTheAnswer("part-a");
    await loseTheAnswer("part-b");
    fake.forgetIdempotencyKeys();
    expect(await runDueProviderCalls(getDb(), new Date(Date.now() + 2 * DAY_MS))).toEqual({ done: 2, failed: 0 });
    expect(fake.refunds.filter((r) => r.payment_intent === "pi_part_two").map((r) => r.amount)).toEqual([500, 500]);
  });

  it("a refund list Stripe cannot answer is a retry, not a refund", async () => {
    fake.addCharge("pi_part_down", 2_500);
    fake.failRoute("GET", "/v1/refunds", 503, 1);
    await enqueueProviderCall(
      getDb(),
      { kind: "stripe.refund-payment", paymentIntentId: "pi_part_down", amountCents: 300, reason: "C" },
      "part-down",
    );
    expect(await runDueProviderCalls(getDb())).toEqual({ done: 0, failed: 1 });
    expect(fake.refunds.filter((r) => r.payment_intent === "pi_part_down")).toHaveLength(0);
    expect(await callRow("part-down")).toMatchObject({ status: "pending", attempts: 1 });
    expect(await runDueProviderCalls(getDb(), new Date(Date.now() + 10 * 60_000))).toEqual({ done: 1, failed: 0 });
    expect(fake.refunds.filter((r) => r.payment_intent === "pi_part_down").map((r) => r.amount)).toEqual([300]);
  });
});
