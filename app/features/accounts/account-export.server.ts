import { Readable } from "node:stream";
import { appError } from "~/utils/error-messages";
import archiver, { type Archiver } from "archiver";
import { stringify } from "csv-stringify";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/db/db.server";
import { credits, generations, payments, profiles, subscriptions, transactions, users } from "~/db/schema";
import { getStorage, isBucket, isValidKey, type StoredFile } from "~/services/storage/storage.server";
import { CSV_CAST } from "~/utils/csv";
import { logger } from "~/utils/logger.server";
import { exportCollections } from "~/features/library/collections.server";
import { isDeletedAccount } from "./account-deletion.server";

// 'Download my data' (docs/decisions/026): one zip, streamed as the client reads
// it. Rows are read in keyset pages and pictures one at a time, so memory stays
// flat whatever the account's size. Pictures are stored, not deflated (PNG is
// already compressed); the rest is deflated.

export const EXPORT_PAGE_SIZE = 500;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function fromRef(ref: string | null): StoredFile | null {
  if (!ref) return null;
  const slash = ref.indexOf("/");
  const bucket = ref.slice(0, slash);
  const key = ref.slice(slash + 1);
  return slash > 0 && isBucket(bucket) && isValidKey(key) ? { bucket, key } : null;
}

/** Every row `page` finds, a page at a time, each page after the previous one's last (created_at, id). */
type Cursor = { id: string; cursor: string };

async function* keyset<Row extends Cursor>(page: (after: Cursor | null) => Promise<Row[]>): AsyncGenerator<Row> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    after = rows[rows.length - 1];
  }
}

/** created_at as PostgreSQL's own text: a JS Date would drop the microseconds and repeat or skip rows. */
const cursorOf = (createdAt: AnyPgColumn) => sql<string>`${createdAt}::text`;

/** (created_at, id) strictly after the previous page's last row. */
function afterRow(createdAt: AnyPgColumn, id: AnyPgColumn, row: Cursor | null): SQL | undefined {
  if (!row) return undefined;
  return sql`(${createdAt}, ${id}) > (${row.cursor}::timestamptz, ${row.id}::uuid)`;
}

/** Resolves once the archive has taken the entry in (so the next one is read only then); rejects when the archive fails or closes. */
function appendEntry(archive: Archiver, source: Buffer | string | Readable, name: string, date: Date, store = false) {
  return new Promise<void>((resolve, reject) => {
    const cleanup = () => {
      archive.off("entry", done);
      archive.off("error", failed);
      archive.off("close", closed);
    };
    const done = () => (cleanup(), resolve());
    const failed = (error: Error) => (cleanup(), reject(error));
    const closed = () => failed(new Error("zip stream closed"));
    archive.on("entry", done);
    archive.on("error", failed);
    archive.on("close", closed);
    archive.append(source, { name, date, store });
  });
}

function csv(rows: AsyncIterable<Record<string, unknown>>, columns: string[]): Readable {
  return Readable.from(rows).pipe(stringify({ header: true, columns, cast: CSV_CAST }));
}

async function profileJson(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      adultConfirmedAt: profiles.adultConfirmedAt,
      balance: credits.amount,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(credits, eq(credits.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || isDeletedAccount(row)) throw appError("exportAccountMissing");
  const plans = await db
    .select({
      planType: subscriptions.planType,
      billingCycle: subscriptions.billingCycle,
      status: subscriptions.status,
      provider: subscriptions.provider,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt));
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: row.id,
      email: row.email,
      name: row.name,
      username: row.username,
      avatarUrl: row.avatarUrl,
      emailVerified: row.emailVerified,
      twoFactorEnabled: Boolean(row.twoFactorEnabled),
      memberSince: row.createdAt.toISOString(),
    },
    settings: { adultContentConfirmedAt: row.adultConfirmedAt?.toISOString() ?? null },
    credits: { balance: row.balance ?? 0 },
    subscriptions: plans,
  };
}

/** One picture's settings, as its JSON beside the file. */
function pictureSettings(row: typeof generations.$inferSelect) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    prompt: row.prompt,
    negativePrompt: row.negativePrompt,
    mode: row.mode,
    model: row.model,
    aspectRatio: row.aspectRatio,
    seed: row.seed,
    nsfw: row.isNsfw,
    private: row.private,
    width: row.width,
    height: row.height,
  };
}

