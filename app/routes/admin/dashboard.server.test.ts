import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations, moderationEvents, payments, transactions, users } from "~/db/schema";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser, createUser } from "../../../tests/factories";
import * as dashboardRoute from "./dashboard";
import { loadDashboardStats, type DashboardStats } from "./dashboard.server";

// A fixed "now" long before the real clock: rows the factories write at the real
// time fall after the period and never count. Period: 2025-05-17 … 2025-06-15 (UTC).
const NOW = new Date("2025-06-15T12:00:00Z");
const at = (iso: string) => new Date(iso);

let userId: string;

async function userCreatedAt(iso: string) {
  const user = await createUser();
  await getDb()
    .update(users)
    .set({ createdAt: at(iso) })
    .where(eq(users.id, user.id));
  return user;
}

/** A settled (or pending) generation created at `iso`, asked of the engine for `ms` milliseconds. */
async function generation(options: { iso: string; status: "succeeded" | "failed" | "pending"; engine: string; ms?: number }) {
  const created = at(options.iso);
  const started = options.ms === undefined ? null : new Date(created.getTime() + 1_000);
  const completed = started && options.status !== "pending" ? new Date(started.getTime() + options.ms!) : null;
  const [row] = await getDb()
    .insert(generations)
    .values({
      userId,
      idempotencyKey: randomBytes(8).toString("hex"),
      prompt: "a lighthouse at dusk",
      mode: "generate",
      model: "flux",
      aspectRatio: "1:1",
      seed: 1,
      status: options.status,
      engine: options.engine,
      error: options.status === "failed" ? "The image service did not answer in time. Your credit was refunded." : null,
      createdAt: created,
      startedAt: started,
      completedAt: completed,
    })
    .returning({ id: generations.id });
  return row.id;
}

async function refusal(iso: string, generationId: string | null = null) {
  await getDb()
    .insert(moderationEvents)
    .values({
      userId,
      layer: generationId ? "output" : "text",
      category: "sexual-needs-nsfw",
      minorSignal: false,
      reason: "test",
      prompt: "refused",
      isNsfw: false,
      generationId,
      createdAt: at(iso),
    });
}

async function payment(
  iso: string,
  values: { kind: "topup" | "subscription" | "renewal"; cents: number; credits: number; status?: string; plan?: string },
) {
  await getDb()
    .insert(payments)
    .values({
      provider: "test",
      providerId: `test_${randomBytes(6).toString("hex")}`,
      kind: values.kind,
      userId,
      amountCents: values.cents,
      credits: values.credits,
      status: values.status ?? "paid",
      details: values.plan ? { subscriptionId: "sub_test", planType: values.plan, billingCycle: "monthly" } : { packDollars: values.cents / 100 },
      createdAt: at(iso),
    });
}

async function ledger(iso: string, type: "credit" | "debit", amount: number, idempotencyKey?: string) {
  await getDb()
    .insert(transactions)
    .values({ userId, type, amount, description: "test", idempotencyKey, createdAt: at(iso) });
}

/** The days of a series with a non-zero value, as { day: value }. */
function nonZero<Row extends { day: string }>(days: Row[], key: Exclude<keyof Row, "day">) {
  return Object.fromEntries(days.filter((d) => d[key] !== 0).map((d) => [d.day, d[key]]));
}

