import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/db.server";
import { BUCKETS, isBucket, isValidKey, type Storage, type StoredFile } from "~/services/storage/storage.server";
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type BackupLine, contentTypeOf, parentsFirst } from "./backup-format";

// `npm run backup` and `npm run restore` (docs/decisions/025-backup-and-restore.md):
// a logical dump made through the app's own connection (no pg_dump, whose
// version must match the server's), the same for PGlite and PostgreSQL, and
// every stored file read through the storage interface (disk or S3).

const ROWS_PER_LINE = 500;

async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer `execute` with `{ rows }`.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const quoted = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** The app's tables (schema public), parents first. */
async function tablesOf(db: DbOrTx): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const strip = (name: string) => name.replace(/^public\./, "").replace(/^"|"$/g, "");
  return parentsFirst(
    tables.map((t) => t.name),
    edges.map((e) => [strip(e.child), strip(e.parent)]),
  );
}

/** A table's columns a restore writes: all but those the database computes (generated columns refuse a value). */
async function writableColumnsOf(db: DbOrTx, table: string) {
  const columns = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
  );
  return sql.join(
    columns.map((column) => quoted(column.name)),
    sql`, `,
  );
}

async function migrationsOf(db: DbOrTx): Promise<string[]> {
  const rows = await rowsOf<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by created_at, id`);
  return rows.map((r) => r.hash);
}

type Writer = { write(line: BackupLine): Promise<void>; close(): Promise<void> };

function gzipLines(file: string): Writer {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file, { flags: "wx", mode: 0o600 }));
  return {
    async write(line) {
      if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, "drain");
    },
    async close() {
      gzip.end();
      await done;
    },
  };
}

export type BackupSummary = { rows: Record<string, number>; files: number };

/**
 * Writes the database (one consistent snapshot: a repeatable-read, read-only
 * transaction, so PostgreSQL may keep serving) and then every stored file to `file`,
 * which must not exist yet. A file removed between the snapshot and its copy is skipped.
 */
export async function writeBackup(db: Database, kind: "pglite" | "postgres", storage: Storage, file: string): Promise<BackupSummary> {
  const out = gzipLines(file);
  const counts: Record<string, number> = {};
  try {
    await db.transaction(
      async (tx) => {
        const tables = await tablesOf(tx);
        const header: BackupHeader = {
          kind: "header",
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          database: kind,
          migrations: await migrationsOf(tx),
          tables,
        };
        await out.write(header);
        for (const table of tables) {
          counts[table] = 0;
          // Pages by physical row address: stable inside the snapshot, no primary key needed.
          let after = "(0,0)";
          for (;;) {
            const page = await rowsOf<{ at: string; row: Record<string, unknown> }>(
              tx,
              sql`select ctid::text as at, row_to_json(t) as row from ${quoted(table)} t where ctid > ${after}::tid order by ctid limit ${ROWS_PER_LINE}`,
            );
            if (page.length === 0) break;
            await out.write({ kind: "rows", table, rows: page.map((p) => (typeof p.row === "string" ? JSON.parse(p.row) : p.row)) });
            counts[table] += page.length;
            after = page.at(-1)!.at;
          }
        }
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    let files = 0;
    for (const bucket of BUCKETS) {
      for await (const listed of storage.list(bucket)) {
        const stored = await storage.get({ bucket, key: listed.key });
        if (!stored) continue;
        const data = Buffer.from(await new Response(stored.body).arrayBuffer()).toString("base64");
        await out.write({ kind: "file", bucket, key: listed.key, data });
        files++;
      }
    }
    await out.write({ kind: "end", rows: counts, files });
    await out.close();
    return { rows: counts, files };
  } catch (error) {
    await out.close().catch(() => {});
    throw error;
  }
}

export class RestoreRefused extends Error {}

async function* linesOf(file: string): AsyncGenerator<BackupLine> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim() !== "") yield JSON.parse(line) as BackupLine;
}

/**
 * Loads a backup into an empty, migrated database (same migrations as the
 * backup) and an empty storage. The rows go in one transaction: a refused or
 * broken file leaves the database empty. Files are written after the rows.
 */
export async function restoreBackup(db: Database, storage: Storage, file: string): Promise<BackupSummary> {
  const lines = linesOf(file);
  const first = (await lines.next()).value as BackupLine | undefined;
  if (!first || first.kind !== "header" || first.format !== BACKUP_FORMAT) throw new RestoreRefused(`${file} is not a backup of this site.`);
  if (first.version > BACKUP_VERSION)
    throw new RestoreRefused(`${file} was written by a newer version of the site (backup format ${first.version}).`);
  const here = await migrationsOf(db);
  if (JSON.stringify(here) !== JSON.stringify(first.migrations)) {
    throw new RestoreRefused(
      `The backup's database has ${first.migrations.length} migrations and this release ${here.length}: restore with the release that made the backup, then upgrade.`,
    );
  }
  for (const table of first.tables) {
    const [{ n }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${quoted(table)}`);
    if (n > 0) throw new RestoreRefused(`The database is not empty (table ${table} has ${n} rows): restore into an empty database.`);
  }
  for (const bucket of BUCKETS) {
    for await (const listed of storage.list(bucket)) {
      throw new RestoreRefused(`The file storage is not empty (${bucket}/${listed.key}): restore into an empty DATA_DIR or bucket.`);
    }
  }

  const rows: Record<string, number> = {};
  let files = 0;
  let end: Extract<BackupLine, { kind: "end" }> | null = null;
  const written: StoredFile[] = [];
  // The rows roll back by themselves; the files written so far are removed, so a retry finds the storage empty again.
  const undoFiles = async () => {
    for (const stored of written) await storage.remove(stored).catch(() => {});
  };
  const writable = new Map<string, ReturnType<typeof sql.join>>();
  await db
    .transaction(async (tx) => {
      for (;;) {
        const { value, done } = await lines.next();
        if (done) break;
        if (value.kind === "rows") {
          if (!first.tables.includes(value.table)) throw new RestoreRefused(`The backup names an unknown table ${value.table}.`);
          if (!writable.has(value.table)) writable.set(value.table, await writableColumnsOf(tx, value.table));
          const columns = writable.get(value.table)!;
          await tx.execute(
            sql`insert into ${quoted(value.table)} (${columns}) select ${columns} from json_populate_recordset(null::${quoted(value.table)}, ${JSON.stringify(value.rows)}::json)`,
          );
          rows[value.table] = (rows[value.table] ?? 0) + value.rows.length;
        } else if (value.kind === "file") {
          if (!isBucket(value.bucket) || !isValidKey(value.key))
            throw new RestoreRefused(`The backup holds a file with a name of no bucket: ${value.bucket}/${value.key}.`);
          const stored = { bucket: value.bucket, key: value.key };
          await storage.put(stored, Buffer.from(value.data, "base64"), contentTypeOf(value.key));
          written.push(stored);
          files++;
        } else if (value.kind === "end") {
          end = value;
          break;
        }
      }
      const finished = end as Extract<BackupLine, { kind: "end" }> | null;
      if (!finished) throw new RestoreRefused(`${file} ends early (no end line): it was cut short. Nothing was restored.`);
      for (const table of first.tables) {
        if ((rows[table] ?? 0) !== (finished.rows[table] ?? 0))
          throw new RestoreRefused(`Table ${table}: ${rows[table] ?? 0} rows read, ${finished.rows[table]} written.`);
      }
      if (files !== finished.files) throw new RestoreRefused(`${files} files read, ${finished.files} written.`);
    })
    .catch(async (error: unknown) => {
      await undoFiles();
      throw error;
    });
  return { rows, files };
}
