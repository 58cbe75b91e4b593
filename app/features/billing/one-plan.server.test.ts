// Issue 11: at most one current plan per user, and Pay / Cancel of a test
// checkout decided once, under real concurrency (both databases).
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { checkoutSessions, payments, subscriptions } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { isAppError } from "~/utils/errors";
import { createUser } from "../../../tests/factories";
import { createCheckout } from "./checkout.server";
import { getActiveSubscription } from "./subscriptions.server";
import { cancelTestCheckout, payTestCheckout } from "./test-checkout.server";

const sessionIdOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

async function currentPlanRows(userId: string) {
  return getDb()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["active", "trialing", "past_due"])));
}

type Settled = { ok: true } | { ok: false; code: string; message: string };

async function settle(promise: Promise<unknown>): Promise<Settled> {
  try {
    await promise;
    return { ok: true };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ok: false, code: error.code, message: error.message };
  }
}

describe("one current plan per user", () => {
  it("six concurrent pays of one plan: one paid, five refused before anything is granted", async () => {
    for (let round = 0; round < 5; round++) {
      const user = await createUser({ credits: 0 });
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        const { url } = await createCheckout(getDb(), user, { planType: "creator", billingCycle: "monthly", isUpgrade: false, returnTo: "billing" });
        ids.push(sessionIdOf(url));
      }
      const outcomes = await Promise.all(ids.map((id) => settle(payTestCheckout(getDb(), user.id, id))));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      const refused = outcomes.filter((o) => !o.ok);
      expect(refused).toHaveLength(5);
      for (const o of refused) expect(o).toEqual({ ok: false, code: "CONFLICT", message: "Your account already has this plan." });

      expect(await currentPlanRows(user.id)).toHaveLength(1);
      expect(await getBalance(getDb(), user.id)).toBe(1_000);
      expect(await getDb().select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
      const sessions = await getDb().select().from(checkoutSessions).where(inArray(checkoutSessions.id, ids));
      expect(sessions.map((s) => s.status).sort()).toEqual(["paid", "refused", "refused", "refused", "refused", "refused"]);
    }
  });

  it("two different plans paid at once: exactly one becomes the plan", async () => {
    for (let round = 0; round < 5; round++) {
      const user = await createUser({ credits: 0 });
      const creator = await createCheckout(getDb(), user, { planType: "creator", billingCycle: "monthly", isUpgrade: false, returnTo: "billing" });
      const agency = await createCheckout(getDb(), user, { planType: "agency", billingCycle: "yearly", isUpgrade: false, returnTo: "billing" });
      const outcomes = await Promise.all([creator, agency].map((c) => settle(payTestCheckout(getDb(), user.id, sessionIdOf(c.url)))));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      const rows = await currentPlanRows(user.id);
      expect(rows).toHaveLength(1);
      expect(await getBalance(getDb(), user.id)).toBe(rows[0].planType === "creator" ? 1_000 : 2_000);
    }
  });

  it("two concurrent upgrades of one plan (Agency monthly and yearly): one wins, the old plan ends once", async () => {
    for (let round = 0; round < 5; round++) {
      const user = await createUser({ credits: 0 });
      const first = await createCheckout(getDb(), user, { planType: "creator", billingCycle: "monthly", isUpgrade: false, returnTo: "billing" });
      await payTestCheckout(getDb(), user.id, sessionIdOf(first.url));
      const creator = await getActiveSubscription(getDb(), user.id);
      const monthly = await createCheckout(getDb(), user, { planType: "agency", billingCycle: "monthly", isUpgrade: true, returnTo: "billing" });
      const yearly = await createCheckout(getDb(), user, { planType: "agency", billingCycle: "yearly", isUpgrade: true, returnTo: "billing" });
      const outcomes = await Promise.all([monthly, yearly].map((c) => settle(payTestCheckout(getDb(), user.id, sessionIdOf(c.url)))));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.find((o) => !o.ok)).toMatchObject({
        code: "CONFLICT",
        message: "Your plan changed since this checkout was opened. Start a new one.",
      });
      const rows = await currentPlanRows(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0].planType).toBe("agency");
      const [old] = await getDb().select().from(subscriptions).where(eq(subscriptions.subscriptionId, creator!.subscriptionId));
      if (outcomes[0].ok) {
        // Monthly, the same cycle, is a prorated upgrade of the same subscription: the difference of credits (ADR 035).
        expect(old).toMatchObject({ status: "active", planType: "agency" });
        expect(await getBalance(getDb(), user.id)).toBe(1_000 + 1_000);
      } else {
        // Yearly replaces the plan with a new subscription, which ends the old one.
        expect(old.status).toBe("canceled");
        expect(await getBalance(getDb(), user.id)).toBe(1_000 + 2_000);
      }
    }
  });

  it("the database refuses a second current plan whatever path writes it", async () => {
    const user = await createUser();
    const row = { userId: user.id, provider: "test" as const, planType: "creator" as const, billingCycle: "monthly" as const, status: "active" };
    await getDb()
      .insert(subscriptions)
      .values({ ...row, subscriptionId: "sub_index_a" });
    const error = await getDb()
      .insert(subscriptions)
      .values({ ...row, subscriptionId: "sub_index_b", status: "trialing" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).not.toBeNull();
    // Ended or duplicate plans do not count.
    await getDb()
      .insert(subscriptions)
      .values({ ...row, subscriptionId: "sub_index_c", status: "canceled" });
    await getDb()
      .insert(subscriptions)
      .values({ ...row, subscriptionId: "sub_index_d", status: "duplicate" });
    expect(await currentPlanRows(user.id)).toHaveLength(1);
  });

  it("a plan cancelled at period end stops counting once the period is over, so a new one can be paid", async () => {
    const user = await createUser({ credits: 0 });
    const now = new Date();
    await getDb()
      .insert(subscriptions)
      .values({
        userId: user.id,
        provider: "test",
        subscriptionId: "sub_test_ended_at_period_end",
        planType: "agency",
        billingCycle: "monthly",
        status: "active",
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(now.getTime() - 60_000),
      });
    const { url } = await createCheckout(getDb(), user, { planType: "creator", billingCycle: "monthly", isUpgrade: false, returnTo: "billing" });
    await payTestCheckout(getDb(), user.id, sessionIdOf(url));
    const rows = await currentPlanRows(user.id);
    expect(rows).toMatchObject([{ planType: "creator" }]);
    const [old] = await getDb().select().from(subscriptions).where(eq(subscriptions.subscriptionId, "sub_test_ended_at_period_end"));
    expect(old.status).toBe("canceled");
  });
});