beforeAll(async () => {
  const owner = await userCreatedAt("2025-06-15T08:00:00Z");
  userId = owner.id;
  await userCreatedAt("2025-06-10T00:00:00Z");
  await userCreatedAt("2025-05-17T00:00:00Z"); // the first second of the period
  await userCreatedAt("2025-05-16T23:59:59Z"); // the day before: not counted
  await userCreatedAt("2025-06-16T00:00:00Z"); // after the period: not counted

  // Engine "alpha": latencies 100, 200, 300, 400 ms and one failure at 1000 ms.
  await generation({ iso: "2025-06-14T09:00:00Z", status: "succeeded", engine: "alpha", ms: 100 });
  await generation({ iso: "2025-06-14T10:00:00Z", status: "succeeded", engine: "alpha", ms: 200 });
  await generation({ iso: "2025-06-14T11:00:00Z", status: "failed", engine: "alpha", ms: 1000 });
  await generation({ iso: "2025-06-15T01:00:00Z", status: "succeeded", engine: "alpha", ms: 300 });
  await generation({ iso: "2025-06-15T02:00:00Z", status: "succeeded", engine: "alpha", ms: 400 });
  await generation({ iso: "2025-06-15T03:00:00Z", status: "pending", engine: "alpha" });
  await generation({ iso: "2025-05-16T12:00:00Z", status: "succeeded", engine: "alpha", ms: 5000 }); // before the period
  // Engine "beta": 50 and 150 ms, one untimed success, and a picture the content rules blocked (250 ms).
  await generation({ iso: "2025-05-17T00:00:00Z", status: "succeeded", engine: "beta", ms: 50 });
  await generation({ iso: "2025-05-17T23:59:59Z", status: "succeeded", engine: "beta", ms: 150 });
  await generation({ iso: "2025-06-01T12:00:00Z", status: "succeeded", engine: "beta" });
  const blocked = await generation({ iso: "2025-06-01T13:00:00Z", status: "failed", engine: "beta", ms: 250 });

  await refusal("2025-06-01T13:00:05Z", blocked);
  await refusal("2025-06-15T04:00:00Z");
  await refusal("2025-06-15T05:00:00Z");
  await refusal("2025-05-16T10:00:00Z"); // before the period

  await payment("2025-06-10T10:00:00Z", { kind: "subscription", cents: 2_500, credits: 1_000, plan: "creator" });
  await payment("2025-06-14T10:00:00Z", { kind: "topup", cents: 1_000, credits: 500 });
  await payment("2025-06-15T10:00:00Z", { kind: "renewal", cents: 4_500, credits: 2_000, plan: "agency" });
  await payment("2025-06-15T11:00:00Z", { kind: "renewal", cents: 4_500, credits: 0, plan: "agency", status: "not-granted" });
  await payment("2025-05-16T10:00:00Z", { kind: "topup", cents: 5_000, credits: 2_750 }); // before the period

  await ledger("2025-05-17T00:00:00Z", "debit", 1);
  await ledger("2025-06-14T09:00:00Z", "debit", 3);
  await ledger("2025-06-14T11:00:01Z", "credit", 1, `refund:${blocked}`);
  await ledger("2025-06-15T01:00:00Z", "debit", 2);
  await ledger("2025-06-15T10:00:00Z", "credit", 2_000, "payment:test:renewal"); // bought, not a refund
  await ledger("2025-06-15T10:30:00Z", "credit", 10, "adjustment:one"); // an admin's adjustment: not a refund
  await ledger("2025-06-15T10:40:00Z", "debit", 7, "adjustment:two"); // an admin took credits back: nothing was spent
  await ledger("2025-05-16T10:00:00Z", "debit", 5); // before the period
});