async function fillArchive(db: Database, archive: Archiver, userId: string) {
  const now = new Date();
  const profile = await profileJson(db, userId);
  await appendEntry(archive, `${JSON.stringify(profile, null, 2)}\n`, "profile.json", now);

  const ledger = keyset((after) =>
    db
      .select({
        id: transactions.id,
        cursor: cursorOf(transactions.createdAt),
        createdAt: transactions.createdAt,
        type: transactions.type,
        amount: transactions.amount,
        description: transactions.description,
      })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), afterRow(transactions.createdAt, transactions.id, after)))
      .orderBy(asc(transactions.createdAt), asc(transactions.id))
      .limit(EXPORT_PAGE_SIZE),
  );
  const ledgerRows = (async function* () {
    for await (const row of ledger) yield { date: row.createdAt, type: row.type, amount: row.amount, description: row.description };
  })();
  await appendEntry(archive, csv(ledgerRows, ["date", "type", "amount", "description"]), "transactions.csv", now);

  const paid = keyset((after) =>
    db
      .select({
        id: payments.id,
        cursor: cursorOf(payments.createdAt),
        createdAt: payments.createdAt,
        provider: payments.provider,
        kind: payments.kind,
        amountCents: payments.amountCents,
        credits: payments.credits,
        status: payments.status,
      })
      .from(payments)
      .where(and(eq(payments.userId, userId), afterRow(payments.createdAt, payments.id, after)))
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(EXPORT_PAGE_SIZE),
  );
  const paymentRows = (async function* () {
    for await (const row of paid) {
      yield {
        date: row.createdAt,
        kind: row.kind,
        amount_usd: (row.amountCents / 100).toFixed(2),
        credits: row.credits,
        status: row.status,
        provider: row.provider,
      };
    }
  })();
  await appendEntry(archive, csv(paymentRows, ["date", "kind", "amount_usd", "credits", "status", "provider"]), "payments.csv", now);

  // 'Collections': each one's name and the ids of its pictures (the pictures/ files are named by the same ids).
  await appendEntry(archive, `${JSON.stringify(await exportCollections(db, userId), null, 2)}\n`, "collections.json", now);

  const pictures = keyset((after) =>
    db
      .select({ row: generations, id: generations.id, cursor: cursorOf(generations.createdAt) })
      .from(generations)
      .where(and(eq(generations.userId, userId), eq(generations.status, "succeeded"), afterRow(generations.createdAt, generations.id, after)))
      .orderBy(asc(generations.createdAt), asc(generations.id))
      .limit(EXPORT_PAGE_SIZE),
  );
  for await (const { row } of pictures) {
    if (archive.destroyed) return;
    const file = fromRef(row.imagePath);
    const stored = file ? await getStorage().get(file) : null;
    // A picture whose file is gone is still listed by its settings, and the JSON says so.
    const base = `pictures/${isoDate(row.createdAt)}-${row.id}`;
    await appendEntry(
      archive,
      `${JSON.stringify({ ...pictureSettings(row), file: stored ? `${base}.png` : null }, null, 2)}\n`,
      `${base}.json`,
      row.createdAt,
    );
    if (stored) await appendEntry(archive, Readable.fromWeb(stored.body as never), `${base}.png`, row.createdAt, true);
  }
  await archive.finalize();
}

/** The whole of a user's data as a zip web stream, with its download name. The account is checked before the first byte. */
export async function streamAccountExport(db: Database, userId: string): Promise<{ stream: ReadableStream<Uint8Array>; filename: string }> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user || isDeletedAccount(user)) throw appError("exportAccountMissing");
  const archive = archiver("zip", { zlib: { level: 6 } });
  fillArchive(db, archive, userId).catch((error: unknown) => {
    if (archive.destroyed) return;
    logger.error({ err: error, userId }, "could not finish a data export");
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { stream: Readable.toWeb(archive) as ReadableStream<Uint8Array>, filename: `my-data-${isoDate(new Date())}.zip` };
}
