// Outbox of calls we owe a payment provider (DESIGN.md invariant 3). A caller
// records the call in the same transaction as the local state change it follows
// from; runDueProviderCalls performs it afterwards, retrying with back-off until
// the provider confirms. Several processes may run at once: a due row is claimed
// (FOR UPDATE SKIP LOCKED, then leased) so one call is performed by one process.
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, lte } from "drizzle-orm";
import Stripe from "stripe";
import { z } from "zod";
import type { Database, DbOrTx } from "~/db/db.server";
import { providerCalls } from "~/db/schema";
import { metrics } from "~/services/metrics/metrics.server";
import { logger } from "~/utils/logger.server";
import { getStripe } from "./stripe-client.server";

export type ProviderCall =
  | { kind: "stripe.cancel-subscription"; subscriptionId: string; reason: string }
  | { kind: "stripe.cancel-at-period-end"; subscriptionId: string; reason: string }
  | { kind: "stripe.resume-subscription"; subscriptionId: string; reason: string }
  | { kind: "stripe.refund-payment"; paymentIntentId: string; reason: string; amountCents?: number };

export type ProviderCallKind = ProviderCall["kind"];

const reason = z.string().min(1).max(500);
const subscriptionPayload = z.strictObject({ subscriptionId: z.string().min(1).max(255), reason });
const payloadSchemas = {
  "stripe.cancel-subscription": subscriptionPayload,
  "stripe.cancel-at-period-end": subscriptionPayload,
  "stripe.resume-subscription": subscriptionPayload,
  // Without amountCents: the whole payment (a duplicate plan); with it, that part (an operator's refund).
  "stripe.refund-payment": z.strictObject({
    paymentIntentId: z.string().min(1).max(255),
    reason,
    amountCents: z.number().int().positive().optional(),
  }),
} satisfies Record<ProviderCallKind, z.ZodType>;

/** A stored row read back as a typed call; throws when the payload is not what its kind needs. */
function parseCall(kind: ProviderCallKind, payload: unknown): ProviderCall {
  return { kind, ...payloadSchemas[kind].parse(payload) } as ProviderCall;
}

/** Records a call we owe the provider, in the caller's transaction. Same dedupeKey → recorded once. */
export async function enqueueProviderCall(tx: DbOrTx, call: ProviderCall, dedupeKey: string): Promise<void> {
  const { kind, ...rest } = call;
  const payload = payloadSchemas[kind].parse(rest);
  z.string().min(1).max(300).parse(dedupeKey);
  // Due at once, on the same (millisecond) clock the runners compare with.
  await tx
    .insert(providerCalls)
    .values({ kind, payload, dedupeKey, nextAttemptAt: new Date() })
    .onConflictDoNothing({ target: providerCalls.dedupeKey });
}

/** Attempts after which every further failure is logged as an alert (logger.error). */
export const ALERT_AFTER_ATTEMPTS = 5;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
/** How long a claimed row stays with the process performing it (longer than the SDK's own retries). */
const LEASE_MS = 5 * 60_000;
const BATCH = 25;

/** Delay before the next attempt after `attempts` failures: 30 s × 2^(attempts−1), capped at 1 h, ±20 % jitter. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

type Outcome = { ok: true; note?: string } | { ok: false; permanent: boolean; error: string };

function stripeCode(error: unknown): { status?: number; code?: string; message: string } {
  if (error instanceof Stripe.errors.StripeError) return { status: error.statusCode, code: error.code, message: error.message };
  return { message: error instanceof Error ? error.message : String(error) };
}

/** A 4xx answer other than rate limiting / conflicts / auth will not change by retrying. */
function isPermanent(error: unknown): boolean {
  const { status } = stripeCode(error);
  return status !== undefined && status >= 400 && status < 500 && ![401, 403, 409, 429].includes(status);
}

async function subscriptionIsCanceled(subscriptionId: string): Promise<boolean> {
  try {
    const sub = await getStripe().subscriptions.retrieve(subscriptionId);
    return sub.status === "canceled" || sub.status === "incomplete_expired";
  } catch {
    return false;
  }
}

