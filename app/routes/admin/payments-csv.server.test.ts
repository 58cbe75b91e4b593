// The operators' Payments CSV: dollars, status, refunded and disputed dollars, shortfall.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, payments, users } from "~/db/schema";
import { findTopUpPack } from "~/features/billing/pricing";
import { topUpPurchase } from "~/features/billing/purchase";
import { refundPayment } from "~/features/billing/refunds.server";
import { createTestCheckout, payTestCheckout } from "~/features/billing/test-checkout.server";
import { debitAccount } from "~/features/credits/ledger.server";
import { DEFAULT_PRICING } from "~/features/settings/plans-schema";
import * as exportPaymentsRoute from "~/routes/admin/export-payments";
import { isoDay } from "~/utils/dates";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser, createUser } from "../../../tests/factories";
import { dollars, exportPaymentsCsv } from "./payments-csv.server";

let actor: { id: string; email: string };
beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  actor = { id: admin.id, email: admin.email };
});

/** The CSV's records keyed by its header (cells here hold no commas or line breaks; quotes are stripped). */
function records(text: string) {
  const cells = (line: string) => line.split(",").map((cell) => cell.replace(/^"(.*)"$/, "$1").replaceAll('""', '"'));
  const [header, ...rows] = text.trim().split("\n").map(cells);
  return rows.map((row) => Object.fromEntries(header.map((key, i) => [key, row[i]])));
}

async function topUp(userId: string, dollarsPaid: 10 | 25) {
  const url = await createTestCheckout(getDb(), userId, topUpPurchase(findTopUpPack(DEFAULT_PRICING, dollarsPaid)!), "billing");
  await payTestCheckout(getDb(), userId, url.split("/").pop()!);
  const rows = await getDb().select().from(payments).where(eq(payments.userId, userId));
  return rows[rows.length - 1];
}

const today = isoDay(new Date());

describe("the Payments CSV", () => {
  it("formats cents as dollars", () => {
    expect([dollars(2_500), dollars(1_999), dollars(5), dollars(0), dollars(-250)]).toEqual(["25.00", "19.99", "0.05", "0.00", "-2.50"]);
  });

  it("has each payment with dollars, status, refunded amount and shortfall, audited", async () => {
    const buyer = await createUser({ credits: 0 });
    const paid = await topUp(buyer.id, 10);
    const part = await topUp(buyer.id, 25);
    // The buyer spends all but 100 credits, then gets the whole $25 back: the rest is a shortfall.
    const spender = await createUser({ credits: 0 });
    const spent = await topUp(spender.id, 25);
    await getDb().transaction((tx) => debitAccount(tx, { userId: spender.id, amount: 1_200, description: "spent" }));
    await refundPayment(getDb(), actor, { paymentId: part.id, amountCents: 1_250, reason: "Half" });
    await refundPayment(getDb(), actor, { paymentId: spent.id, amountCents: 2_500, reason: "All" });

    const answer = await exportPaymentsCsv(getDb(), actor, new URLSearchParams({ from: today, to: today }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="payments-${today}-to-${today}.csv"`);
    const text = await answer.text();
    expect(text.split("\n")[0].replaceAll('"', "")).toBe(
      "created_at,payment_id,user_id,user_email,provider,what,amount_usd,status,record_status,refunded_usd,disputed_usd,credits,credits_taken_back,credits_shortfall,charge_ref",
    );
    const byId = new Map(records(text).map((r) => [r.payment_id, r]));
    expect(byId.get(paid.id)).toMatchObject({
      user_email: buyer.email,
      provider: "test",
      what: "Credit top-up",
      amount_usd: "10.00",
      status: "Paid",
      refunded_usd: "0.00",
      credits: String(paid.credits),
      credits_shortfall: "0",
    });
    expect(byId.get(part.id)).toMatchObject({ amount_usd: "25.00", status: "Partly refunded", refunded_usd: "12.50", credits_taken_back: "650" });
    expect(byId.get(spent.id)).toMatchObject({
      amount_usd: "25.00",
      status: "Refunded",
      refunded_usd: "25.00",
      credits_taken_back: "100",
      credits_shortfall: "1200",
    });
    const [audit] = await getDb().select().from(adminActions).where(eq(adminActions.action, "export.payments"));
    expect(audit).toMatchObject({ adminId: actor.id, after: { from: today, to: today } });
  });

  it("keeps to the range and refuses a bad one", async () => {
    const buyer = await createUser({ credits: 0 });
    const old = await topUp(buyer.id, 10);
    await getDb()
      .update(payments)
      .set({ createdAt: new Date("2025-03-10T12:00:00Z") })
      .where(eq(payments.id, old.id));
    const march = await (await exportPaymentsCsv(getDb(), actor, new URLSearchParams({ from: "2025-03-01", to: "2025-03-31" }))).text();
    expect(records(march).map((r) => r.payment_id)).toEqual([old.id]);
    const now = await (await exportPaymentsCsv(getDb(), actor, new URLSearchParams({ from: today, to: today }))).text();
    expect(records(now).some((r) => r.payment_id === old.id)).toBe(false);
    const bad = await exportPaymentsCsv(getDb(), actor, new URLSearchParams({ from: "2025-03-01" }));
    expect(bad.status).toBe(400);
  });

  it("is the route's answer for an admin, and not for a user", async () => {
    const admin = await createSignedInUser();
    await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    const member = await createSignedInUser();
    const get = (cookie: string) =>
      new Request(`${getEnv().PUBLIC_URL}/hidden/admin/export/payments.csv?from=${today}&to=${today}`, { headers: { cookie } });
    const answer = (await exportPaymentsRoute.loader({ request: get(admin.cookie), params: {}, context: {} } as never)) as Response;
    expect(answer.status).toBe(200);
    expect((await answer.text()).replaceAll('"', "").startsWith("created_at,payment_id")).toBe(true);
    let refused: unknown;
    try {
      refused = await exportPaymentsRoute.loader({ request: get(member.cookie), params: {}, context: {} } as never);
    } catch (thrown) {
      refused = thrown;
    }
    expect((refused as Response).status).not.toBe(200);
  });
});
