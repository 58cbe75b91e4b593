import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import { data } from "react-router";
import type { Database, DbOrTx } from "~/db/db.server";
import { payments, providerCalls, stripeCustomers, subscriptions, users } from "~/db/schema";
import { ALERT_AFTER_ATTEMPTS, isLeased, listProviderCalls } from "~/features/billing/outbox.server";
import { refundKey, requeueProviderCall, RETRY_FAILED, tryRequeuedCallNow } from "~/features/billing/retry-provider-call.server";
import { appError, unexpectedFailure } from "~/utils/error-messages";
import { parseOrRefuse } from "~/utils/parse-form";
import { errorData, readRequestFields } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Actor } from "~/features/audit/admin-audit.server";
import {
  PAYMENTS_PAGE_SIZE,
  parsePaymentsQuery,
  retryCallSchema,
  type CallRow,
  type CallStatus,
  type PaymentRow,
  type PaymentsPageData,
  type SubscriptionRow,
} from "~/routes/admin/payments/payments-query";
import { isoDay } from "~/utils/dates";

// The Payments page's loader and action (routes/admin/payments.tsx checks the admin first).

type Page = { offset: number; limit: number };

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
      refundedCents: payment.refundedCents,
      disputedCents: payment.disputedCents,
      creditsTakenBack: payment.creditsTakenBack,
      creditsShortfall: payment.creditsShortfall,
      refundable: payment.chargeRef !== null && payment.refundedCents < payment.amountCents,
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
  const today = isoDay(new Date());
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

/**
 * The Retry button: requeues the call, tries it at once when Stripe is
 * configured and redirects back to the same list with a toast (so it works
 * without JavaScript); a failure answers `{ ok: false, error }`.
 */
export async function retryProviderCallFromPayments(db: Database, request: Request, actor: Actor) {
  try {
    const { fields, files } = await readRequestFields(request, { maxBytes: 10_000 });
    if (files.size > 0) throw appError("formTakesNoFiles", { title: RETRY_FAILED });
    const { id } = parseOrRefuse(retryCallSchema, fields, { key: "unknownRequest", title: RETRY_FAILED });
    const requeued = await requeueProviderCall(db, actor, id);
    const toast = await tryRequeuedCallNow(db, requeued.dedupeKey, requeued.attempts);
    const url = new URL(request.url);
    return redirectWithToast(`${url.pathname}${url.search}`, toast);
  } catch (error) {
    return errorData(error, unexpectedFailure(RETRY_FAILED));
  }
}
