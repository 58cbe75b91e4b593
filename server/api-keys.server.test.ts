import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { apiKeys, credits, generations, users } from "~/db/schema";
import { runningGenerations } from "~/features/generation/inflight-generations.server";
import { getEnv, resetEnvCache } from "~/utils/env.server";
import { createSignedInUser } from "../tests/factories";

// API keys through the whole Hono app (CONTRACT.md "Public API"): made while
// signed in, shown once, used as bearer tokens by a program on another origin,
// within their scopes, quota and monthly cap, and stopped at once.

vi.mock("virtual:react-router/server-build", () => import("../tests/setup/react-router-build"));
const { app } = await import("./app");

const site = () => getEnv().PUBLIC_URL;
const EVIL = "http://elsewhere.example";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function sessionCall(cookie: string, path: string, init: { method?: string; body?: unknown } = {}) {
  return app.request(`${site()}${path}`, {
    method: init.method ?? "GET",
    headers: { cookie, origin: site(), "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

function keyCall(key: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return app.request(`${site()}${path}`, {
    method: init.method ?? "GET",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function makeKey(cookie: string, body: Json = {}) {
  const answer = await sessionCall(cookie, "/api/keys", {
    method: "POST",
    body: { name: "script", scopes: ["generate", "read", "delete"], ...body },
  });
  expect(answer.status).toBe(201);
  return (await answer.json()) as { ok: true; key: string; apiKey: Json };
}

const balanceOf = async (userId: string) => (await getDb().select().from(credits).where(eq(credits.userId, userId)))[0]?.amount;
const generate = (key: string, idempotencyKey: string, headers: Record<string, string> = {}) =>
  keyCall(key, "/api/generations", { method: "POST", body: { prompt: "a lighthouse at dusk", model: "flux", idempotencyKey }, headers });

afterEach(async () => {
  await Promise.all(runningGenerations());
});

afterAll(() => {
  delete process.env.API_RATE_LIMIT;
  resetEnvCache();
});

describe("making a key", () => {
  it("shows the key once, keeps only its digest and lists it by prefix", async () => {
    const { cookie, user } = await createSignedInUser();
    const { key, apiKey } = await makeKey(cookie, { name: "render farm", scopes: ["read"], expiresInDays: 30, monthlyCreditLimit: 50 });
    expect(key).toMatch(/^uai_[A-Za-z0-9_-]{32}$/);
    expect(apiKey).toMatchObject({ name: "render farm", scopes: ["read"], monthlyCreditLimit: 50, prefix: key.slice(0, 12), status: "active" });

    const [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.userId, user.id));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = (await (await sessionCall(cookie, "/api/keys")).json()) as Json;
    expect(listed.apiKeys).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(key);
    expect(listed.apiKeys[0]).toMatchObject({ id: apiKey.id, prefix: key.slice(0, 12), spentThisMonth: 0 });
  });

  it("refuses unknown fields, empty scopes and unknown scopes with a clear 400, and makes nothing", async () => {
    const { cookie, user } = await createSignedInUser();
    for (const body of [
      { name: "x", scopes: ["read"], admin: true },
      { name: "x", scopes: [] },
      { name: "x", scopes: ["read", "billing"] },
      { name: "", scopes: ["read"] },
      { name: "x", scopes: ["read"], monthlyCreditLimit: 0 },
    ]) {
      const answer = await sessionCall(cookie, "/api/keys", { method: "POST", body });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as Json).error).toMatchObject({ code: "BAD_REQUEST", title: "Invalid request" });
    }
    expect(await getDb().select().from(apiKeys).where(eq(apiKeys.userId, user.id))).toHaveLength(0);
  });

  it("is refused to a key: a key never makes, lists or revokes keys, nor opens a page", async () => {
    const { cookie, user } = await createSignedInUser();
    const { key, apiKey } = await makeKey(cookie);
    const attempts = [
      keyCall(key, "/api/keys", { method: "POST", body: { name: "escalated", scopes: ["generate", "read", "delete"] } }),
      keyCall(key, "/api/keys"),
      keyCall(key, `/api/keys/${apiKey.id}`, { method: "DELETE" }),
      keyCall(key, "/account/api"),
      keyCall(key, "/account/billing"),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as Json).error.title).toBe("Not available with an API key");
    }
    expect(await getDb().select().from(apiKeys).where(eq(apiKeys.userId, user.id))).toHaveLength(1);
  });

  it("needs a session: without one the key API answers 401", async () => {
    const answer = await app.request(`${site()}/api/keys`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(answer.status).toBe(401);
  });
});

describe("calling with a key", () => {
  it("reads the balance with RateLimit headers and CORS for any origin", async () => {
    const { cookie } = await createSignedInUser({ credits: 7 });
    const { key } = await makeKey(cookie);
    const answer = await keyCall(key, "/api/credits", { headers: { origin: EVIL } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, balance: 7 });
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    expect(answer.headers.get("ratelimit-limit")).toBe("120");
    expect(Number(answer.headers.get("ratelimit-remaining"))).toBe(119);
    expect(Number(answer.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
  });

  it("answers a preflight for any origin, naming the methods and headers a program may send", async () => {
    const answer = await app.request(`${site()}/api/generations`, {
      method: "OPTIONS",
      headers: { origin: EVIL, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("access-control-allow-methods")).toContain("POST");
    expect(answer.headers.get("access-control-allow-headers")).toMatch(/Authorization/);
    expect(answer.headers.get("access-control-allow-headers")).toMatch(/Idempotency-Key/);
  });

  it("generates from another origin (no cookie, so no Origin check), charging 1 credit and naming the key", async () => {
    const { cookie, user } = await createSignedInUser({ credits: 3 });
    const { key, apiKey } = await makeKey(cookie);
    const answer = await generate(key, "cross-origin-1", { origin: EVIL });
    expect(answer.status).toBe(202);
    const body = (await answer.json()) as Json;
    expect(body.balance).toBe(2);
    const [row] = await getDb().select().from(generations).where(eq(generations.id, body.generation.id));
    expect(row.apiKeyId).toBe(apiKey.id);
    // The same Idempotency-Key header again: the same picture, nothing charged.
    await Promise.all(runningGenerations());
    const again = await keyCall(key, "/api/generations", {
      method: "POST",
      body: { prompt: "a lighthouse at dusk", model: "flux" },
      headers: { "idempotency-key": "cross-origin-1" },
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Json).generation.id).toBe(body.generation.id);
    expect(await balanceOf(user.id)).toBe(2);
  });

  it("refuses unknown, revoked and expired keys with 401 and WWW-Authenticate: Bearer", async () => {
    const { cookie, user } = await createSignedInUser();
    const revoked = await makeKey(cookie);
    const expired = await makeKey(cookie, { expiresInDays: 1 });
    expect((await sessionCall(cookie, `/api/keys/${revoked.apiKey.id}`, { method: "DELETE" })).status).toBe(200);
    await getDb()
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expired.apiKey.id));
    const cases = [
      ["uai_" + "A".repeat(32), "Invalid API key"],
      ["not-even-a-key", "Invalid API key"],
      [revoked.key, "API key revoked"],
      [expired.key, "API key expired"],
    ] as const;
    for (const [key, title] of cases) {
      const answer = await keyCall(key, "/api/credits");
      expect(answer.status).toBe(401);
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(((await answer.json()) as Json).error).toMatchObject({ code: "UNAUTHENTICATED", title });
    }
    // A key never falls back to the session sent with it.
    const withCookie = await app.request(`${site()}/api/credits`, { headers: { authorization: `Bearer ${revoked.key}`, cookie } });
    expect(withCookie.status).toBe(401);
    expect(user.id).toBeTruthy();
  });

  it("stops at once when the account is suspended", async () => {
    const { cookie, user } = await createSignedInUser();
    const { key } = await makeKey(cookie);
    expect((await keyCall(key, "/api/credits")).status).toBe(200);
    await getDb().update(users).set({ banned: true }).where(eq(users.id, user.id));
    const answer = await keyCall(key, "/api/credits");
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as Json).error.title).toBe("Account suspended");
  });

  it("keeps to its scopes: a read key cannot generate or delete, and nothing is charged", async () => {
    const { cookie, user } = await createSignedInUser({ credits: 3 });
    const { key } = await makeKey(cookie, { scopes: ["read"] });
    const created = await generate(key, "scope-escalation");
    expect(created.status).toBe(403);
    expect(((await created.json()) as Json).error).toMatchObject({ code: "FORBIDDEN", title: "Missing scope" });
    const deleted = await keyCall(key, "/api/generations/00000000-0000-4000-8000-000000000000", { method: "DELETE" });
    expect(deleted.status).toBe(403);
    expect(await balanceOf(user.id)).toBe(3);
    expect(await getDb().select().from(generations).where(eq(generations.userId, user.id))).toHaveLength(0);
    const generateOnly = await makeKey(cookie, { scopes: ["generate"] });
    expect((await keyCall(generateOnly.key, "/api/credits")).status).toBe(403);
  });

  it("ignores an identity header a client made up", async () => {
    const { user } = await createSignedInUser({ credits: 3 });
    const forged = JSON.stringify({ keyId: "00000000-0000-4000-8000-000000000000", userId: user.id, scopes: ["read"], monthlyCreditLimit: null });
    const answer = await app.request(`${site()}/api/credits`, { headers: { "x-uai-api-key": forged } });
    expect(answer.status).toBe(401);
  });
});

describe("another user's pictures", () => {
  it("are not found through a key (404), whatever the method", async () => {
    const owner = await createSignedInUser({ credits: 3 });
    const started = await sessionCall(owner.cookie, "/api/generations", {
      method: "POST",
      // Private: a public picture's /image is anyone's to see, by design.
      body: { prompt: "a lighthouse at dusk", model: "flux", idempotencyKey: "owner-first", isPrivate: true },
    });
    expect(started.status, await started.clone().text()).toBe(202);
    const id = ((await started.json()) as Json).generation.id as string;
    await Promise.all(runningGenerations());

    const intruder = await createSignedInUser();
    const { key } = await makeKey(intruder.cookie);
    for (const [method, path] of [
      ["GET", `/api/generations/${id}`],
      ["DELETE", `/api/generations/${id}`],
      ["GET", `/api/generations/${id}/download`],
      ["GET", `/api/generations/${id}/image`],
    ] as const) {
      const answer = await keyCall(key, path, { method });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    const zip = await keyCall(key, "/api/images/zip", { method: "POST", body: { ids: [id] } });
    expect(zip.status).toBe(404);
    const [row] = await getDb().select().from(generations).where(eq(generations.id, id));
    expect(row.status).toBe("succeeded");
    // The owner's own key reads it, picture included.
    const own = await makeKey(owner.cookie);
    expect((await keyCall(own.key, `/api/generations/${id}`)).status).toBe(200);
    const picture = await keyCall(own.key, `/api/generations/${id}/download`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
  });
});

describe("the per-key quota", () => {
  it("answers 429 with Retry-After past API_RATE_LIMIT requests a minute, for that key only", async () => {
    process.env.API_RATE_LIMIT = "3";
    resetEnvCache();
    try {
      const { cookie } = await createSignedInUser();
      const { key } = await makeKey(cookie);
      const other = await makeKey(cookie);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await keyCall(key, "/api/credits")).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await keyCall(key, "/api/credits");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.headers.get("ratelimit-remaining")).toBe("0");
      expect(((await refused.json()) as Json).error.code).toBe("TOO_MANY_REQUESTS");
      expect((await keyCall(other.key, "/api/credits")).status).toBe(200);
    } finally {
      delete process.env.API_RATE_LIMIT;
      resetEnvCache();
    }
  });
});

describe("the monthly credit limit", () => {
  it("refuses a generation that would pass it (422), charging nothing", async () => {
    const { cookie, user } = await createSignedInUser({ credits: 10 });
    const { key, apiKey } = await makeKey(cookie, { monthlyCreditLimit: 2 });
    expect((await generate(key, "cap-first")).status).toBe(202);
    await Promise.all(runningGenerations());
    const two = await keyCall(key, "/api/generations", {
      method: "POST",
      body: { prompt: "a lighthouse at dusk", model: "flux", idempotencyKey: "cap-second", count: 2 },
    });
    expect(two.status).toBe(422);
    expect(((await two.json()) as Json).error).toMatchObject({ code: "UNPROCESSABLE", title: "Monthly limit reached" });
    expect(await balanceOf(user.id)).toBe(9);
    expect((await generate(key, "cap-third")).status).toBe(202);
    await Promise.all(runningGenerations());
    expect((await generate(key, "cap-fourth")).status).toBe(422);
    expect(await balanceOf(user.id)).toBe(8);
    const listed = (await (await sessionCall(cookie, "/api/keys")).json()) as Json;
    expect(listed.apiKeys.find((k: Json) => k.id === apiKey.id).spentThisMonth).toBe(2);
    // The session is not held to the key's limit.
    expect(
      (
        await sessionCall(cookie, "/api/generations", {
          method: "POST",
          body: { prompt: "a lighthouse at dusk", model: "flux", idempotencyKey: "cap-by-session" },
        })
      ).status,
    ).toBe(202);
  });

  it("holds under concurrent requests: the key never spends past it", async () => {
    const { cookie, user } = await createSignedInUser({ credits: 20 });
    const { key, apiKey } = await makeKey(cookie, { monthlyCreditLimit: 3 });
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => generate(key, `burst-${round}-${i}`)));
      for (const answer of answers) expect([202, 409, 422]).toContain(answer.status);
      await Promise.all(runningGenerations());
    }
    const [{ spent }] = (
      (await getDb().execute(
        sql`select count(*)::int as spent from generations where api_key_id = ${apiKey.id} and status <> 'failed'`,
      )) as unknown as {
        rows: { spent: number }[];
      }
    ).rows;
    expect(spent).toBeLessThanOrEqual(3);
    expect(await balanceOf(user.id)).toBe(20 - spent);
  });
});

