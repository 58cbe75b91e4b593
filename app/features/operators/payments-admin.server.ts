import { and, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import type { Database, DbOrTx } from "~/db/db.server";
import { payments, providerCalls, stripeCustomers, subscriptions, users } from "~/db/schema";
import { ALERT_AFTER_ATTEMPTS, listProviderCalls, tryProviderCallNow } from "~/features/billing/outbox.server";
import { isStripeConfigured } from "~/features/billing/stripe-client.server";
import { unexpectedFailure } from "~/utils/error-messages";
import { AppError } from "~/utils/errors";
import { errorData, readRequestFields } from "~/utils/http.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { recordAdminAction, type Actor } from "./admin-audit.server";
import {
  PAYMENTS_PAGE_SIZE,
  parsePaymentsQuery,
  retryCallSchema,
  type CallRow,
  type CallStatus,
  type PaymentRow,
  type PaymentsPageData,
  type SubscriptionRow,
} from "./payments-query";

// The Payments page's loader and action (routes/admin/payments.tsx checks the admin first).

type Page = { offset: number; limit: number };

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// fulfilment.server.ts (duplicatePlan) records the refund a duplicate plan is owed
// under this dedupe key, so a payment finds its refund call by it.
const refundKey = sql`'duplicate-refund:' || ${payments.providerId}`;

/** Payments newest first with the payer's e-mail and the refund owed for each, if any. */
export async function listPayments(
  db: DbOrTx,
  filters: { status?: string; kind?: string; search?: string },
  page: Page,
): Promise<{ rows: PaymentRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(payments.status, filters.status));
  if (filters.kind) conditions.push(eq(payments.kind, filters.kind as (typeof payments.$inferSelect)["kind"]));
  if (filters.search) conditions.push(ilike(users.email, likePattern(filters.search)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const refundJoin = and(eq(providerCalls.kind, "stripe.refund-payment"), eq(payments.provider, "stripe"), eq(providerCalls.dedupeKey, refundKey));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        payment: payments,
        userEmail: users.email,
        refund: {
          id: providerCalls.id,
          status: providerCalls.status,
          attempts: providerCalls.attempts,
          lastError: providerCalls.lastError,
          doneAt: providerCalls.doneAt,
        },
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(providerCalls, refundJoin)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(where),
  ]);
  return {
    total,
    rows: rows.map(({ payment, userEmail, refund }) => ({
      id: payment.id,
      createdAt: payment.createdAt.toISOString(),
      userId: payment.userId,
      userEmail,
      kind: payment.kind,
      status: payment.status,
      amountCents: payment.amountCents,
      credits: payment.credits,
      provider: payment.provider,
      providerId: payment.providerId,
      refund: refund
        ? {
            callId: refund.id,
            status: refund.status,
            attempts: refund.attempts,
            lastError: refund.lastError,
            doneAt: refund.doneAt?.toISOString() ?? null,
          }
        : null,
    })),
  };
}

/** Every subscription, newest first, with its owner's e-mail. */
export async function listSubscriptions(db: DbOrTx, page: Page): Promise<{ rows: SubscriptionRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ subscription: subscriptions, userEmail: users.email, customerId: stripeCustomers.customerId })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .leftJoin(stripeCustomers, and(eq(subscriptions.provider, "stripe"), eq(stripeCustomers.userId, subscriptions.userId)))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(subscriptions),
  ]);
  return {
    total,
    rows: rows.map(({ subscription: s, userEmail, customerId }) => ({
      id: s.id,
      userId: s.userId,
      userEmail,
      planType: s.planType,
      billingCycle: s.billingCycle,
      status: s.status,
      provider: s.provider,
      subscriptionId: s.subscriptionId,
      customerId,
      currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      createdAt: s.createdAt.toISOString(),
    })),
  };
}

// Read for the audit's target only: an unreadable payload names nobody.
const payloadView = z.object({ subscriptionId: z.string().optional(), paymentIntentId: z.string().optional(), reason: z.string().optional() });

