import { z } from "zod";
import type { AdminActionKind } from "~/db/schema";
import { parseSearchParams, type ParsedSearchParams } from "~/utils/search-params";
import { text } from "~/utils/strict-input";
import { urls } from "~/utils/urls";

// The Audit log page's filters, addresses and rows, shared by its loader and its
// components (and the user page's list of actions). Client-safe.

export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_SEARCH_MAX = 200;

/** What each action is called on screen; a new kind in ADMIN_ACTION_KINDS fails the typecheck until it has a label. */
export const ADMIN_ACTION_LABELS: Record<AdminActionKind, string> = {
  "credits.adjust": "Credits adjusted",
  "account.suspend": "Account suspended",
  "account.unsuspend": "Account unsuspended",
  "account.mark-verified": "E-mail marked verified",
  "account.resend-verification": "Verification e-mail resent",
  "account.sign-out-everywhere": "Signed out everywhere",
  "account.make-admin": "Admin role given",
  "account.remove-admin": "Admin role removed",
  "account.delete": "Account deleted",
  "generation.lift-suspension": "Generation suspension lifted",
  "provider-call.retry": "Provider call retried",
  "export.users": "Users exported",
  "export.transactions": "Transactions exported",
  "export.payments": "Payments exported",
  "demo-data.remove": "Demo data removed",
  "settings.update": "Settings changed",
  "payment.refund": "Payment refunded",
  "api-key.revoke": "API key revoked",
  "webhook.disable": "Webhook disabled",
  "webhook.delete": "Webhook deleted",
  "picture.remove": "Reported picture removed",
  "picture.dismiss-reports": "Picture reports dismissed",
};

const ACTION_KINDS = Object.keys(ADMIN_ACTION_LABELS) as [AdminActionKind, ...AdminActionKind[]];

export const ADMIN_ACTION_OPTIONS = ACTION_KINDS.map((value) => ({ value, label: ADMIN_ACTION_LABELS[value] }));

export const adminActionLabel = (action: string) => ADMIN_ACTION_LABELS[action as AdminActionKind] ?? action;

/** A calendar date as YYYY-MM-DD that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const calendarDate = (label: string) => {
  const message = `${label} must be a date written YYYY-MM-DD, e.g. 2026-01-31.`;
  return z.string({ error: message }).refine(isCalendarDate, { message });
};

const auditLogQuerySchema = z
  .strictObject({
    action: z.enum(ACTION_KINDS, { error: "Unknown action." }).optional(),
    q: text("The search").trim().max(AUDIT_LOG_SEARCH_MAX, `The search is limited to ${AUDIT_LOG_SEARCH_MAX} characters.`).optional(),
    from: calendarDate("The start date").optional(),
    to: calendarDate("The end date").optional(),
    page: z
      .string()
      .regex(/^[1-9][0-9]{0,5}$/, "The page must be a whole number from 1.")
      .transform(Number)
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The start date must not be after the end date.",
    path: ["from"],
  });

export type AuditLogQuery = Omit<z.infer<typeof auditLogQuerySchema>, "page">;

/** The address's filters and page; a key given twice, one we do not know or a bad value is refused with the reason. */
export function parseAuditLogQuery(params: URLSearchParams): ParsedSearchParams<{ query: AuditLogQuery; page: number }> {
  const parsed = parseSearchParams(auditLogQuerySchema, params);
  if (!parsed.success) return parsed;
  const { page, ...query } = parsed.query;
  if (!query.q) delete query.q;
  return { success: true, query: { query, page: page ?? 1 } };
}

/** The Audit log's address for these filters and page (page 1 and empty filters are left out). */
export function auditLogHref(query: AuditLogQuery, page = 1) {
  const params = new URLSearchParams();
  if (query.action) params.set("action", query.action);
  if (query.q) params.set("q", query.q);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${urls.adminAuditLog()}?${search}` : urls.adminAuditLog();
}

export const isAuditLogFiltered = (query: AuditLogQuery) => Boolean(query.action || query.q || query.from || query.to);

/** One key of an action's before/after that differs, as text; null where the side has no such key. */
export type AdminActionChange = { key: string; before: string | null; after: string | null };

/** One admin action, plain and serialisable. */
export type AdminActionRow = {
  id: string;
  createdAt: string;
  adminId: string;
  adminEmail: string;
  action: string;
  targetUserId: string | null;
  targetEmail: string | null;
  reason: string | null;
  changes: AdminActionChange[];
};

export type AuditLogPageData = { query: AuditLogQuery; page: number; total: number; totalPages: number; rows: AdminActionRow[] };

function show(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return value;
  if (typeof value === "number") return value.toLocaleString("en-US");
  return JSON.stringify(value);
}

/** The keys whose value differs between before and after (a key on one side only counts), in the order they were written. */
export function diffChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AdminActionChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.flatMap((key) => {
    const hasBefore = before !== null && Object.hasOwn(before, key);
    const hasAfter = after !== null && Object.hasOwn(after, key);
    const was = hasBefore ? show(before[key]) : null;
    const now = hasAfter ? show(after[key]) : null;
    if (hasBefore && hasAfter && JSON.stringify(before[key]) === JSON.stringify(after[key])) return [];
    return [{ key, before: was, after: now }];
  });
}
