import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { checkoutSessions, payments, users } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { action as checkoutAction } from "~/routes/resources/create-checkout";
import { action as cancelAction } from "~/routes/resources/cancel-subscription";
import { loader as subscriptionLoader } from "~/routes/resources/subscription";
import { getAuth } from "~/features/accounts/auth.server";
import { isAppError } from "~/utils/errors";
import { createUser, uniqueEmail } from "../../../tests/factories";
import { cancelSubscription } from "./cancel-subscription.server";
import { createCheckout } from "./checkout.server";
import { getActiveSubscription } from "./subscriptions.server";
import { cancelTestCheckout, getTestCheckout, payTestCheckout } from "./test-checkout.server";

function sessionIdOf(url: string) {
  const match = url.match(/^\/checkout\/test\/(cs_test_[0-9a-f]+)$/);
  if (!match) throw new Error(`not a test checkout URL: ${url}`);
  return match[1];
}

async function errorOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

/** A real better-auth account and its session cookie. */
async function signedInUser() {
  const email = uniqueEmail("billing");
  const password = "password-123456";
  await getAuth().api.signUpEmail({ body: { email, password, name: "Billing Tester" } });
  await getDb().update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const { headers } = await getAuth().api.signInEmail({ body: { email, password }, returnHeaders: true });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const [user] = await getDb().select().from(users).where(eq(users.email, email));
  return { user, cookie };
}

