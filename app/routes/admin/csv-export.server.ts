import { Readable, pipeline } from "node:stream";
import { stringify, type ColumnOption } from "csv-stringify";
import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database, DbOrTx } from "~/db/db.server";
import { credits, generations, subscriptions, transactions, users } from "~/db/schema";
import { CURRENT_STATUSES } from "~/features/billing/subscriptions.server";
import { logger } from "~/utils/logger.server";
import { CSV_CAST as CAST, neutraliseFormula } from "~/utils/csv";
import { parseSearchParams } from "~/utils/search-params";
import { recordAdminAction, type Actor } from "~/features/audit/admin-audit.server";
import { calendarDate } from "~/routes/admin/audit-log/audit-log-query";
import { DAY_MS, isoDay } from "~/utils/dates";

// The portal's CSV exports (users, credit transactions), streamed: rows are read
// in keyset-paged batches and written through csv-stringify as the client reads,
// so memory stays flat whatever the size. Each export is audited before it starts.

export const EXPORT_BATCH_SIZE = 1000;
export const MAX_EXPORT_DAYS = 366;

// The formula guard is shared with the account's own data export (~/utils/csv).
export { neutraliseFormula };

export function plainText(message: string, status: number) {
  return new Response(`${message}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}

/** The rows as a CSV response body, produced as it is read; a read failure ends the download with an error, never a silent cut. */
export function csvResponse(rows: AsyncIterable<Record<string, unknown>>, columns: ColumnOption[], filename: string): Response {
  const stringifier = stringify({ header: true, columns, cast: CAST });
  pipeline(Readable.from(rows), stringifier, (error) => {
    // The client going away mid-download is not a failure of ours.
    if (error && (error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
      logger.error({ err: error, filename }, "a CSV export failed while streaming");
    }
  });
  return new Response(Readable.toWeb(stringifier) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/** Where the previous batch ended: its last row's created_at (Postgres' own text, so no microsecond is lost) and id. */
export type Cursor = { at: string; id: string };

/**
 * Every row `fetchBatch` finds, one batch at a time, each batch starting after
 * the previous one's last (created_at, id): stable under inserts, and each row once.
 */
export async function* keysetRows<Row extends { cursor: string; id: string }>(
  fetchBatch: (after: Cursor | null, limit: number) => Promise<Row[]>,
  batchSize: number,
): AsyncGenerator<Row> {
  let after: Cursor | null = null;
  for (;;) {
    const batch = await fetchBatch(after, batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1];
    after = { at: last.cursor, id: last.id };
  }
}

/** Rows strictly after the cursor in (created_at, id) order. */
export function afterCursor(createdAt: AnyPgColumn, id: AnyPgColumn, after: Cursor | null): SQL | undefined {
  return after ? sql`(${createdAt}, ${id}) > (${after.at}::timestamptz, ${after.id})` : undefined;
}

export type ExportOptions = { batchSize?: number; now?: Date };

// ---- Users ------------------------------------------------------------------

const USER_COLUMNS: ColumnOption[] = [
  { key: "id", header: "id" },
  { key: "email", header: "email" },
  { key: "name", header: "name" },
  { key: "createdAt", header: "created_at" },
  { key: "role", header: "role" },
  { key: "emailVerified", header: "email_verified" },
  { key: "suspended", header: "suspended" },
  { key: "plan", header: "plan" },
  { key: "balance", header: "balance" },
  { key: "generations", header: "generations" },
];

const currentPlan = sql<string | null>`(
  select ${subscriptions.planType} from ${subscriptions}
  where ${subscriptions.userId} = ${users.id} and ${inArray(subscriptions.status, [...CURRENT_STATUSES])}
  order by ${subscriptions.createdAt} desc limit 1)`;

const generationCount = sql<number>`(select count(*)::int from ${generations} where ${generations.userId} = ${users.id})`.mapWith(Number);

function userBatch(db: DbOrTx) {
  return (after: Cursor | null, limit: number) =>
    db
      .select({
        cursor: sql<string>`${users.createdAt}::text`,
        id: users.id,
        email: users.email,
        name: users.name,
        createdAt: users.createdAt,
        role: users.role,
        emailVerified: users.emailVerified,
        suspended: sql<boolean>`coalesce(${users.banned}, false)`,
        plan: currentPlan,
        balance: sql<number>`coalesce(${credits.amount}, 0)`.mapWith(Number),
        generations: generationCount,
      })
      .from(users)
      .leftJoin(credits, eq(credits.userId, users.id))
      .where(afterCursor(users.createdAt, users.id, after))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(limit);
}

const usersQuerySchema = z.strictObject({});

/** Every account as CSV, oldest first; the export is audited (with the row count at its start) before the first byte. */
export async function exportUsersCsv(db: Database, actor: Actor, searchParams: URLSearchParams, options: ExportOptions = {}): Promise<Response> {
  const parsed = parseSearchParams(usersQuerySchema, searchParams);
  if (!parsed.success) return plainText(`This export takes no options. ${parsed.message}`, 400);
  const [{ rows }] = await db.select({ rows: count() }).from(users);
  await recordAdminAction(db, actor, { action: "export.users", after: { rows } });
  const filename = `users-${isoDay(options.now ?? new Date())}.csv`;
  return csvResponse(keysetRows(userBatch(db), options.batchSize ?? EXPORT_BATCH_SIZE), USER_COLUMNS, filename);
}

// ---- Transactions -------------------------------------------------------------

const TRANSACTION_COLUMNS: ColumnOption[] = [
  { key: "createdAt", header: "created_at" },
  { key: "id", header: "transaction_id" },
  { key: "userId", header: "user_id" },
  { key: "userEmail", header: "user_email" },
  { key: "type", header: "type" },
  { key: "amount", header: "amount" },
  { key: "description", header: "description" },
];

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** `from` and `to` as YYYY-MM-DD (UTC days, both included), from ≤ to, at most MAX_EXPORT_DAYS days. */
export const transactionsRangeSchema = z
  .strictObject({ from: calendarDate('"from"'), to: calendarDate('"to"') })
  .refine((range) => range.from <= range.to, { message: "The range ends before it starts: make `from` the earlier date.", path: ["to"] })
  .refine((range) => dayNumber(range.to) - dayNumber(range.from) + 1 <= MAX_EXPORT_DAYS, {
    message: `The range is at most ${MAX_EXPORT_DAYS} days: export a long period in parts.`,
    path: ["to"],
  });

export type TransactionsRange = z.infer<typeof transactionsRangeSchema>;

/** The range as created_at bounds: from the start of `from` to the start of the day after `to` (excluded). */
function inRange(range: TransactionsRange): SQL {
  const since = new Date(`${range.from}T00:00:00Z`);
  const until = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS);
  return and(gte(transactions.createdAt, since), lt(transactions.createdAt, until))!;
}

function transactionBatch(db: DbOrTx, range: TransactionsRange) {
  return (after: Cursor | null, limit: number) =>
    db
      .select({
        cursor: sql<string>`${transactions.createdAt}::text`,
        id: transactions.id,
        createdAt: transactions.createdAt,
        userId: transactions.userId,
        userEmail: users.email,
        type: transactions.type,
        amount: transactions.amount,
        description: transactions.description,
      })
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.userId))
      .where(and(inRange(range), afterCursor(transactions.createdAt, transactions.id, after)))
      .orderBy(asc(transactions.createdAt), asc(transactions.id))
      .limit(limit);
}

/**
 * The credit transactions of a date range as CSV, oldest first; a missing or bad
 * range is a 400 with the reason. Audited (range and row count at the start) before the first byte.
 */
export async function exportTransactionsCsv(
  db: Database,
  actor: Actor,
  searchParams: URLSearchParams,
  options: ExportOptions = {},
): Promise<Response> {
  const parsed = parseSearchParams(transactionsRangeSchema, searchParams);
  if (!parsed.success) return plainText(`${parsed.message} Example: ?from=2026-01-01&to=2026-01-31`, 400);
  const range = parsed.query;
  const [{ rows }] = await db.select({ rows: count() }).from(transactions).where(inRange(range));
  await recordAdminAction(db, actor, { action: "export.transactions", after: { from: range.from, to: range.to, rows } });
  const filename = `transactions-${range.from}-to-${range.to}.csv`;
  return csvResponse(keysetRows(transactionBatch(db, range), options.batchSize ?? EXPORT_BATCH_SIZE), TRANSACTION_COLUMNS, filename);
}
