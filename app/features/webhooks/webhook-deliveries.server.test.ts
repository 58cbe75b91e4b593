import { createHmac, timingSafeEqual } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { webhookDeliveries, webhookEndpoints } from "~/db/schema";
import { failGeneration } from "~/features/generation/fail-generation.server";
import { request } from "~/features/generation/generation-test-helpers";
import { getGeneration } from "~/features/generation/generation-queries.server";
import { toView } from "~/features/generation/generation-view.server";
import { reserveGeneration } from "~/features/generation/reserve-generation.server";
import { runGeneration } from "~/features/generation/run-generation.server";
import { getEnv, resetEnvCache } from "~/utils/env.server";
import { createUser } from "../../../tests/factories";
import { runDueWebhookDeliveries } from "./webhook-deliveries.server";
import { createWebhook, listDeliveries, resendDelivery, rollWebhookSecret } from "./webhooks.server";

// Webhook deliveries end to end against a receiver on this machine: signed so a
// Standard Webhooks verifier accepts them, retried on the contract's schedule
// with the same id, never following a redirect, and an endpoint that keeps
// failing is disabled with one e-mail to its owner.

type Received = { headers: IncomingMessage["headers"]; body: string };

/** A receiver answering each request with the next status of `script` (the last one repeats). */
function receiver() {
  const received: Received[] = [];
  let script: Array<number | ((res: ServerResponse) => void)> = [200];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      const step = script.length > 1 ? script.shift()! : script[0];
      if (typeof step === "function") step(res);
      else res.writeHead(step).end("ok");
    });
  });
  return {
    received,
    server,
    answer(...steps: typeof script) {
      script = steps;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
  };
}

