// Webhook deliveries (CONTRACT.md "Public API"; docs/decisions/036). A finished
// generation writes one delivery row per subscribed endpoint in the transaction
// that finished it; the webhook runner performs due rows (claimed with SKIP
// LOCKED and leased, as the provider-call outbox does, ADR 027), retrying after
// WEBHOOK_RETRY_DELAYS with the same `webhook-id`. An endpoint failing for a day,
// or whose delivery ran out of retries, is disabled and its owner gets one e-mail.
import { randomUUID } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { and, arrayContains, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/db.server";
import { users, webhookDeliveries, webhookEndpoints } from "~/db/schema";
import type { Generation } from "~/features/generation/generation-queries.server";
import { toView } from "~/features/generation/generation-view.server";
import { getSettings } from "~/features/settings/settings.server";
import { sendMail } from "~/services/mail/mail.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import type { WebhookEvent, WebhookMessage } from "./webhook-schema";
import { newMessageId, webhookHeaders } from "./webhook-signing.server";
import { checkWebhookTarget, pinnedLookup, type PrivateTargets, type Resolver } from "./webhook-target.server";

const DAY_MS = 24 * 60 * 60 * 1000;
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** Longer than one attempt can take, so a lease never runs out under a live attempt. */
const LEASE_MS = 60_000;
const BATCH = 20;
/** Of a receiver's answer we read at most this much, and keep nothing. */
const MAX_ANSWER_BYTES = 64 * 1024;

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type EndpointRow = typeof webhookEndpoints.$inferSelect;

export type DeliveryOptions = { resolver?: Resolver; privateTargets?: PrivateTargets; timeoutMs?: number; retryDelays?: number[] };

/**
 * In the transaction that wrote a generation's final status: one delivery per
 * active endpoint of its owner that subscribed to the event. The runner is nudged
 * to look soon; a row not yet committed then is found on its next round.
 */
export async function enqueueGenerationWebhooks(tx: DbOrTx, generation: Generation): Promise<number> {
  if (generation.status !== "succeeded" && generation.status !== "failed") return 0;
  const type: WebhookEvent = `generation.${generation.status}`;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, generation.userId), isNull(webhookEndpoints.disabledAt), arrayContains(webhookEndpoints.events, [type])));
  if (endpoints.length === 0) return 0;
  const message: WebhookMessage = {
    type,
    timestamp: (generation.completedAt ?? new Date()).toISOString(),
    data: { generation: toView(generation) },
  };
  const eventId = newMessageId();
  await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId, type, payload: message, nextAttemptAt: new Date() })));
  nudgeRunner();
  return endpoints.length;
}

type Outcome = { ok: boolean; statusCode: number | null; error: string | null };

/** One POST of the body to the checked address; no redirect is followed (a 3xx is a failure). */
function post(url: URL, address: { address: string; family: 4 | 6 }, headers: Record<string, string>, body: string, timeoutMs: number) {
  return new Promise<Outcome>((resolve) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: "POST",
        agent: false,
        lookup: pinnedLookup(address),
        timeout: timeoutMs,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "uai-webhooks/1",
        },
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const settle = () =>
          resolve({
            ok: statusCode >= 200 && statusCode < 300,
            statusCode,
            error: statusCode >= 200 && statusCode < 300 ? null : `HTTP ${statusCode}`,
          });
        response.on("end", settle);
        response.on("close", settle);
        response.on("error", settle);
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    request.on("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.on("error", (error) => resolve({ ok: false, statusCode: null, error: error.message.slice(0, 300) }));
    request.on("close", () => clearTimeout(deadline));
    request.end(body);
  });
}

/** One attempt: the address is checked and resolved again now, and the request goes to the address checked. */
async function attempt(row: DeliveryRow, endpoint: EndpointRow, now: Date, options: DeliveryOptions): Promise<Outcome> {
  const target = await checkWebhookTarget(endpoint.url, { resolver: options.resolver, privateTargets: options.privateTargets });
  if (!target.ok) return { ok: false, statusCode: null, error: target.reason };
  const body = JSON.stringify(row.payload);
  const headers = webhookHeaders(endpoint.secret, row.eventId, body, now);
  return post(target.url, target.addresses[0], headers, body, options.timeoutMs ?? ATTEMPT_TIMEOUT_MS);
}