async function perform(call: ProviderCall, idempotencyKey: string): Promise<Outcome> {
  const stripe = getStripe();
  try {
    switch (call.kind) {
      case "stripe.cancel-subscription":
        await stripe.subscriptions.cancel(call.subscriptionId, {}, { idempotencyKey });
        return { ok: true };
      case "stripe.cancel-at-period-end":
        await stripe.subscriptions.update(call.subscriptionId, { cancel_at_period_end: true }, { idempotencyKey });
        return { ok: true };
      case "stripe.resume-subscription":
        await stripe.subscriptions.update(call.subscriptionId, { cancel_at_period_end: false }, { idempotencyKey });
        return { ok: true };
      case "stripe.refund-payment":
        if (call.amountCents === undefined) {
          await stripe.refunds.create({ payment_intent: call.paymentIntentId }, { idempotencyKey });
          return { ok: true };
        }
        return await refundPart(stripe, call.paymentIntentId, call.amountCents, call.reason, idempotencyKey.replace(/:\d+$/, ""));
    }
  } catch (error) {
    const info = stripeCode(error);
    // What the call was for has already happened: that is success, not a failure.
    if (call.kind === "stripe.refund-payment" && info.code === "charge_already_refunded") return { ok: true, note: "already refunded" };
    if (
      call.kind !== "stripe.refund-payment" &&
      info.status !== undefined &&
      info.status < 500 &&
      (await subscriptionIsCanceled(call.subscriptionId))
    ) {
      return { ok: true, note: "already canceled" };
    }
    return {
      ok: false,
      permanent: isPermanent(error),
      error: `${info.status ?? "network"} ${info.code ?? ""} ${info.message}`.replace(/\s+/g, " ").trim(),
    };
  }
}

/**
 * A part refund is not refused when repeated, as a whole one is. Every attempt
 * of the row sends one Idempotency-Key (`provider-call:{row}`), but Stripe keeps
 * keys for 24 hours only, so the refund also carries that key in its metadata
 * (`outbox_call`) and each attempt first looks for it among the payment's
 * refunds: a refund made by an earlier attempt, however long ago, is found and
 * not made again.
 */
async function refundPart(stripe: Stripe, paymentIntent: string, amountCents: number, reason: string, callKey: string): Promise<Outcome> {
  for await (const refund of stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })) {
    if (refund.metadata?.outbox_call === callKey) return { ok: true, note: `already refunded (${refund.id})` };
  }
  await stripe.refunds.create(
    { payment_intent: paymentIntent, amount: amountCents, metadata: { reason: reason.slice(0, 500), outbox_call: callKey } },
    { idempotencyKey: callKey },
  );
  return { ok: true };
}

type Row = typeof providerCalls.$inferSelect;

/** A leased row: a process claimed it (runDueProviderCalls, tryProviderCallNow) and its lease has not run out. */
export const isLeased = (row: Pick<Row, "claimToken" | "nextAttemptAt">, now: Date) => row.claimToken !== null && row.nextAttemptAt > now;