/** An independent Standard Webhooks verifier (the spec's steps, not our signer). */
function verify(secret: string, headers: IncomingMessage["headers"], body: string, now: Date): boolean {
  const id = String(headers["webhook-id"]);
  const timestamp = Number(headers["webhook-timestamp"]);
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers["webhook-signature"])
    .split(" ")
    .some((entry) => {
      const [version, signature] = entry.split(",");
      const given = Buffer.from(signature ?? "", "base64");
      return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

const hook = receiver();
const elsewhere = receiver();
const DELAYS = [5, 300, 1800, 7200, 18000, 36000];

beforeAll(async () => {
  process.env.WEBHOOK_PRIVATE_TARGETS = "loopback";
  resetEnvCache();
  await new Promise<void>((resolve) => hook.server.listen(0, "127.0.0.1", resolve));
  await new Promise<void>((resolve) => elsewhere.server.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  delete process.env.WEBHOOK_PRIVATE_TARGETS;
  resetEnvCache();
  await new Promise((resolve) => hook.server.close(resolve));
  await new Promise((resolve) => elsewhere.server.close(resolve));
});

async function failedGeneration(userId: string) {
  const { generation } = await reserveGeneration(getDb(), { userId, request: request() });
  return (await failGeneration(getDb(), generation, "The provider failed."))!;
}

async function setUp(url = hook.url()) {
  // Each case starts with nothing due: what an earlier case left waiting is set aside.
  await getDb().update(webhookDeliveries).set({ status: "failed" }).where(eq(webhookDeliveries.status, "pending"));
  const user = await createUser({ credits: 10 });
  const { secret, webhook } = await createWebhook(getDb(), user.id, { url, events: ["generation.succeeded", "generation.failed"] });
  hook.received.length = 0;
  return { user, secret, webhook };
}

const seconds = (from: Date, s: number) => new Date(from.getTime() + s * 1000);

describe("delivering a finished generation", () => {
  it("posts a signed message a Standard Webhooks verifier accepts, with the generation as GET /api/generations/:id shows it", async () => {
    const { user, secret, webhook } = await setUp();
    hook.answer(204);
    const { generation } = await reserveGeneration(getDb(), { userId: user.id, request: request() });
    const succeeded = await runGeneration(getDb(), generation);
    expect(succeeded.status).toBe("succeeded");
    const now = new Date();
    expect(await runDueWebhookDeliveries(getDb(), now)).toEqual({ succeeded: 1, failed: 0 });

    expect(hook.received).toHaveLength(1);
    const [message] = hook.received;
    expect(verify(secret, message.headers, message.body, now)).toBe(true);
    expect(verify(secret, message.headers, message.body.replace("succeeded", "failed"), now)).toBe(false);
    expect(message.headers["webhook-id"]).toMatch(/^msg_/);
    const body = JSON.parse(message.body);
    expect(body.type).toBe("generation.succeeded");
    expect(body.data.generation).toEqual(JSON.parse(JSON.stringify(toView(await getGeneration(getDb(), generation.id)))));
    expect(body.data.generation.imageUrl).toBeTruthy();

    const [delivery] = await listDeliveries(getDb(), user.id, webhook.id);
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1, lastStatusCode: 204, type: "generation.succeeded" });
  });

  it("sends only the events an endpoint subscribed to, and nothing to another user's endpoint", async () => {
    const { user } = await setUp();
    const other = await createUser();
    await createWebhook(getDb(), other.id, { url: hook.url(), events: ["generation.failed"] });
    const onlySucceeded = await createWebhook(getDb(), user.id, { url: hook.url(), events: ["generation.succeeded"] });
    await failedGeneration(user.id);
    const rows = await getDb().select().from(webhookDeliveries);
    expect(rows.filter((row) => row.endpointId === onlySucceeded.webhook.id)).toHaveLength(0);
    expect(await runDueWebhookDeliveries(getDb())).toEqual({ succeeded: 1, failed: 0 });
    expect(JSON.parse(hook.received[0].body)).toMatchObject({ type: "generation.failed", data: { generation: { status: "failed" } } });
  });

  it("retries after the contract's delays with the same webhook-id, a fresh signature each time, until a 2xx", async () => {
    const { user, secret, webhook } = await setUp();
    hook.answer(500, 503, 200);
    await failedGeneration(user.id);
    const start = new Date();
    expect(await runDueWebhookDeliveries(getDb(), start)).toEqual({ succeeded: 0, failed: 1 });
    let [delivery] = await listDeliveries(getDb(), user.id, webhook.id);
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500, nextAttemptAt: seconds(start, 5).toISOString() });

    // Not due before the delay has passed.
    expect(await runDueWebhookDeliveries(getDb(), seconds(start, 4))).toEqual({ succeeded: 0, failed: 0 });
    const second = seconds(start, 5);
    expect(await runDueWebhookDeliveries(getDb(), second)).toEqual({ succeeded: 0, failed: 1 });
    [delivery] = await listDeliveries(getDb(), user.id, webhook.id);
    expect(delivery).toMatchObject({ attempts: 2, lastStatusCode: 503, nextAttemptAt: seconds(second, 300).toISOString() });
    expect(await runDueWebhookDeliveries(getDb(), seconds(second, 299))).toEqual({ succeeded: 0, failed: 0 });
    const third = seconds(second, 300);
    expect(await runDueWebhookDeliveries(getDb(), third)).toEqual({ succeeded: 1, failed: 0 });
    [delivery] = await listDeliveries(getDb(), user.id, webhook.id);
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 3, lastStatusCode: 200, nextAttemptAt: null });

    expect(hook.received).toHaveLength(3);
    expect(new Set(hook.received.map((r) => r.headers["webhook-id"])).size).toBe(1);
    expect(hook.received.map((r) => r.headers["webhook-timestamp"])).toEqual(
      [start, second, third].map((at) => String(Math.floor(at.getTime() / 1000))),
    );
    expect(verify(secret, hook.received[2].headers, hook.received[2].body, third)).toBe(true);
    const [endpoint] = await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhook.id));
    expect(endpoint.failingSince).toBeNull();
  });

  it("gives up after the last delay, disables the endpoint and e-mails its owner once", async () => {
    const { user, webhook } = await setUp();
    hook.answer(500);
    await failedGeneration(user.id);
    await failedGeneration(user.id);
    let at = new Date();
    await runDueWebhookDeliveries(getDb(), at);
    for (const delay of DELAYS) {
      at = seconds(at, delay);
      await runDueWebhookDeliveries(getDb(), at);
    }
    const deliveries = await listDeliveries(getDb(), user.id, webhook.id);
    // The first to run out of retries disables the endpoint; the other then ends without its last attempt.
    expect(deliveries.map((d) => [d.status, d.attempts, d.lastError]).sort()).toEqual([
      ["failed", 6, "The webhook is disabled."],
      ["failed", 7, "HTTP 500"],
    ]);
    const [endpoint] = await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhook.id));
    expect(endpoint.disabledAt).not.toBeNull();
    expect(endpoint.disabledReason).toBe("A delivery failed 7 times in a row.");

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("webhook was disabled");
    expect(mails[0]).toContain(webhook.url);

    // A disabled endpoint gets nothing more, and a resend is refused.
    const sent = hook.received.length;
    await failedGeneration(user.id);
    expect(await runDueWebhookDeliveries(getDb(), seconds(at, 60))).toEqual({ succeeded: 0, failed: 0 });
    expect(hook.received).toHaveLength(sent);
    await expect(resendDelivery(getDb(), user.id, webhook.id, deliveries[0].id)).rejects.toMatchObject({ title: "Webhook disabled" });
  });

  it("disables an endpoint that has failed for a day even while its deliveries still have retries", async () => {
    const { user, webhook } = await setUp();
    hook.answer(500);
    await failedGeneration(user.id);
    const start = new Date();
    await runDueWebhookDeliveries(getDb(), start);
    await failedGeneration(user.id);
    await runDueWebhookDeliveries(getDb(), seconds(start, 24 * 3600 - 60));
    let [endpoint] = await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhook.id));
    expect(endpoint.disabledAt).toBeNull();
    await failedGeneration(user.id);
    await runDueWebhookDeliveries(getDb(), seconds(start, 24 * 3600));
    [endpoint] = await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhook.id));
    expect(endpoint.disabledReason).toBe("Every delivery failed for a day.");
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("treats a redirect as a failure and never follows it, even to an address on the same machine", async () => {
    const { user, webhook } = await setUp();
    elsewhere.received.length = 0;
    hook.answer((res) => res.writeHead(302, { location: elsewhere.url() }).end());
    await failedGeneration(user.id);
    expect(await runDueWebhookDeliveries(getDb())).toEqual({ succeeded: 0, failed: 1 });
    const [delivery] = await listDeliveries(getDb(), user.id, webhook.id);
    expect(delivery).toMatchObject({ status: "pending", lastStatusCode: 302, lastError: "HTTP 302" });
    expect(elsewhere.received).toHaveLength(0);
  });

  it("checks the address again at delivery and connects only to the address it checked", async () => {
    const { user, webhook } = await setUp();
    await failedGeneration(user.id);
    // Registered while it resolved to a public address; now the name resolves to loopback (DNS rebinding).
    await getDb().update(webhookEndpoints).set({ url: "http://rebind.example:1/hook" }).where(eq(webhookEndpoints.id, webhook.id));
    const result = await runDueWebhookDeliveries(getDb(), new Date(), {
      privateTargets: "off",
      resolver: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    expect(result).toEqual({ succeeded: 0, failed: 1 });
    const [delivery] = await listDeliveries(getDb(), user.id, webhook.id);
    expect(delivery.lastError).toMatch(/private, loopback/);
    expect(hook.received).toHaveLength(0);

    // With the check passed, the request goes to the checked address whatever the name says.
    const port = new URL(hook.url()).port;
    await getDb()
      .update(webhookEndpoints)
      .set({ url: `http://rebind.example:${port}/hook` })
      .where(eq(webhookEndpoints.id, webhook.id));
    hook.answer(200);
    const later = seconds(new Date(), 10);
    expect(await runDueWebhookDeliveries(getDb(), later, { resolver: async () => [{ address: "127.0.0.1", family: 4 }] })).toEqual({
      succeeded: 1,
      failed: 0,
    });
    expect(hook.received[0].headers.host).toBe(`rebind.example:${port}`);
  });

  it("gives up on an attempt that gets no answer in time", async () => {
    const { user, webhook } = await setUp();
    hook.answer(() => undefined);
    await failedGeneration(user.id);
    const started = Date.now();
    expect(await runDueWebhookDeliveries(getDb(), new Date(), { timeoutMs: 300 })).toEqual({ succeeded: 0, failed: 1 });
    expect(Date.now() - started).toBeLessThan(5000);
    const [delivery] = await listDeliveries(getDb(), user.id, webhook.id);
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: null });
    expect(delivery.lastError).toMatch(/no answer/);
    hook.answer(200);
  });

  it("resends a message with its webhook-id, signed with the secret of the moment", async () => {
    const { user, webhook } = await setUp();
    hook.answer(200);
    await failedGeneration(user.id);
    await runDueWebhookDeliveries(getDb());
    const [first] = await listDeliveries(getDb(), user.id, webhook.id);
    const secret = await rollWebhookSecret(getDb(), user.id, webhook.id);
    const copy = await resendDelivery(getDb(), user.id, webhook.id, first.id);
    expect(copy).toMatchObject({ status: "pending", attempts: 0, eventId: first.eventId });
    const now = new Date();
    expect(await runDueWebhookDeliveries(getDb(), now)).toEqual({ succeeded: 1, failed: 0 });
    expect(hook.received).toHaveLength(2);
    expect(hook.received[1].headers["webhook-id"]).toBe(hook.received[0].headers["webhook-id"]);
    expect(hook.received[1].body).toBe(hook.received[0].body);
    expect(verify(secret, hook.received[1].headers, hook.received[1].body, now)).toBe(true);
  });
});

async function mailsTo(email: string) {
  const folder = path.join(getEnv().DATA_DIR, "mail");
  const files = await readdir(folder).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((file) => readFile(path.join(folder, file), "utf8")));
  return texts.filter((text) => text.includes(`To: ${email}`));
}
