import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { generations } from "~/db/schema";
import { creditAccount, debitAccount } from "~/features/credits/ledger.server";
import { getEnv, resetEnvCache } from "~/utils/env.server";
import { createUser } from "../tests/factories";

// GET /metrics through the whole Hono app, as Prometheus would scrape it.

vi.mock("virtual:react-router/server-build", () => import("../tests/setup/react-router-build"));
const { app } = await import("./app");

const TOKEN = "metrics-token-for-tests-0123456789";
const get = (path: string, headers: Record<string, string> = {}) => app.request(`${getEnv().PUBLIC_URL}${path}`, { headers });
const scrape = async () => {
  const response = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
  expect(response.status).toBe(200);
  return response.text();
};
/** The value of one sample line, e.g. `credits_sold_total` or `http_request_duration_seconds_count{...}`. */
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

function withToken(token: string | undefined) {
  if (token === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = token;
  resetEnvCache();
}

afterEach(() => withToken(undefined));

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    withToken(undefined);
    expect((await get("/metrics")).status).toBe(404);
    expect((await get("/metrics", { authorization: `Bearer ${TOKEN}` })).status).toBe(404);
  });

  it("answers only the bearer of METRICS_TOKEN", async () => {
    withToken(TOKEN);
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await get("/metrics", authorization ? { authorization } : {});
      expect(response.status, authorization).toBe(401);
      expect(await response.text()).not.toContain("http_request_duration_seconds");
    }
    const ok = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(ok.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    const text = await ok.text();
    // Process metrics come with every scrape.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  it("times requests by route pattern and status, never by raw path", async () => {
    withToken(TOKEN);
    await get("/healthz");
    await get("/uncensored-ai-generator/some-slug-abc123");
    await get("/uncensored-ai-generator/another-slug-def456");
    await get("/no/such/page/9f8e7d");
    const text = await scrape();
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/healthz",status="\d{3}"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/uncensored-ai-generator\/:slug",status="\d{3}"\} [2-9]\d*$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="unmatched",status="\d{3}"\} \d+$/m);
    expect(text).not.toContain("some-slug-abc123");
    expect(text).not.toContain("9f8e7d");
  });

  it("reports the queue from the database and credits sold, spent and refunded from the ledger", async () => {
    withToken(TOKEN);
    const before = await scrape();
    const user = await createUser();
    const db = getDb();
    await creditAccount(db, { userId: user.id, amount: 50, description: "Top-up", idempotencyKey: `payment:test:${user.id}` });
    await debitAccount(db, { userId: user.id, amount: 3, description: "Image generation", idempotencyKey: `gen:${user.id}` });
    await debitAccount(db, { userId: user.id, amount: 7, description: "Adjustment", idempotencyKey: `adjustment:${user.id}` });
    await creditAccount(db, { userId: user.id, amount: 1, description: "Refund", idempotencyKey: `refund:${user.id}` });
    const waitingSince = new Date(Date.now() - 120_000);
    await db.insert(generations).values({
      userId: user.id,
      idempotencyKey: "metrics-queue",
      prompt: "a lighthouse",
      mode: "generate",
      model: "gpt-image-1",
      aspectRatio: "1:1",
      seed: 1,
      status: "pending",
      createdAt: waitingSince,
    });
    const after = await scrape();
    const delta = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(delta("credits_sold_total")).toBe(50);
    expect(delta("credits_spent_total")).toBe(3);
    expect(delta("credits_refunded_total")).toBe(1);
    expect(sample(after, "generation_queue_depth")).toBe(1);
    expect(sample(after, "generation_queue_oldest_waiting_seconds")).toBeGreaterThanOrEqual(119);
    expect(sample(after, "generation_queue_oldest_waiting_seconds")).toBeLessThan(600);
  });
});
