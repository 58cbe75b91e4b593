import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { webhookDeliveries, webhookEndpoints } from "~/db/schema";
import { getEnv, resetEnvCache } from "~/utils/env.server";
import { DISABLED_BY_OPERATOR } from "~/features/webhooks/webhook-status";
import { createSignedInUser } from "../tests/factories";

// The webhook routes through the whole Hono app (CONTRACT.md "Public API"):
// managed with the signed-in session from this site only, never with an API
// key; another user's webhook is "not found"; private targets are refused.

vi.mock("virtual:react-router/server-build", () => import("../tests/setup/react-router-build"));
const { app } = await import("./app");

const site = () => getEnv().PUBLIC_URL;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function call(cookie: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return app.request(`${site()}${path}`, {
    method: init.method ?? "GET",
    headers: { cookie, origin: site(), "content-type": "application/json", ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const EVENTS = ["generation.succeeded", "generation.failed"];
const RECEIVER = "http://127.0.0.1:9/hook";

async function create(cookie: string, body: Json = {}) {
  return call(cookie, "/api/webhooks", { method: "POST", body: { url: RECEIVER, events: EVENTS, ...body } });
}

beforeAll(() => {
  process.env.WEBHOOK_PRIVATE_TARGETS = "loopback";
  resetEnvCache();
});

afterAll(() => {
  delete process.env.WEBHOOK_PRIVATE_TARGETS;
  resetEnvCache();
});

describe("managing webhooks", () => {
  it("creates one with its secret shown once, lists it without the secret, and deletes it", async () => {
    const { cookie, user } = await createSignedInUser();
    const answer = await create(cookie);
    expect(answer.status).toBe(201);
    const created = (await answer.json()) as Json;
    expect(created).toMatchObject({ ok: true, webhook: { url: RECEIVER, events: EVENTS, status: "active" } });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const listed = (await (await call(cookie, "/api/webhooks")).json()) as Json;
    expect(listed.webhooks).toEqual([created.webhook]);
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(6));

    const rolled = (await (await call(cookie, `/api/webhooks/${created.webhook.id}/secret`, { method: "POST" })).json()) as Json;
    expect(rolled.secret).toMatch(/^whsec_/);
    expect(rolled.secret).not.toBe(created.secret);
    const [stored] = await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, user.id));
    expect(stored.secret).toBe(rolled.secret);

    expect((await (await call(cookie, `/api/webhooks/${created.webhook.id}/deliveries`)).json()) as Json).toEqual({
      ok: true,
      deliveries: [],
    });
    const deleted = await call(cookie, `/api/webhooks/${created.webhook.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(((await (await call(cookie, "/api/webhooks")).json()) as Json).webhooks).toEqual([]);
  });

  it("refuses bad bodies with the reason and makes nothing", async () => {
    const { cookie, user } = await createSignedInUser();
    for (const body of [
      { events: [] },
      { events: ["generation.deleted"] },
      { events: ["generation.failed", "generation.failed"] },
      { url: "" },
      { extra: 1 },
    ]) {
      const answer = await create(cookie, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(((await answer.json()) as Json).ok).toBe(false);
    }
    expect(await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, user.id))).toEqual([]);
  });

  it("allows at most 10 webhooks an account", async () => {
    const { cookie } = await createSignedInUser();
    for (let i = 0; i < 10; i++) expect((await create(cookie, { url: `${RECEIVER}/${i}` })).status).toBe(201);
    const eleventh = await create(cookie);
    expect(eleventh.status).toBe(409);
    expect(((await eleventh.json()) as Json).error.message).toBe("You can have at most 10 webhooks. Delete one you no longer use first.");
  });
});

describe("attacks on the webhook routes", () => {
  it("answers another user's webhook as not found on every route, and changes nothing", async () => {
    const owner = await createSignedInUser();
    const intruder = await createSignedInUser();
    const { webhook, secret } = (await (await create(owner.cookie)).json()) as Json;
    const [endpoint] = await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhook.id));
    const [delivery] = await getDb()
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint.id, eventId: "msg_test", type: "generation.failed", payload: {}, status: "succeeded" })
      .returning();
    const attempts: Array<[string, string]> = [
      ["DELETE", `/api/webhooks/${webhook.id}`],
      ["POST", `/api/webhooks/${webhook.id}/secret`],
      ["POST", `/api/webhooks/${webhook.id}/enable`],
      ["GET", `/api/webhooks/${webhook.id}/deliveries`],
      ["POST", `/api/webhooks/${webhook.id}/deliveries/${delivery.id}/resend`],
    ];
    for (const [method, path] of attempts) {
      const answer = await call(intruder.cookie, path, { method });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(((await answer.json()) as Json).error.title).toBe("Webhook not found");
    }
    const [after] = await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhook.id));
    expect(after.secret).toBe(secret);
    expect(await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook.id))).toHaveLength(1);
    // Malformed ids are "not found" too, not a 500.
    expect((await call(owner.cookie, "/api/webhooks/not-a-uuid", { method: "DELETE" })).status).toBe(404);
  });

  it("refuses an API key on every webhook route, even with a session cookie beside it", async () => {
    const { cookie } = await createSignedInUser();
    const key = (await (
      await call(cookie, "/api/keys", { method: "POST", body: { name: "script", scopes: ["generate", "read", "delete"] } })
    ).json()) as Json;
    const { webhook } = (await (await create(cookie)).json()) as Json;
    const routes: Array<[string, string]> = [
      ["GET", "/api/webhooks"],
      ["POST", "/api/webhooks"],
      ["DELETE", `/api/webhooks/${webhook.id}`],
      ["POST", `/api/webhooks/${webhook.id}/secret`],
      ["POST", `/api/webhooks/${webhook.id}/enable`],
      ["GET", `/api/webhooks/${webhook.id}/deliveries`],
    ];
    for (const [method, path] of routes) {
      const bare = await app.request(`${site()}${path}`, {
        method,
        headers: { authorization: `Bearer ${key.key}`, "content-type": "application/json" },
        body: method === "POST" ? JSON.stringify({ url: RECEIVER, events: EVENTS }) : undefined,
      });
      expect(bare.status, `${method} ${path}`).toBe(403);
      const withCookie = await call(cookie, path, {
        method,
        headers: { authorization: `Bearer ${key.key}` },
        body: method === "POST" ? { url: RECEIVER, events: EVENTS } : undefined,
      });
      expect(withCookie.status, `${method} ${path} with cookie`).toBe(403);
    }
    expect(await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhook.id))).toHaveLength(1);
  });

  it("refuses a write from another origin and a caller without a session", async () => {
    const { cookie } = await createSignedInUser();
    const crossSite = await call(cookie, "/api/webhooks", {
      method: "POST",
      body: { url: RECEIVER, events: EVENTS },
      headers: { origin: "http://elsewhere.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await call("", "/api/webhooks")).status).toBe(401);
  });

  it("enables a webhook that failures disabled, checking its address again; one an operator disabled stays disabled", async () => {
    const { cookie } = await createSignedInUser();
    const { webhook } = (await (await create(cookie)).json()) as Json;
    const disable = (reason: string) =>
      getDb()
        .update(webhookEndpoints)
        .set({ disabledAt: new Date(), disabledReason: reason, failingSince: new Date(Date.now() - 86_400_000) })
        .where(eq(webhookEndpoints.id, webhook.id));
    const enable = () => call(cookie, `/api/webhooks/${webhook.id}/enable`, { method: "POST" });

    await disable("Deliveries failed for a day.");
    const enabled = await enable();
    expect(enabled.status).toBe(200);
    expect(((await enabled.json()) as Json).webhook).toMatchObject({ status: "active", disabledReason: null, disabledAt: null });
    const [active] = await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhook.id));
    expect(active.failingSince).toBeNull();

    // Its address is checked again: a target now refused keeps it disabled.
    await disable("Deliveries failed for a day.");
    process.env.WEBHOOK_PRIVATE_TARGETS = "off";
    resetEnvCache();
    try {
      expect((await enable()).status).toBe(422);
    } finally {
      process.env.WEBHOOK_PRIVATE_TARGETS = "loopback";
      resetEnvCache();
    }

    await disable(DISABLED_BY_OPERATOR);
    const refused = await enable();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Json).error.title).toBe("Could not enable the webhook");
    const [still] = await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhook.id));
    expect(still.disabledAt).not.toBeNull();
  });

  it("refuses private, loopback and link-local targets at registration with WEBHOOK_PRIVATE_TARGETS=off", async () => {
    process.env.WEBHOOK_PRIVATE_TARGETS = "off";
    resetEnvCache();
    try {
      const { cookie, user } = await createSignedInUser();
      for (const url of [
        "http://127.0.0.1/",
        "http://localhost/",
        "http://[::1]/",
        "http://169.254.169.254/latest/meta-data/",
        "http://10.0.0.1/",
        "http://0x7f000001/",
        "http://2130706433/",
        "http://[::ffff:127.0.0.1]/",
        "https://user:secret@example.com/",
        "ftp://example.com/",
      ]) {
        const answer = await create(cookie, { url });
        expect(answer.status, url).toBe(422);
        expect(((await answer.json()) as Json).error.title, url).toBe("Webhook address refused");
      }
      expect(await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, user.id))).toEqual([]);
    } finally {
      process.env.WEBHOOK_PRIVATE_TARGETS = "loopback";
      resetEnvCache();
    }
  });
});