describe("GET /api/generations", () => {
  it("pages newest first with a cursor that neither repeats nor skips, even within one millisecond", async () => {
    const { cookie, user } = await createSignedInUser();
    const { key } = await makeKey(cookie, { scopes: ["read"] });
    const base = {
      userId: user.id,
      prompt: "p",
      mode: "generate" as const,
      model: "flux",
      aspectRatio: "1:1",
      seed: 1,
      status: "succeeded" as const,
    };
    // Five pictures, three of them in the same millisecond (microseconds apart).
    await getDb().execute(sql`
      insert into generations (user_id, idempotency_key, prompt, mode, model, aspect_ratio, seed, status, created_at) values
      (${user.id}, 'p1', 'p', 'generate', 'flux', '1:1', 1, 'succeeded', '2026-01-01T00:00:00.000001Z'),
      (${user.id}, 'p2', 'p', 'generate', 'flux', '1:1', 1, 'succeeded', '2026-01-01T00:00:00.000002Z'),
      (${user.id}, 'p3', 'p', 'generate', 'flux', '1:1', 1, 'succeeded', '2026-01-01T00:00:00.000003Z'),
      (${user.id}, 'p4', 'p', 'generate', 'flux', '1:1', 1, 'succeeded', '2026-01-02T00:00:00Z'),
      (${user.id}, 'p5', 'p', 'generate', 'flux', '1:1', 1, 'failed', '2026-01-03T00:00:00Z')`);
    expect(base.userId).toBe(user.id);
    const seen: string[] = [];
    let cursor: string | null = "";
    let pages = 0;
    while (cursor !== null) {
      const answer = await keyCall(key, `/api/generations?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(answer.status).toBe(200);
      const page = (await answer.json()) as { items: { id: string; createdAt: string }[]; nextCursor: string | null };
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(2);
    const rows = await getDb().select().from(generations).where(eq(generations.userId, user.id));
    const byKey = new Map(rows.map((row) => [row.id, row.idempotencyKey]));
    expect(seen.map((id) => byKey.get(id))).toEqual(["p4", "p3", "p2", "p1"]);
  });

  it("refuses a cursor it did not give with a 400", async () => {
    const { cookie } = await createSignedInUser();
    const { key } = await makeKey(cookie, { scopes: ["read"] });
    const answer = await keyCall(key, "/api/generations?cursor=bogus");
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Json).error.code).toBe("BAD_REQUEST");
  });
});

beforeAll(() => {
  resetEnvCache();
});