function jsonRequest(path: string, body: unknown, cookie?: string) {
  return new Request(`http://localhost:3999${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

describe("test checkout (no Stripe configured)", () => {
  it("pays a top-up once: exactly the pack's credits, through the same fulfilment", async () => {
    const user = await createUser({ credits: 3 });
    const { url } = await createCheckout(getDb(), user, { topUpAmount: "10", returnTo: "billing" });
    const id = sessionIdOf(url);

    const view = await getTestCheckout(getDb(), user.id, id);
    expect(view.row).toMatchObject({ kind: "topup", amountCents: 1_000, credits: 500, title: "500 credits" });

    const paid = await payTestCheckout(getDb(), user.id, id);
    expect(paid.redirectTo).toBe("/account/billing?success=topup");
    expect(paid.result).toMatchObject({ applied: true, creditsAdded: 500 });
    expect(await getBalance(getDb(), user.id)).toBe(503);

    const again = await payTestCheckout(getDb(), user.id, id);
    expect(again).toEqual({ redirectTo: "/account/billing?success=topup", result: null });
    expect(await getBalance(getDb(), user.id)).toBe(503);
    const rows = await getDb().select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toMatchObject([{ provider: "test", providerId: id, kind: "topup", credits: 500, amountCents: 1_000 }]);
  });

  it("starts a plan with its period credits and returns to the workspace when started there", async () => {
    const user = await createUser({ credits: 3 });
    const { url } = await createCheckout(getDb(), user, { planType: "agency", billingCycle: "monthly", isUpgrade: false, returnTo: "workspace" });
    const paid = await payTestCheckout(getDb(), user.id, sessionIdOf(url));
    expect(paid.redirectTo).toBe("/generator-app?success=true");
    expect(await getBalance(getDb(), user.id)).toBe(2_003);
    const active = await getActiveSubscription(getDb(), user.id);
    expect(active).toMatchObject({ provider: "test", planType: "agency", billingCycle: "monthly", status: "active", cancelAtPeriodEnd: false });
    const days = (active!.currentPeriodEnd!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it("Cancel adds nothing and sends the browser to the cancel address; a cancelled checkout cannot be paid", async () => {
    const user = await createUser({ credits: 3 });
    const { url } = await createCheckout(getDb(), user, { topUpAmount: "100", returnTo: "workspace" });
    const id = sessionIdOf(url);
    expect(await cancelTestCheckout(getDb(), user.id, id)).toBe("/generator-app?canceled=true");
    const error = await errorOf(payTestCheckout(getDb(), user.id, id));
    expect(error.code).toBe("CONFLICT");
    expect(await getBalance(getDb(), user.id)).toBe(3);
    const [row] = await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    expect(row.status).toBe("canceled");
  });

  it("does not let another account see or pay someone's checkout", async () => {
    const owner = await createUser({ credits: 3 });
    const intruder = await createUser({ credits: 3 });
    const { url } = await createCheckout(getDb(), owner, { topUpAmount: "50", returnTo: "workspace" });
    const id = sessionIdOf(url);
    expect((await errorOf(getTestCheckout(getDb(), intruder.id, id))).code).toBe("NOT_FOUND");
    expect((await errorOf(payTestCheckout(getDb(), intruder.id, id))).code).toBe("NOT_FOUND");
    expect(await getBalance(getDb(), owner.id)).toBe(3);
    expect(await getBalance(getDb(), intruder.id)).toBe(3);
    const [row] = await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    expect(row.status).toBe("open");
  });

  it("an upgrade replaces the creator plan once paid", async () => {
    const user = await createUser({ credits: 0 });
    const creator = await createCheckout(getDb(), user, { planType: "creator", billingCycle: "yearly", isUpgrade: false, returnTo: "billing" });
    await payTestCheckout(getDb(), user.id, sessionIdOf(creator.url));
    const first = await getActiveSubscription(getDb(), user.id);
    expect(first?.planType).toBe("creator");

    const agency = await createCheckout(getDb(), user, { planType: "agency", billingCycle: "monthly", isUpgrade: true, returnTo: "billing" });
    const paid = await payTestCheckout(getDb(), user.id, sessionIdOf(agency.url));
    expect(paid.redirectTo).toBe("/account/billing?success=subscription");
    expect(paid.result?.replaced).toEqual({ provider: "test", subscriptionId: first!.subscriptionId });
    expect(await getActiveSubscription(getDb(), user.id)).toMatchObject({ planType: "agency" });
    expect(await getBalance(getDb(), user.id)).toBe(3_000);
  });

  it("refuses a plan the user already has, and plans for an agency subscriber", async () => {
    const user = await createUser();
    const agency = await createCheckout(getDb(), user, { planType: "agency", billingCycle: "monthly", isUpgrade: false, returnTo: "workspace" });
    await payTestCheckout(getDb(), user.id, sessionIdOf(agency.url));
    expect(
      (await errorOf(createCheckout(getDb(), user, { planType: "agency", billingCycle: "yearly", isUpgrade: true, returnTo: "workspace" }))).code,
    ).toBe("CONFLICT");
    expect(
      (await errorOf(createCheckout(getDb(), user, { planType: "creator", billingCycle: "monthly", isUpgrade: true, returnTo: "workspace" }))).code,
    ).toBe("CONFLICT");
  });

  it("refuses to pay a plan checkout made out of date by another plan bought meanwhile", async () => {
    const user = await createUser({ credits: 0 });
    const first = await createCheckout(getDb(), user, { planType: "agency", billingCycle: "monthly", isUpgrade: false, returnTo: "workspace" });
    const second = await createCheckout(getDb(), user, { planType: "agency", billingCycle: "monthly", isUpgrade: false, returnTo: "workspace" });
    await payTestCheckout(getDb(), user.id, sessionIdOf(first.url));
    const refused = await errorOf(payTestCheckout(getDb(), user.id, sessionIdOf(second.url)));
    expect(refused).toMatchObject({ code: "CONFLICT", message: "Your account already has this plan." });
    expect(await getBalance(getDb(), user.id)).toBe(2_000);
    const [row] = await getDb()
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionIdOf(second.url)));
    expect(row.status).toBe("refused");
  });

  it("cancel keeps the test plan until the period end, then it is gone", async () => {
    const user = await createUser();
    const { url } = await createCheckout(getDb(), user, { planType: "creator", billingCycle: "monthly", isUpgrade: false, returnTo: "billing" });
    await payTestCheckout(getDb(), user.id, sessionIdOf(url));
    const row = await cancelSubscription(getDb(), user.id);
    expect(row).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await getActiveSubscription(getDb(), user.id)).toMatchObject({ planType: "creator" });
    const afterPeriod = new Date(row.currentPeriodEnd!.getTime() + 1_000);
    expect(await getActiveSubscription(getDb(), user.id, afterPeriod)).toBeNull();
    expect((await errorOf(cancelSubscription(getDb(), user.id, "sub_test_unknown"))).code).toBe("NOT_FOUND");
  });
});

describe("create-checkout and cancel-subscription routes", () => {
  it("answers 401 with the spec's texts when nobody is signed in", async () => {
    const checkout = (await checkoutAction({
      request: jsonRequest("/api/checkout", { topUpAmount: "10" }),
      params: {},
      context: {},
    } as never)) as Response;
    expect(checkout.status).toBe(401);
    expect(await checkout.json()).toEqual({
      ok: false,
      error: { code: "UNAUTHENTICATED", title: "Authentication required", message: "Please sign in to purchase credits" },
    });
    const cancel = (await cancelAction({ request: jsonRequest("/api/subscription/cancel", {}), params: {}, context: {} } as never)) as Response;
    expect(cancel.status).toBe(401);
    expect(await cancel.json()).toMatchObject({ error: { title: "Authentication required", message: "Please sign in to cancel your subscription" } });
  });

  it("refuses an unknown pack, a tampered plan, a price in the body and someone else's account", async () => {
    const { user, cookie } = await signedInUser();
    const other = await createUser();
    const cases: Array<[unknown, number, string]> = [
      [{ topUpAmount: "30" }, 400, "Unknown top-up amount"],
      [{ topUpAmount: "10.5" }, 400, "Unknown top-up amount"],
      [{ topUpAmount: 10 }, 400, "Unknown top-up amount"],
      [{ planType: "enterprise", billingCycle: "monthly" }, 400, "Unknown plan"],
      [{ planType: "agency", billingCycle: "weekly" }, 400, "Unknown billing cycle"],
      [{ topUpAmount: "10", credits: 100000 }, 400, 'Unrecognized key: "credits"'],
      [{ planType: "agency", billingCycle: "monthly", price: 1 }, 400, 'Unrecognized key: "price"'],
      [{ topUpAmount: "10", userId: other.id }, 403, "You can only buy credits for your own account."],
    ];
    for (const [body, status, message] of cases) {
      const response = (await checkoutAction({ request: jsonRequest("/api/checkout", body, cookie), params: {}, context: {} } as never)) as Response;
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()).error.message, JSON.stringify(body)).toBe(message);
    }
    expect(await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.userId, other.id))).toHaveLength(0);
    expect(await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id))).toHaveLength(0);
  });

  it("opens a test checkout for the signed-in user and reports the plan through /api/subscription", async () => {
    const { user, cookie } = await signedInUser();
    const response = (await checkoutAction({
      request: jsonRequest(
        "/api/checkout",
        { planType: "creator", billingCycle: "monthly", isUpgrade: false, returnTo: "billing", userId: user.id },
        cookie,
      ),
      params: {},
      context: {},
    } as never)) as Response;
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    await payTestCheckout(getDb(), user.id, sessionIdOf(url));

    const request = new Request("http://localhost:3999/api/subscription", { headers: { cookie } });
    const subscription = (await subscriptionLoader({ request, params: {}, context: {} } as never)) as Response;
    expect(await subscription.json()).toMatchObject({ ok: true, subscription: { planType: "creator", status: "active", cancelAtPeriodEnd: false } });

    const cancel = (await cancelAction({
      request: jsonRequest("/api/subscription/cancel", {}, cookie),
      params: {},
      context: {},
    } as never)) as Response;
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ ok: true, subscription: { planType: "creator", cancelAtPeriodEnd: true } });
  });
});
