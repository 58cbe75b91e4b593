import { eq, sql } from "drizzle-orm";
import { generatePath, matchRoutes, type RouteObject } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { getDb } from "~/db/db.server";
import { credits, generators, sessions, users } from "~/db/schema";
import { runningGenerations } from "~/features/generation/inflight-generations.server";
import { getAuth } from "~/features/accounts/auth.server";
import { getEnv, siteOrigins } from "~/utils/env.server";
import routeConfig from "~/routes";
import { createApp, createGenerator, createSignedInUser } from "../tests/factories";
import { checkRequestOrigin } from "./csrf";

// The CSRF rule (docs/decisions/011-csrf-origin-rule.md), tried as an attacker
// would: through the whole Hono app, on every route of app/routes.ts and every
// better-auth endpoint, with the victim's (an admin's) session cookie.

vi.mock("virtual:react-router/server-build", () => import("../tests/setup/react-router-build"));
const { app } = await import("./app");

const EVIL = "http://evil.example";
/** Same site as http://localhost:3999 (ports and sub-domains do not make another site), other origin. */
const SIBLING = "http://admin.localhost:3999";
const OTHER_PORT = "http://localhost:4000";

let admin: { cookie: string; user: { id: string } };
let fixtures: { generatorSlug: string; appSlug: string; generationId: string };

const site = () => getEnv().PUBLIC_URL;

function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {}) {
  return app.request(`${site()}${path}`, {
    method: init.method ?? "POST",
    headers: { cookie: admin.cookie, "user-agent": "vitest", ...init.headers },
    body: init.body,
  });
}

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

async function pngFile() {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "pixel.png", { type: "image/png" });
}

/** Every table's rows, as one fingerprint per table: any write by a request shows. */
async function databaseFingerprint() {
  const db = getDb();
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const prints: Record<string, string> = {};
  for (const { table_name: table } of tables.rows) {
    const result = (await db.execute(
      sql.raw(`select count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${table}" t`),
    )) as unknown as { rows: { n: string; h: string }[] };
    prints[table] = `${result.rows[0].n}:${result.rows[0].h}`;
  }
  return prints;
}

// ---- The route table, flattened as React Router does, with one concrete URL per route.

type Walked = { id: string; url: string };

function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    return entry.index ? { id, index: true } : { id, path: entry.path, children: toRouteObjects(entry.children ?? []) };
  });
}

function walkRoutes(entries: RouteConfigEntry[], parentPath = ""): Walked[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    const own = entry.path ? `${parentPath.replace(/\/$/, "")}/${entry.path.replace(/^\//, "")}` : parentPath || "/";
    const children = walkRoutes(entry.children ?? [], own);
    // A route without a path of its own (a layout) is reached through its first child.
    const url = entry.path || entry.index || children.length === 0 ? concreteUrl(own) : children[0].url;
    return [{ id, url }, ...children];
  });
}

function concreteUrl(pattern: string) {
  return generatePath(pattern, {
    slug: fixtures.generatorSlug,
    id: fixtures.generationId,
    sessionId: "cs_test_walk",
    paymentId: fixtures.generationId,
    deliveryId: fixtures.generationId,
    status: "new",
    name: "sample-1.webp",
    width: "480",
    bucket: "media_library",
    "*": "walk/anything",
    userId: admin.user.id,
  });
}

