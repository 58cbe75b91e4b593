import { z } from "zod";
import { parseSearchParams, type ParsedSearchParams } from "~/utils/search-params";
import { text } from "~/utils/strict-input";
import { urls } from "~/utils/urls";

// The Payments page's tabs, filters, addresses and rows, shared by its loader,
// its action and its components. Client-safe.

export const PAYMENTS_PAGE_SIZE = 50;
export const PAYMENTS_SEARCH_MAX = 200;

export const PAYMENTS_TABS = [
  { value: "payments", label: "Payments" },
  { value: "subscriptions", label: "Subscriptions" },
  { value: "calls", label: "Provider calls" },
] as const;
export type PaymentsTab = (typeof PAYMENTS_TABS)[number]["value"];

// 'duplicate': a second plan paid while one was current; it was cancelled and its
// money is refunded through the outbox (billing/fulfilment.server.ts duplicatePlan).
// 'not-granted': a renewal of a plan that had ended here; no credits, the plan is cancelled again.
export const PAYMENT_STATUSES = [
  { value: "paid", label: "Paid" },
  { value: "duplicate", label: "Refunded (duplicate plan)" },
  { value: "not-granted", label: "Not granted" },
] as const;

export const PAYMENT_KINDS = [
  { value: "topup", label: "Top-up" },
  { value: "subscription", label: "Subscription" },
  { value: "renewal", label: "Renewal" },
] as const;

export const CALL_STATUSES = [
  { value: "pending", label: "Pending" },
  { value: "failed", label: "Failed" },
  { value: "done", label: "Done" },
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number]["value"];

export const CALL_KIND_LABELS: Record<string, string> = {
  "stripe.cancel-subscription": "Cancel subscription now",
  "stripe.cancel-at-period-end": "Cancel at period end",
  "stripe.refund-payment": "Refund payment",
  "stripe.resume-subscription": "Resume subscription",
};

const values = <T extends string>(options: ReadonlyArray<{ value: T }>) => options.map((o) => o.value) as [T, ...T[]];
const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) => options.find((o) => o.value === value)?.label ?? value;

export const paymentStatusLabel = (status: string) => labelOf(PAYMENT_STATUSES, status);
export const paymentKindLabel = (kind: string) => labelOf(PAYMENT_KINDS, kind);

const page = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/, "The page must be a whole number from 1.")
  .transform(Number)
  .optional();

const schemas = {
  payments: z.strictObject({
    tab: z.literal("payments").optional(),
    status: z.enum(values(PAYMENT_STATUSES), { error: "Unknown payment status." }).optional(),
    kind: z.enum(values(PAYMENT_KINDS), { error: "Unknown payment kind." }).optional(),
    q: text("The search").trim().max(PAYMENTS_SEARCH_MAX, `The search is limited to ${PAYMENTS_SEARCH_MAX} characters.`).optional(),
    page,
  }),
  subscriptions: z.strictObject({ tab: z.literal("subscriptions"), page }),
  calls: z.strictObject({
    tab: z.literal("calls"),
    status: z.enum(values(CALL_STATUSES), { error: "Unknown call status." }).optional(),
    page,
  }),
};

export type PaymentsQuery =
  | { tab: "payments"; status?: (typeof PAYMENT_STATUSES)[number]["value"]; kind?: (typeof PAYMENT_KINDS)[number]["value"]; q?: string }
  | { tab: "subscriptions" }
  | { tab: "calls"; status?: CallStatus };

/**
 * The page's address: `tab` picks which filters are allowed; anything else, a
 * key given twice or a value we do not know is refused with the reason.
 */
export function parsePaymentsQuery(params: URLSearchParams): ParsedSearchParams<{ query: PaymentsQuery; page: number }> {
  const tab = params.getAll("tab").find((value) => value !== "") ?? "payments";
  if (!(tab in schemas)) return { success: false, message: `Invalid "tab": choose ${PAYMENTS_TABS.map((t) => t.value).join(", ")}.` };
  const parsed = parseSearchParams(schemas[tab as PaymentsTab], params);
  if (!parsed.success) return parsed;
  const { page: pageNumber, ...rest } = parsed.query;
  const query = { ...rest, tab } as PaymentsQuery;
  if (query.tab === "payments" && !query.q) delete query.q;
  return { success: true, query: { query, page: pageNumber ?? 1 } };
}

/** The Payments page's address for this tab, filters and page (the default tab, page 1 and empty filters are left out). */
export function paymentsHref(query: PaymentsQuery, pageNumber = 1) {
  const params = new URLSearchParams();
  if (query.tab !== "payments") params.set("tab", query.tab);
  if (query.tab === "payments") {
    if (query.status) params.set("status", query.status);
    if (query.kind) params.set("kind", query.kind);
    if (query.q) params.set("q", query.q);
  }
  if (query.tab === "calls" && query.status) params.set("status", query.status);
  if (pageNumber > 1) params.set("page", String(pageNumber));
  const search = params.toString();
  return search ? `${urls.adminPayments()}?${search}` : urls.adminPayments();
}

export const isFiltered = (query: PaymentsQuery) =>
  query.tab === "payments" ? Boolean(query.status || query.kind || query.q) : query.tab === "calls" && Boolean(query.status);

/** The Retry button's form: one call, by id. */
export const retryCallSchema = z.strictObject(
  {
    intent: z.literal("retry", { error: "Unknown action." }),
    id: z.uuid({ error: "Unknown provider call." }),
  },
  { error: "Unknown field in the request." },
);

export type PaymentRow = {
  id: string;
  createdAt: string;
  userId: string;
  userEmail: string;
  kind: string;
  status: string;
  amountCents: number;
  credits: number;
  provider: string;
  providerId: string;
  refundedCents: number;
  disputedCents: number;
  creditsTakenBack: number;
  /** Credits a refund or dispute should have taken back but were already spent. */
  creditsShortfall: number;
  /** An operator may refund (some of) it: it names a provider charge and is not refunded in full. */
  refundable: boolean;
  /** The refund owed for this payment through the outbox, if any. */
  refund: { callId: string; status: CallStatus; attempts: number; lastError: string | null; doneAt: string | null } | null;
};

export type SubscriptionRow = {
  id: string;
  userId: string;
  userEmail: string;
  planType: string;
  billingCycle: string;
  status: string;
  provider: string;
  subscriptionId: string;
  /** The payer's customer id at Stripe, for a Stripe subscription. */
  customerId: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  createdAt: string;
};

export type CallRow = {
  id: string;
  kind: string;
  /** What the call acts on (a subscription or payment id at the provider); null when the payload is unreadable. */
  target: string | null;
  reason: string;
  dedupeKey: string;
  status: CallStatus;
  attempts: number;
  /** A process is performing the call right now (its lease has not run out): it cannot be retried. */
  inProgress: boolean;
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
  doneAt: string | null;
};

/** `today`: the UTC date the transactions export form starts from. */
type Paged = { page: number; total: number; totalPages: number; today: string };

export type PaymentsPageData = Paged &
  (
    | { query: Extract<PaymentsQuery, { tab: "payments" }>; payments: PaymentRow[] }
    | { query: Extract<PaymentsQuery, { tab: "subscriptions" }>; subscriptions: SubscriptionRow[] }
    | { query: Extract<PaymentsQuery, { tab: "calls" }>; calls: CallRow[]; alertAfter: number }
  );

/** Dollars from cents, e.g. "$45.00". */
export function dollars(cents: number) {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