type CallRecord = typeof providerCalls.$inferSelect;

/** A leased row: a process claimed it (runDueProviderCalls, tryProviderCallNow) and its lease has not run out. */
const isLeased = (row: Pick<CallRecord, "claimToken" | "nextAttemptAt">, now: Date) => row.claimToken !== null && row.nextAttemptAt > now;

/** The outbox's calls, newest first, optionally of one status (billing's own listing, shown for people). */
export async function listOutboxCalls(db: DbOrTx, filters: { status?: CallStatus }, page: Page): Promise<{ rows: CallRow[]; total: number }> {
  const { calls, total } = await listProviderCalls(db, page, filters);
  const now = new Date();
  return {
    total,
    rows: calls.map((row) => ({
      id: row.id,
      kind: row.kind,
      target: row.call ? (row.call.kind === "stripe.refund-payment" ? row.call.paymentIntentId : row.call.subscriptionId) : null,
      reason: row.call?.reason ?? "",
      dedupeKey: row.dedupeKey,
      status: row.status,
      attempts: row.attempts,
      inProgress: row.status === "pending" && isLeased(row, now),
      nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      doneAt: row.doneAt?.toISOString() ?? null,
    })),
  };
}

/** One page of the tab in the address; a bad address is a 400 with the reason. */
export async function loadPaymentsPage(db: DbOrTx, searchParams: URLSearchParams): Promise<PaymentsPageData> {
  const parsed = parsePaymentsQuery(searchParams);
  if (!parsed.success) throw data({ error: parsed.message }, { status: 400 });
  const { query, page } = parsed.query;
  const slice = { offset: (page - 1) * PAYMENTS_PAGE_SIZE, limit: PAYMENTS_PAGE_SIZE };
  const today = new Date().toISOString().slice(0, 10);
  const paged = (total: number) => ({ page, total, totalPages: Math.max(1, Math.ceil(total / PAYMENTS_PAGE_SIZE)), today });
  switch (query.tab) {
    case "payments": {
      const { rows, total } = await listPayments(db, { status: query.status, kind: query.kind, search: query.q }, slice);
      return { ...paged(total), query, payments: rows };
    }
    case "subscriptions": {
      const { rows, total } = await listSubscriptions(db, slice);
      return { ...paged(total), query, subscriptions: rows };
    }
    case "calls": {
      const { rows, total } = await listOutboxCalls(db, { status: query.status }, slice);
      return { ...paged(total), query, calls: rows, alertAfter: ALERT_AFTER_ATTEMPTS };
    }
  }
}

const RETRY_FAILED = "Could not retry the call";

/** The account a call is about, for the audit: the subscription's owner, or the payer of the refunded payment. */
async function callOwner(tx: DbOrTx, call: CallRecord): Promise<{ id: string; email: string } | null> {
  const payload = payloadView.safeParse(call.payload);
  const subscriptionId = payload.success ? payload.data.subscriptionId : undefined;
  const owner =
    call.kind === "stripe.refund-payment"
      ? tx
          .select({ id: users.id, email: users.email })
          .from(payments)
          .innerJoin(users, eq(users.id, payments.userId))
          .where(and(eq(payments.provider, "stripe"), eq(refundKey, call.dedupeKey)))
      : subscriptionId
        ? tx
            .select({ id: users.id, email: users.email })
            .from(subscriptions)
            .innerJoin(users, eq(users.id, subscriptions.userId))
            .where(eq(subscriptions.subscriptionId, subscriptionId))
        : null;
  const [row] = owner ? await owner.limit(1) : [];
  return row ?? null;
}

/**
 * Puts a failed or waiting call back in the queue, due now, and records who did
 * it, in one transaction. A done call, or one a process is performing right now
 * (claimed and its lease not run out), is refused: the lease rules of
 * outbox.server.ts stay whole. Attempts are kept, so the back-off and the alerts
 * go on from where they were.
 */
