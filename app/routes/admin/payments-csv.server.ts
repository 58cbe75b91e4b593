// The operators' 'Payments' CSV (CONTRACT.md "Money"): every payment of a date
// range with its dollars, status, refunded and disputed dollars and the credits
// that could not be taken back (shortfall), streamed like the other exports.
import type { ColumnOption } from "csv-stringify";
import { and, asc, count, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/db.server";
import { payments, users } from "~/db/schema";
import { recordAdminAction, type Actor } from "~/features/audit/admin-audit.server";
import { moneyStatus, paymentTitle } from "~/features/billing/money-status";
import type { PriceTable } from "~/features/billing/pricing";
import { loadSettings } from "~/features/settings/settings.server";
import { DAY_MS } from "~/utils/dates";
import { parseSearchParams } from "~/utils/search-params";
import {
  afterCursor,
  csvResponse,
  EXPORT_BATCH_SIZE,
  keysetRows,
  plainText,
  transactionsRangeSchema,
  type Cursor,
  type ExportOptions,
  type TransactionsRange,
} from "./csv-export.server";

const PAYMENT_COLUMNS: ColumnOption[] = [
  { key: "createdAt", header: "created_at" },
  { key: "id", header: "payment_id" },
  { key: "userId", header: "user_id" },
  { key: "userEmail", header: "user_email" },
  { key: "provider", header: "provider" },
  { key: "what", header: "what" },
  { key: "amountUsd", header: "amount_usd" },
  { key: "status", header: "status" },
  { key: "recordStatus", header: "record_status" },
  { key: "refundedUsd", header: "refunded_usd" },
  { key: "disputedUsd", header: "disputed_usd" },
  { key: "credits", header: "credits" },
  { key: "creditsTakenBack", header: "credits_taken_back" },
  { key: "creditsShortfall", header: "credits_shortfall" },
  { key: "chargeRef", header: "charge_ref" },
];

/** Cents as a plain dollar figure a spreadsheet reads as a number: 2500 → "25.00". */
export const dollars = (cents: number) =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

function inRange(range: TransactionsRange): SQL {
  const since = new Date(`${range.from}T00:00:00Z`);
  const until = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS);
  return and(gte(payments.createdAt, since), lt(payments.createdAt, until))!;
}

function paymentBatch(db: DbOrTx, range: TransactionsRange, table: PriceTable) {
  return async (after: Cursor | null, limit: number) => {
    const rows = await db
      .select({ cursor: sql<string>`${payments.createdAt}::text`, payment: payments, userEmail: users.email })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(and(inRange(range), afterCursor(payments.createdAt, payments.id, after)))
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(limit);
    return rows.map(({ cursor, payment: p, userEmail }) => ({
      cursor,
      id: p.id,
      createdAt: p.createdAt,
      userId: p.userId,
      userEmail,
      provider: p.provider,
      what: paymentTitle(p.kind, p.details, table),
      amountUsd: dollars(p.amountCents),
      status: moneyStatus(p),
      recordStatus: p.status,
      refundedUsd: dollars(p.refundedCents),
      disputedUsd: dollars(p.disputedCents),
      credits: p.credits,
      creditsTakenBack: p.creditsTakenBack,
      creditsShortfall: p.creditsShortfall,
      chargeRef: p.chargeRef ?? "",
    }));
  };
}

/** The payments of a date range (UTC days, both included) as CSV, oldest first; audited before the first byte. */
export async function exportPaymentsCsv(db: Database, actor: Actor, searchParams: URLSearchParams, options: ExportOptions = {}): Promise<Response> {
  const parsed = parseSearchParams(transactionsRangeSchema, searchParams);
  if (!parsed.success) return plainText(`${parsed.message} Example: ?from=2026-01-01&to=2026-01-31`, 400);
  const range = parsed.query;
  const [{ rows }] = await db.select({ rows: count() }).from(payments).where(inRange(range));
  await recordAdminAction(db, actor, { action: "export.payments", after: { from: range.from, to: range.to, rows } });
  const table = (await loadSettings(db)).plans;
  const filename = `payments-${range.from}-to-${range.to}.csv`;
  return csvResponse(keysetRows(paymentBatch(db, range, table), options.batchSize ?? EXPORT_BATCH_SIZE), PAYMENT_COLUMNS, filename);
}
