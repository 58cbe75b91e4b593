import { count, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { accounts, appSettings, generations, moderationEvents, payments, profiles, subscriptions, transactions, users } from "~/db/schema";
import { loadDashboardStats } from "~/routes/admin/dashboard.server";
import { DEMO_HISTORY_KEY, planDemoHistory, seedDemoHistory } from "./seed-history.server";

const NOW = new Date();
const DEMO_EMAILS = "demo.user.%@example.com";

async function tally() {
  const db = getDb();
  const [[u], [t], [p], [g], [m], [s]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(transactions),
    db.select({ n: count() }).from(payments),
    db.select({ n: count() }).from(generations),
    db.select({ n: count() }).from(moderationEvents),
    db.select({ n: count() }).from(subscriptions),
  ]);
  return { users: u.n, transactions: t.n, payments: p.n, generations: g.n, refusals: m.n, subscriptions: s.n };
}

// Both drivers answer `execute` with `{ rows }`.
async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await getDb().execute(query)) as unknown as { rows: T[] }).rows;
}

describe("demo history seed", () => {
  it("does nothing when this start did not seed the demo catalogue", async () => {
    expect(await seedDemoHistory(getDb(), { catalogSeeded: false, signupCredits: 3, now: NOW })).toEqual({ seeded: false });
    expect(await tally()).toEqual({ users: 0, transactions: 0, payments: 0, generations: 0, refusals: 0, subscriptions: 0 });
    expect(await getDb().select().from(appSettings).where(eq(appSettings.key, DEMO_HISTORY_KEY))).toEqual([]);
  });

  it("plans the same history for the same moment", () => {
    expect(planDemoHistory(NOW)).toEqual(planDemoHistory(NOW));
  });

  it("writes a month of accounts, money, generations and refusals once, even when two starts race", async () => {
    const results = await Promise.all([
      seedDemoHistory(getDb(), { catalogSeeded: true, signupCredits: 3, now: NOW }),
      seedDemoHistory(getDb(), { catalogSeeded: true, signupCredits: 3, now: NOW }),
    ]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    const after = await tally();
    expect(after.users).toBe(60);
    expect(after.generations).toBeGreaterThan(200);
    expect(after.refusals).toBeGreaterThan(0);
    expect(after.subscriptions).toBe(2);

    // A second start (or a third) adds nothing.
    expect(await seedDemoHistory(getDb(), { catalogSeeded: true, signupCredits: 3, now: NOW })).toEqual({ seeded: false });
    expect(await tally()).toEqual(after);
  });

  it("gives every demo account a profile, a verified e-mail, no way to sign in, and a balance equal to its ledger", async () => {
    const db = getDb();
    const demo = await db.select().from(users).where(like(users.email, DEMO_EMAILS));
    expect(demo).toHaveLength(60);
    expect(demo.every((u) => u.emailVerified && u.role === "user")).toBe(true);
    expect(await db.select({ n: count() }).from(accounts)).toEqual([{ n: 0 }]);
    expect(await db.select({ n: count() }).from(profiles)).toEqual([{ n: 60 }]);

    const ledger = await rows<{ id: string; balance: number | null; ledger: number }>(sql`
      select u.id, c.amount as balance,
             coalesce((select sum(case when t.type = 'credit' then t.amount else -t.amount end) from transactions t where t.user_id = u.id), 0)::int as ledger
      from users u left join credits c on c.user_id = u.id`);
    expect(ledger).toHaveLength(60);
    for (const row of ledger) expect(row.balance, row.id).toBe(row.ledger);
    // Everyone got the welcome credits, dated when they joined.
    const grants = await rows<{ n: number }>(sql`
      select count(*)::int as n from transactions t join users u on t.user_id = u.id
      where t.idempotency_key = 'signup:' || u.id and t.amount = 3 and t.created_at = u.created_at`);
    expect(grants).toEqual([{ n: 60 }]);
  });

  it("records paid test-checkout payments, each with its ledger credit on the same day, and two active plans", async () => {
    const paid = await getDb().select().from(payments);
    expect(paid.length).toBeGreaterThan(5);
    expect(new Set(paid.map((p) => p.kind))).toEqual(new Set(["topup", "subscription", "renewal"]));
    for (const payment of paid) {
      expect(payment).toMatchObject({ provider: "test", status: "paid" });
      expect(payment.providerId).toMatch(/^seed_/);
      const [credit] = await getDb()
        .select()
        .from(transactions)
        .where(eq(transactions.idempotencyKey, `payment:test:${payment.providerId}`));
      expect(credit).toMatchObject({ type: "credit", amount: payment.credits, userId: payment.userId, createdAt: payment.createdAt });
    }
    const plans = await getDb().select().from(subscriptions);
    expect(plans.map((p) => [p.planType, p.status]).sort()).toEqual([
      ["agency", "active"],
      ["creator", "active"],
    ]);
    expect(plans.every((p) => p.currentPeriodEnd! > NOW)).toBe(true);
  });

  it("writes settled generations without picture files: failed ones with their error, refunded, all before now", async () => {
    const all = await getDb().select().from(generations);
    expect(all.every((g) => g.imagePath === null && g.thumbPath === null && g.engine === "local")).toBe(true);
    expect(all.every((g) => g.startedAt! > g.createdAt && g.completedAt! > g.startedAt! && g.completedAt! <= NOW)).toBe(true);
    const failed = all.filter((g) => g.status === "failed");
    expect(failed.length).toBeGreaterThan(0);
    expect(all.filter((g) => g.status === "succeeded").length).toBeGreaterThan(failed.length);
    for (const g of failed) {
      expect(g.error).toMatch(/Your credit was refunded\.$/);
      const [refund] = await getDb()
        .select()
        .from(transactions)
        .where(eq(transactions.idempotencyKey, `refund:${g.id}`));
      expect(refund).toMatchObject({ type: "credit", amount: 1, userId: g.userId });
    }
  });

  it("fills every chart of the dashboard", async () => {
    const stats = await loadDashboardStats(getDb(), NOW);
    expect(stats.accounts.total).toBeGreaterThanOrEqual(55);
    expect(stats.accounts.days.filter((d) => d.accounts > 0).length).toBeGreaterThan(15);
    expect(stats.generations.totals.succeeded).toBeGreaterThan(100);
    expect(stats.generations.totals.failed).toBeGreaterThan(0);
    expect(stats.generations.totals.refused).toBeGreaterThan(0);
    expect(stats.credits.totals.sold).toBeGreaterThan(0);
    expect(stats.credits.totals.spent).toBeGreaterThan(100);
    expect(stats.revenue.totals.creator).toBeGreaterThan(0);
    expect(stats.revenue.totals.agency).toBeGreaterThan(0);
    expect(stats.revenue.totals.topup).toBeGreaterThan(0);
    expect(stats.engines.rows.map((r) => r.engine)).toEqual(["local"]);
    expect(stats.engines.total!.p50Ms).toBeGreaterThan(300);
    expect(stats.engines.total!.p50Ms).toBeLessThan(3_000);
  });
});