/** Claims up to BATCH due rows for this process: locked rows are skipped, claimed rows are leased. */
async function claimDue(db: Database, now: Date, token: string): Promise<Row[]> {
  const due = db
    .select({ id: providerCalls.id })
    .from(providerCalls)
    .where(and(eq(providerCalls.status, "pending"), lte(providerCalls.nextAttemptAt, now)))
    .orderBy(asc(providerCalls.nextAttemptAt))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  return db
    .update(providerCalls)
    .set({ claimToken: token, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(and(inArray(providerCalls.id, due), eq(providerCalls.status, "pending"), lte(providerCalls.nextAttemptAt, now)))
    .returning();
}

async function settle(db: Database, row: Row, token: string, now: Date, outcome: Outcome): Promise<"done" | "failed"> {
  const mine = and(eq(providerCalls.id, row.id), eq(providerCalls.claimToken, token));
  if (outcome.ok) {
    await db
      .update(providerCalls)
      .set({ status: "done", doneAt: new Date(), claimToken: null, lastError: outcome.note ?? null })
      .where(mine);
    metrics.providerCalls.inc({ kind: row.kind, outcome: "done" });
    logger.info({ callId: row.id, kind: row.kind, note: outcome.note }, "provider call done");
    return "done";
  }
  const attempts = row.attempts + 1;
  await db
    .update(providerCalls)
    .set({
      status: outcome.permanent ? "failed" : "pending",
      attempts,
      lastError: outcome.error.slice(0, 1000),
      claimToken: null,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
    })
    .where(mine);
  metrics.providerCalls.inc({ kind: row.kind, outcome: outcome.permanent ? "failed" : "retry" });
  const details = { callId: row.id, kind: row.kind, dedupeKey: row.dedupeKey, attempts, error: outcome.error };
  if (outcome.permanent) logger.error(details, "ALERT provider call failed permanently; needs a person");
  else if (attempts >= ALERT_AFTER_ATTEMPTS) logger.error(details, "ALERT provider call still failing");
  else logger.warn(details, "provider call failed; will retry");
  return "failed";
}

/** Performs a claimed row's call, one attempt under its own Idempotency-Key. */
async function performRow(row: Row): Promise<Outcome> {
  try {
    return await perform(parseCall(row.kind, row.payload), `provider-call:${row.id}:${row.attempts}`);
  } catch (error) {
    // An unreadable payload can never be performed.
    return { ok: false, permanent: error instanceof z.ZodError, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Performs due calls (used by the background runner and tests). */
export async function runDueProviderCalls(db: Database, now: Date = new Date()): Promise<{ done: number; failed: number }> {
  const token = randomUUID();
  const rows = await claimDue(db, now, token);
  let done = 0;
  let failed = 0;
  for (const row of rows) {
    if ((await settle(db, row, token, now, await performRow(row))) === "done") done++;
    else failed++;
  }
  return { done, failed };
}

/**
 * Tries one recorded call right away (after its transaction committed), e.g. so a
 * user sees their cancellation take effect at once. False leaves it to the runner.
 */
export async function tryProviderCallNow(db: Database, dedupeKey: string): Promise<boolean> {
  const now = new Date();
  const token = randomUUID();
  const [row] = await db
    .update(providerCalls)
    .set({ claimToken: token, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(providerCalls.dedupeKey, dedupeKey), eq(providerCalls.status, "pending"), lte(providerCalls.nextAttemptAt, now)))
    .returning();
  if (!row) {
    const [existing] = await db.select({ status: providerCalls.status }).from(providerCalls).where(eq(providerCalls.dedupeKey, dedupeKey));
    return existing?.status === "done";
  }
  return (await settle(db, row, token, now, await performRow(row))) === "done";
}

export type ProviderCallView = {
  id: string;
  kind: ProviderCallKind;
  /** The call's payload; null when the stored payload does not match its kind. */
  call: ProviderCall | null;
  dedupeKey: string;
  status: Row["status"];
  attempts: number;
  nextAttemptAt: Date;
  /** Set while a process performs the call (leased until nextAttemptAt). */
  claimToken: string | null;
  lastError: string | null;
  createdAt: Date;
  doneAt: Date | null;
};

/** One page of the calls, newest first, optionally of one status, with the total for that status. */
export async function listProviderCalls(
  db: DbOrTx,
  page: { offset: number; limit: number },
  filters: { status?: Row["status"] } = {},
): Promise<{ calls: ProviderCallView[]; total: number }> {
  const where = filters.status ? eq(providerCalls.status, filters.status) : undefined;
  const rows = await db
    .select()
    .from(providerCalls)
    .where(where)
    .orderBy(desc(providerCalls.createdAt), desc(providerCalls.id))
    .offset(page.offset)
    .limit(page.limit);
  const [{ total }] = await db.select({ total: count() }).from(providerCalls).where(where);
  return {
    total,
    calls: rows.map((row) => {
      const parsed = (() => {
        try {
          return parseCall(row.kind, row.payload);
        } catch {
          return null;
        }
      })();
      return {
        id: row.id,
        kind: row.kind,
        call: parsed,
        dedupeKey: row.dedupeKey,
        status: row.status,
        attempts: row.attempts,
        nextAttemptAt: row.nextAttemptAt,
        claimToken: row.claimToken,
        lastError: row.lastError,
        createdAt: row.createdAt,
        doneAt: row.doneAt,
      };
    }),
  };
}

/** Starts performing due calls every `intervalMs` in the background; returns a stop function. */
export function startProviderCallRunner(getDatabase: () => Database, intervalMs = 15_000): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runDueProviderCalls(getDatabase())
      .catch((error) => logger.error({ err: error }, "provider call runner failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