export async function requeueProviderCall(db: Database, actor: Actor, callId: string) {
  return db.transaction(async (tx) => {
    const [call] = await tx.select().from(providerCalls).where(eq(providerCalls.id, callId)).for("update");
    if (!call) throw new AppError("NOT_FOUND", { title: RETRY_FAILED, message: "This provider call does not exist." });
    if (call.status === "done") throw new AppError("CONFLICT", { title: RETRY_FAILED, message: "This call is already done." });
    const now = new Date();
    if (isLeased(call, now)) {
      throw new AppError("CONFLICT", { title: RETRY_FAILED, message: "This call is being performed right now. Look again in a few minutes." });
    }
    // The same JavaScript clock the runners compare next_attempt_at with (see enqueueProviderCall).
    const [updated] = await tx
      .update(providerCalls)
      .set({ status: "pending", nextAttemptAt: now, claimToken: null })
      .where(
        and(
          eq(providerCalls.id, call.id),
          inArray(providerCalls.status, ["pending", "failed"]),
          or(isNull(providerCalls.claimToken), lte(providerCalls.nextAttemptAt, now)),
        ),
      )
      .returning();
    if (!updated) throw new AppError("CONFLICT", { title: RETRY_FAILED, message: "This call changed meanwhile. Reload the page and look again." });
    await recordAdminAction(tx, actor, {
      action: "provider-call.retry",
      target: await callOwner(tx, call),
      before: { status: call.status, attempts: call.attempts },
      after: { status: updated.status, attempts: updated.attempts, call: call.kind, dedupeKey: call.dedupeKey },
    });
    return { dedupeKey: call.dedupeKey, attempts: call.attempts };
  });
}

type RetryToast = { type: "success" | "error" | "info"; title: string; description?: string };

/** Tries the requeued call at once when Stripe is configured, and says what happened. */
async function tryNow(db: Database, dedupeKey: string, attemptsBefore: number): Promise<RetryToast> {
  const queued: RetryToast = { type: "info", title: "Queued for retry", description: "The background runner performs it shortly." };
  if (!isStripeConfigured()) return { ...queued, description: "Stripe is not configured here: the call waits until it is." };
  try {
    if (await tryProviderCallNow(db, dedupeKey)) return { type: "success", title: "Retried: done" };
  } catch (error) {
    logger.error({ err: error, dedupeKey }, "retrying a provider call at once failed");
    return queued;
  }
  const [row] = await db
    .select({ attempts: providerCalls.attempts, lastError: providerCalls.lastError, status: providerCalls.status })
    .from(providerCalls)
    .where(eq(providerCalls.dedupeKey, dedupeKey));
  // Another process claimed it first: its outcome shows on the list.
  if (!row || row.attempts <= attemptsBefore || !row.lastError) return queued;
  const error = row.lastError.length > 300 ? `${row.lastError.slice(0, 300)}…` : row.lastError;
  return {
    type: "error",
    title: `Retry failed: ${error}`,
    description: row.status === "failed" ? "The provider refused it for good: it needs a person." : "It will be retried again later.",
  };
}

/**
 * The Retry button: requeues the call, tries it at once when Stripe is
 * configured and redirects back to the same list with a toast (so it works
 * without JavaScript); a failure answers `{ ok: false, error }`.
 */
export async function retryProviderCallFromPayments(db: Database, request: Request, actor: Actor) {
  try {
    const { fields, files } = await readRequestFields(request, { maxBytes: 10_000 });
    const parsed = retryCallSchema.safeParse(fields);
    if (!parsed.success || files.size > 0) {
      throw new AppError("BAD_REQUEST", { title: RETRY_FAILED, message: parsed.error?.issues[0]?.message ?? "Unknown request." });
    }
    const requeued = await requeueProviderCall(db, actor, parsed.data.id);
    const toast = await tryNow(db, requeued.dedupeKey, requeued.attempts);
    const url = new URL(request.url);
    return redirectWithToast(`${url.pathname}${url.search}`, toast);
  } catch (error) {
    return errorData(error, unexpectedFailure(RETRY_FAILED));
  }
}