/** The body an attacker would send: a real write on the routes that make one. */
async function attackBody(id: string): Promise<FormData> {
  switch (id) {
    case "routes/admin/generators-save":
      return form({ title: "Intruder", slug: "intruder-generator", description: "x", link: "/generator-app", imageFile: await pngFile() });
    case "routes/admin/apps-save":
      return form({ title: "Intruder", slug: "intruder-app", description: "x", imageFile: await pngFile() });
    case "routes/admin/media-upload":
    case "routes/admin/settings-logo":
      return form({ file: await pngFile(), altText: "intruder" });
    case "routes/resources/generations":
      return form({ prompt: "a red fox in the snow", model: "flux", idempotencyKey: `attack-${Date.now()}-${Math.random().toString(36).slice(2)}` });
    case "routes/resources/adult-confirmation":
      return form({ confirmed: "true" });
    case "routes/account/profile":
      return form({ intent: "update-profile", username: "intruder" });
    case "routes/resources/create-checkout":
      return form({ topUpAmount: "10" });
    case "routes/admin/user":
      return form({ intent: "adjust-credits", amount: "1000", reason: "Intruder" });
    case "routes/admin/user-delete":
      return form({ intent: "delete-account", reason: "Intruder", confirmEmail: "victim@example.com" });
    case "routes/admin/settings":
      return form({ intent: "maintenance", enabled: "on", message: "Taken over" });
    default:
      return form({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" });
  }
}

beforeAll(async () => {
  admin = await createSignedInUser({ credits: 5 });
  await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
  const generator = await createGenerator();
  const catalogApp = await createApp();
  // A real generation of the victim's, so the :id routes reach their handlers.
  const started = await send("/api/generations", {
    headers: { origin: site(), accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({ prompt: "a lighthouse at dusk", model: "flux", idempotencyKey: "csrf-walk-fixture" }),
  });
  expect(started.status).toBe(202);
  const generationId = ((await started.json()) as { generation: { id: string } }).generation.id;
  await Promise.all(runningGenerations());
  fixtures = { generatorSlug: generator.slug, appSlug: catalogApp.slug, generationId };
});

afterAll(async () => {
  await Promise.all(runningGenerations());
});

describe("the route walk", () => {
  it("gives every route of app/routes.ts a URL that reaches it", () => {
    const walked = walkRoutes(routeConfig);
    const objects = toRouteObjects(routeConfig);
    const ids = (entries: RouteConfigEntry[]): string[] =>
      entries.flatMap((e) => [e.id ?? e.file.replace(/\.[jt]sx?$/, ""), ...ids(e.children ?? [])]);
    expect(walked.map((w) => w.id).sort()).toEqual(ids(routeConfig).sort());
    for (const route of walked) {
      const matched = (matchRoutes(objects, route.url) ?? []).map((m) => m.route.id);
      expect(matched, `${route.id} at ${route.url}`).toContain(route.id);
    }
  });
});

describe("a cross-origin request with the victim's session cookie", () => {
  const attacks: { name: string; headers: Record<string, string> }[] = [
    { name: "another site", headers: { origin: EVIL } },
    { name: "another site, Fetch Metadata too", headers: { origin: EVIL, "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" } },
    { name: "a sibling sub-domain (same site, other origin)", headers: { origin: SIBLING, "sec-fetch-site": "same-site" } },
    { name: "another port of the same host", headers: { origin: OTHER_PORT, "sec-fetch-site": "same-site" } },
    { name: "an opaque origin (sandboxed frame, privacy redirect)", headers: { origin: "null" } },
    { name: "no Origin, another site's Referer", headers: { referer: `${EVIL}/attack.html` } },
    { name: "no Origin or Referer, but Sec-Fetch-Site says cross-site", headers: { "sec-fetch-site": "cross-site" } },
    { name: "the site's Origin but Sec-Fetch-Site says same-site", headers: { origin: "http://localhost:3999", "sec-fetch-site": "same-site" } },
  ];

  it.each(attacks)("is refused on every route and changes nothing: $name", async ({ headers }) => {
    const before = await databaseFingerprint();
    const walked = walkRoutes(routeConfig);
    for (const route of walked) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const response = await send(route.url, { method, headers, body: await attackBody(route.id) });
        if (route.id === "routes/resources/stripe-webhook") {
          // Exempt (signed by Stripe): it gets through the edge and its signature check refuses it.
          expect(response.status, `${method} ${route.url}`).not.toBe(403);
        } else {
          expect(response.status, `${method} ${route.url} (${route.id})`).toBe(403);
        }
        await response.body?.cancel();
      }
    }
    await Promise.all(runningGenerations());
    expect(await databaseFingerprint()).toEqual(before);
  });

  it("is refused on every better-auth endpoint that changes state, and the victim stays signed in", async () => {
    const endpoints = Object.values(getAuth().api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
      .filter((endpoint) => endpoint.path && [endpoint.options?.method ?? []].flat().some((m) => m === "POST" || m === "*"))
      .map((endpoint) => endpoint.path!);
    // The ones the attacker tried, and the ones that would hurt most, are among them.
    expect(endpoints).toEqual(
      expect.arrayContaining(["/sign-out", "/sign-up/email", "/update-user", "/change-password", "/delete-user", "/revoke-sessions"]),
    );
    const before = await databaseFingerprint();
    for (const path of endpoints) {
      for (const attack of attacks) {
        const response = await send(`/api/auth${path}`, {
          headers: { ...attack.headers, "content-type": "application/json" },
          body: JSON.stringify({ name: "Intruder", email: "intruder@example.com", password: "intruder-password-1", role: "admin" }),
        });
        expect(response.status, `POST /api/auth${path} (${attack.name})`).toBe(403);
        await response.body?.cancel();
      }
    }
    expect(await databaseFingerprint()).toEqual(before);
    const session = await send("/api/auth/get-session", { method: "GET" });
    expect(((await session.json()) as { user?: { id: string } } | null)?.user?.id).toBe(admin.user.id);
  });

  it("answers API paths with the JSON error shape and other paths with a plain message", async () => {
    const api = await send("/api/adult-confirmation", {
      headers: { origin: EVIL, "content-type": "application/json" },
      body: JSON.stringify({ confirmed: true }),
    });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({
      ok: false,
      error: {
        code: "FORBIDDEN",
        title: "Request refused",
        message: "This request did not come from this site, so nothing was done. Open the site and try again from there.",
      },
    });
    const upload = await send("/hidden/admin/generators/save", {
      headers: { origin: EVIL, accept: "application/json" },
      body: await attackBody("routes/admin/generators-save"),
    });
    expect((await upload.json()) as unknown).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    const page = await send("/logout", { headers: { origin: EVIL } });
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await page.text()).toContain("This request did not come from this site, so nothing was done.");
  });
});

describe("the same requests from the site itself", () => {
  const own = () => ({ origin: site(), "sec-fetch-site": "same-origin" });
  const confirmed = () => JSON.stringify({ confirmed: true });
  const json = { "content-type": "application/json" };

  it("save a generator (admin)", async () => {
    const before = await databaseFingerprint();
    const response = await send("/hidden/admin/generators/save", {
      headers: { ...own(), accept: "application/json" },
      body: form({
        title: "Own generator",
        slug: "own-generator",
        description: "Made by the site",
        link: "/generator-app",
        imageFile: await pngFile(),
      }),
    });
    expect(response.status).toBe(200);
    expect(await getDb().select().from(generators).where(eq(generators.slug, "own-generator"))).toHaveLength(1);
    // The fingerprint the attack tests compare does see a write.
    expect((await databaseFingerprint()).generators).not.toBe(before.generators);
  });

  it("start a generation from the workspace form, which spends one credit", async () => {
    const [{ amount: before }] = await getDb().select().from(credits).where(eq(credits.userId, admin.user.id));
    const response = await send("/api/generations", {
      headers: own(),
      body: form({ prompt: "a blue whale", model: "flux", idempotencyKey: "csrf-own-form-1" }),
    });
    expect(response.status).toBe(202);
    await Promise.all(runningGenerations());
    const [{ amount: after }] = await getDb().select().from(credits).where(eq(credits.userId, admin.user.id));
    expect(after).toBe(before - 1);
  });

  it("confirm being an adult", async () => {
    const response = await send("/api/adult-confirmation", { headers: { ...own(), ...json }, body: confirmed() });
    expect(response.status).toBe(200);
  });

  it("go on when only the site's own Referer is sent (a browser that leaves Origin out)", async () => {
    const response = await send("/api/adult-confirmation", { headers: { referer: `${site()}/generator-app`, ...json }, body: confirmed() });
    expect(response.status).toBe(200);
  });

  it("go on without any browser header: an API client (curl) is not a browser an attacker can drive", async () => {
    const response = await send("/api/adult-confirmation", { headers: json, body: confirmed() });
    expect(response.status).toBe(200);
  });

  it("let the Stripe webhook through from anywhere: its signature is its proof", async () => {
    const response = await send("/api/stripe/webhook", { headers: { origin: EVIL, "content-type": "application/json" }, body: "{}" });
    expect(response.status).not.toBe(403);
    expect(response.status).toBeLessThan(500);
  });

  it("sign out (last: it ends the session)", async () => {
    const sessionsBefore = await getDb().select().from(sessions).where(eq(sessions.userId, admin.user.id));
    const response = await send("/logout", { headers: own() });
    expect(response.status).toBe(302);
    const sessionsAfter = await getDb().select().from(sessions).where(eq(sessions.userId, admin.user.id));
    expect(sessionsAfter.length).toBe(sessionsBefore.length - 1);
  });
});

describe("checkRequestOrigin", () => {
  const origin = "https://example.com";
  const check = (method: string, path: string, headers: Record<string, string>) =>
    checkRequestOrigin(new Request(`${origin}${path}`, { method, headers }), origin);

  it("lets safe methods through whatever their headers say", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(check(method, "/x", { origin: EVIL, "sec-fetch-site": "cross-site" }).allowed).toBe(true);
  });

  it("compares whole origins: scheme, host and port", () => {
    expect(check("POST", "/x", { origin: "https://example.com" }).allowed).toBe(true);
    expect(check("POST", "/x", { origin: "https://example.com:443" }).allowed).toBe(true);
    expect(check("POST", "/x", { origin: "http://example.com" })).toEqual({ allowed: false, reason: "origin" });
    expect(check("POST", "/x", { origin: "https://example.com:8443" })).toEqual({ allowed: false, reason: "origin" });
    expect(check("POST", "/x", { origin: "https://app.example.com" })).toEqual({ allowed: false, reason: "origin" });
    expect(check("POST", "/x", { origin: "https://example.com.evil.example" })).toEqual({ allowed: false, reason: "origin" });
    expect(check("POST", "/x", { origin: "https://example.com, https://evil.example" })).toEqual({ allowed: false, reason: "origin" });
    expect(check("POST", "/x", { origin: "not a url" })).toEqual({ allowed: false, reason: "origin" });
  });

  it("uses the Referer only when Origin is missing", () => {
    expect(check("POST", "/x", { referer: "https://example.com/page?q=1" }).allowed).toBe(true);
    expect(check("POST", "/x", { referer: "https://evil.example/https://example.com/" })).toEqual({ allowed: false, reason: "referer" });
    expect(check("POST", "/x", { origin: EVIL, referer: "https://example.com/" })).toEqual({ allowed: false, reason: "origin" });
  });

  it("refuses what Fetch Metadata marks as from another site, whatever Origin says", () => {
    expect(check("POST", "/x", { "sec-fetch-site": "same-site", origin })).toEqual({ allowed: false, reason: "fetch-site" });
    expect(check("POST", "/x", { "sec-fetch-site": "cross-site" })).toEqual({ allowed: false, reason: "fetch-site" });
    expect(check("POST", "/x", { "sec-fetch-site": "something-new", origin })).toEqual({ allowed: false, reason: "fetch-site" });
    expect(check("POST", "/x", { "sec-fetch-site": "same-origin", origin }).allowed).toBe(true);
    expect(check("DELETE", "/x", { "sec-fetch-site": "same-origin", origin }).allowed).toBe(true);
  });

  it("exempts exactly the Stripe webhook path", () => {
    expect(check("POST", "/api/stripe/webhook", { origin: EVIL }).allowed).toBe(true);
    for (const path of ["/api/stripe/webhook/", "/api/stripe/webhook.data", "/api/stripe/%77ebhook", "/api/stripe/webhook/../../generations"]) {
      const request = new Request(`${origin}${path}`, { method: "POST", headers: { origin: EVIL } });
      if (new URL(request.url).pathname === "/api/stripe/webhook") continue; // the URL parser already resolved it to the webhook itself
      expect(checkRequestOrigin(request, origin).allowed, path).toBe(false);
    }
  });
});