describe("test checkout Pay and Cancel decided once", () => {
  it("whichever lands first wins and the other shows what really happened", async () => {
    const user = await createUser({ credits: 0 });
    let paidWins = 0;
    let cancelWins = 0;
    for (let i = 0; i < 20; i++) {
      const { url } = await createCheckout(getDb(), user, { topUpAmount: "10", returnTo: "billing" });
      const id = sessionIdOf(url);
      const before = (await getBalance(getDb(), user.id)) ?? 0;
      const [pay, cancel] = await Promise.all([
        payTestCheckout(getDb(), user.id, id).then(
          (r) => ({ ok: true as const, redirectTo: r.redirectTo }),
          (e: unknown) => ({ ok: false as const, message: isAppError(e) ? e.message : String(e) }),
        ),
        cancelTestCheckout(getDb(), user.id, id),
      ]);
      const [row] = await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      const after = (await getBalance(getDb(), user.id)) ?? 0;
      if (row.status === "paid") {
        paidWins++;
        expect(pay).toEqual({ ok: true, redirectTo: "/account/billing?success=topup" });
        // Cancel came second: the browser goes where the purchase went through.
        expect(cancel).toBe("/account/billing?success=topup");
        expect(after - before).toBe(500);
      } else {
        cancelWins++;
        expect(row.status).toBe("canceled");
        expect(pay).toEqual({ ok: false, message: "This checkout was cancelled. Start a new one to buy." });
        expect(cancel).toBe("/account/billing?canceled=true");
        expect(after).toBe(before);
      }
    }
    expect(paidWins + cancelWins).toBe(20);
    const paidRows = await getDb().select().from(payments).where(eq(payments.userId, user.id));
    expect(paidRows).toHaveLength(paidWins);
    expect(await getBalance(getDb(), user.id)).toBe(paidWins * 500);
  });

  it("Cancel after a paid checkout goes to the success address; Pay after Cancel is refused", async () => {
    const user = await createUser({ credits: 0 });
    const paid = await createCheckout(getDb(), user, { topUpAmount: "10", returnTo: "workspace" });
    await payTestCheckout(getDb(), user.id, sessionIdOf(paid.url));
    expect(await cancelTestCheckout(getDb(), user.id, sessionIdOf(paid.url))).toBe("/generator-app?success=true");

    const canceled = await createCheckout(getDb(), user, { topUpAmount: "10", returnTo: "workspace" });
    expect(await cancelTestCheckout(getDb(), user.id, sessionIdOf(canceled.url))).toBe("/generator-app?canceled=true");
    expect(await settle(payTestCheckout(getDb(), user.id, sessionIdOf(canceled.url)))).toEqual({
      ok: false,
      code: "CONFLICT",
      message: "This checkout was cancelled. Start a new one to buy.",
    });
    expect(await getBalance(getDb(), user.id)).toBe(500);
  });
});