describe("dashboard aggregates", () => {
  let stats: DashboardStats;
  beforeAll(async () => {
    stats = await loadDashboardStats(getDb(), NOW);
  });

  it("covers the 30 UTC days ending today, one row per day", () => {
    expect(stats.period).toEqual({ firstDay: "2025-05-17", lastDay: "2025-06-15", days: 30 });
    for (const series of [stats.accounts.days, stats.generations.days, stats.credits.days, stats.revenue.days]) {
      expect(series).toHaveLength(30);
      expect(series[0].day).toBe("2025-05-17");
      expect(series[29].day).toBe("2025-06-15");
      expect(series[1].day).toBe("2025-05-18");
    }
  });

  it("counts new accounts per day, the period's first second included and the days around it left out", () => {
    expect(nonZero(stats.accounts.days, "accounts")).toEqual({ "2025-05-17": 1, "2025-06-10": 1, "2025-06-15": 1 });
    expect(stats.accounts.total).toBe(3);
  });

  it("splits generations into succeeded, failed and refused, a blocked picture counting once as a refusal", () => {
    expect(nonZero(stats.generations.days, "succeeded")).toEqual({ "2025-05-17": 2, "2025-06-01": 1, "2025-06-14": 2, "2025-06-15": 2 });
    expect(nonZero(stats.generations.days, "failed")).toEqual({ "2025-06-14": 1 });
    expect(nonZero(stats.generations.days, "refused")).toEqual({ "2025-06-01": 1, "2025-06-15": 2 });
    expect(stats.generations.totals).toEqual({ succeeded: 7, failed: 1, refused: 3 });
  });

  it("compares credits sold (paid payments) with credits spent (debits less refunds; admins' adjustments are neither)", () => {
    expect(nonZero(stats.credits.days, "sold")).toEqual({ "2025-06-10": 1_000, "2025-06-14": 500, "2025-06-15": 2_000 });
    expect(nonZero(stats.credits.days, "spent")).toEqual({ "2025-05-17": 1, "2025-06-14": 2, "2025-06-15": 2 });
    expect(stats.credits.totals).toEqual({ sold: 3_500, spent: 5 });
  });

  it("splits revenue in cents by plan and top-ups, paid payments only", () => {
    expect(nonZero(stats.revenue.days, "creator")).toEqual({ "2025-06-10": 2_500 });
    expect(nonZero(stats.revenue.days, "agency")).toEqual({ "2025-06-15": 4_500 });
    expect(nonZero(stats.revenue.days, "topup")).toEqual({ "2025-06-14": 1_000 });
    expect(stats.revenue.totals).toEqual({ creator: 2_500, agency: 4_500, topup: 1_000 });
  });

  it("gives each engine its settled count, failure rate and latency percentiles, and all engines together", () => {
    expect(stats.engines.rows).toEqual([
      { engine: "alpha", count: 5, failed: 1, failureRate: 0.2, p50Ms: 300, p95Ms: 880 },
      // The blocked picture settled as failed but is not the engine's failure; the untimed row has no latency.
      { engine: "beta", count: 4, failed: 0, failureRate: 0, p50Ms: 150, p95Ms: 240 },
    ]);
    // Timed rows of both: 50, 100, 150, 200, 250, 300, 400, 1000 ms.
    expect(stats.engines.total).toEqual({ engine: "all", count: 9, failed: 1, failureRate: 1 / 9, p50Ms: 225, p95Ms: 790 });
  });

  it("answers zeros and no engines for a period without rows", async () => {
    const empty = await loadDashboardStats(getDb(), new Date("2024-01-15T00:00:00Z"));
    expect(empty.period).toEqual({ firstDay: "2023-12-17", lastDay: "2024-01-15", days: 30 });
    expect(empty.accounts.total).toBe(0);
    expect(empty.accounts.days.every((d) => d.accounts === 0)).toBe(true);
    expect(empty.generations.totals).toEqual({ succeeded: 0, failed: 0, refused: 0 });
    expect(empty.credits.totals).toEqual({ sold: 0, spent: 0 });
    expect(empty.revenue.totals).toEqual({ creator: 0, agency: 0, topup: 0 });
    expect(empty.engines).toEqual({ rows: [], total: null });
  });

  it("returns plain data that survives JSON (the loader's answer)", () => {
    expect(JSON.parse(JSON.stringify(stats))).toEqual(stats);
  });
});

describe("the dashboard loader", () => {
  it("gives an admin the catalogue counts, the day's refusals and the charts' figures", async () => {
    const { user, cookie } = await createSignedInUser();
    await getDb().update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    const request = new Request(`${getEnv().PUBLIC_URL}/hidden/admin/dashboard`, { headers: { cookie, "user-agent": "vitest" } });
    const result = await dashboardRoute.loader({ request, params: {}, context: {} } as Parameters<typeof dashboardRoute.loader>[0]);
    const today = new Date().toISOString().slice(0, 10);
    expect(result.counts).toEqual({ apps: 0, generators: 0 });
    expect(result.stats.period.lastDay).toBe(today);
    // The admin signed up just now; the fixture's accounts are from long before today.
    expect(result.stats.accounts.days.at(-1)).toEqual({ day: today, accounts: 1 });
    expect(result.stats.accounts.total).toBe(1);
    expect(result.stats.generations.totals).toEqual({ succeeded: 0, failed: 0, refused: 0 });
  });
});