describe("the site's origins", () => {
  const loopback = siteOrigins({ PUBLIC_URL: "http://localhost:3000", PUBLIC_URL_SET: false, PORT: 3000 });
  const post = (origin: string) => checkRequestOrigin(new Request("http://127.0.0.1:3000/auth", { method: "POST", headers: { origin } }), loopback);

  it("with PUBLIC_URL unset, accept a page opened at any loopback name of the port", () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) expect(post(origin).allowed, origin).toBe(true);
  });

  it("with PUBLIC_URL unset, still refuse other ports, other hosts and https", () => {
    for (const origin of ["http://localhost:3001", "http://127.0.0.2:3000", "https://127.0.0.1:3000", "http://admin.localhost:3000", EVIL])
      expect(post(origin), origin).toEqual({ allowed: false, reason: "origin" });
  });

  it("with PUBLIC_URL set, accept only its origin", () => {
    const own = siteOrigins({ PUBLIC_URL: "https://example.com", PUBLIC_URL_SET: true, PORT: 3000 });
    expect(own).toEqual(["https://example.com"]);
    const request = (origin: string) => new Request("https://example.com/auth", { method: "POST", headers: { origin } });
    expect(checkRequestOrigin(request("http://127.0.0.1:3000"), own)).toEqual({ allowed: false, reason: "origin" });
    expect(checkRequestOrigin(request("https://example.com"), own).allowed).toBe(true);
  });
});