/** Claims up to BATCH due rows for this process: locked rows are skipped, claimed rows are leased. */
async function claimDue(db: Database, now: Date, token: string): Promise<DeliveryRow[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({ claimToken: token, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(and(inArray(webhookDeliveries.id, due), eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, now)))
    .returning();
}

/** Records an attempt's outcome; after a failure, schedules the next one or gives up, and may disable the endpoint. */
async function settle(db: Database, row: DeliveryRow, endpoint: EndpointRow, token: string, now: Date, outcome: Outcome, delays: number[]) {
  const mine = and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.claimToken, token));
  const attempts = row.attempts + 1;
  if (outcome.ok) {
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ status: "succeeded", attempts, lastStatusCode: outcome.statusCode, lastError: null, claimToken: null, lastAttemptAt: now })
        .where(mine);
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
    });
    return "succeeded" as const;
  }
  const retry = attempts <= delays.length;
  const disabled = await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: retry ? "pending" : "failed",
        attempts,
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error?.slice(0, 500) ?? null,
        claimToken: null,
        lastAttemptAt: now,
        nextAttemptAt: retry ? new Date(now.getTime() + delays[attempts - 1] * 1000) : now,
      })
      .where(mine);
    const [failing] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ failingSince: webhookEndpoints.failingSince });
    const aDayOfFailures = failing?.failingSince !== null && failing !== undefined && now.getTime() - failing.failingSince.getTime() >= DAY_MS;
    if (retry && !aDayOfFailures) return false;
    const reason = aDayOfFailures ? "Every delivery failed for a day." : `A delivery failed ${attempts} times in a row.`;
    // Only the attempt that flips it sends the e-mail.
    const [flipped] = await tx
      .update(webhookEndpoints)
      .set({ disabledAt: now, disabledReason: reason })
      .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.disabledAt)))
      .returning({ id: webhookEndpoints.id });
    return Boolean(flipped);
  });
  logger.warn(
    { deliveryId: row.id, endpointId: endpoint.id, attempts, statusCode: outcome.statusCode, reason: outcome.error, retry },
    "webhook delivery failed",
  );
  if (disabled) await mailDisabled(db, endpoint);
  return "failed" as const;
}

async function mailDisabled(db: DbOrTx, endpoint: EndpointRow) {
  logger.warn({ endpointId: endpoint.id, url: endpoint.url }, "webhook disabled after failed deliveries");
  try {
    const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, endpoint.userId));
    if (!owner) return;
    const settings = await getSettings();
    const siteName = settings.brand.siteName;
    await sendMail({
      to: owner.email,
      fromName: siteName,
      subject: `Your ${siteName} webhook was disabled`,
      text:
        `We could not deliver events to your webhook ${endpoint.url} and have stopped sending to it.\n\n` +
        `See its delivery log, and delete it and add it again once the address answers: ${getEnv().PUBLIC_URL}/account/api\n`,
    });
  } catch (error) {
    logger.error({ err: error, endpointId: endpoint.id }, "webhook-disabled e-mail not sent");
  }
}

/** Performs due deliveries (the background runner and tests). */
export async function runDueWebhookDeliveries(db: Database, now: Date = new Date(), options: DeliveryOptions = {}) {
  const token = randomUUID();
  const rows = await claimDue(db, now, token);
  const delays = options.retryDelays ?? getEnv().WEBHOOK_RETRY_DELAYS;
  let succeeded = 0;
  let failed = 0;
  for (const row of rows) {
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row.endpointId));
    if (!endpoint) continue;
    if (endpoint.disabledAt) {
      // Nothing is sent to a disabled endpoint: its waiting deliveries end here.
      await db
        .update(webhookDeliveries)
        .set({ status: "failed", lastError: "The webhook is disabled.", claimToken: null })
        .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.claimToken, token)));
      failed++;
      continue;
    }
    const outcome = await attempt(row, endpoint, now, options).catch((error: unknown): Outcome => ({
      ok: false,
      statusCode: null,
      error: error instanceof Error ? error.message : String(error),
    }));
    if ((await settle(db, row, endpoint, token, now, outcome, delays)) === "succeeded") succeeded++;
    else failed++;
  }
  return { succeeded, failed };
}

let nudge: (() => void) | null = null;

function nudgeRunner() {
  const run = nudge;
  if (run) setTimeout(run, 300).unref();
}

/** Performs due deliveries every `intervalMs` (and soon after a delivery is written); returns a stop function. */
export function startWebhookRunner(getDatabase: () => Database, intervalMs = 5_000): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runDueWebhookDeliveries(getDatabase())
      .catch((error) => logger.error({ err: error }, "webhook runner failed"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  nudge = tick;
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    if (nudge === tick) nudge = null;
    clearInterval(timer);
    await running;
  };
}
