import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, openDatabase, type Database, type DatabaseHandle } from "~/db/db.server";
import { accounts } from "~/db/schema";
import { verifyPassword } from "~/features/accounts/password-hashing.server";
import { seedDemoContent } from "./demo/seed.server";
import { RestoreRefused, restoreBackup, writeBackup } from "~/services/backup/backup.server";
import { localDiskStorage } from "~/services/storage/local-disk-storage.server";
import { s3Storage } from "~/services/storage/s3-storage.server";
import { BUCKETS, getStorage, type Storage } from "~/services/storage/storage.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser } from "../tests/factories";
import { settingsOf, startS3Server } from "../tests/mocks/s3-server";

// npm run backup / restore (docs/decisions/025): everything in one file, back
// into an empty database and an empty file store, and a user signs in after it.

const PASSWORD = "backup-round-trip-password-7";
const scratch = mkdtempSync(path.join(tmpdir(), "uai-backup-"));
const targets: DatabaseHandle[] = [];

async function emptyTarget() {
  const handle = openDatabase({});
  await handle.migrate();
  targets.push(handle);
  return { db: handle.db, storage: localDiskStorage(mkdtempSync(path.join(scratch, "files-"))) };
}

async function tableContents(db: Database) {
  const tables = (
    (await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] }
  ).rows;
  const contents: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = ((await db.execute(sql.raw(`select row_to_json(t)::text as r from "${name}" t`))) as unknown as { rows: { r: string }[] }).rows;
    contents[name] = rows.map((row) => row.r).sort();
  }
  return contents;
}

async function filesOf(storage: Storage) {
  const files: Record<string, string> = {};
  for (const bucket of BUCKETS) {
    for await (const listed of storage.list(bucket)) {
      const stored = await storage.get({ bucket, key: listed.key });
      files[`${bucket}/${listed.key}`] = Buffer.from(await new Response(stored!.body).arrayBuffer()).toString("base64");
    }
  }
  return files;
}

let user: Awaited<ReturnType<typeof createSignedInUser>>;
let backupFile = "";

beforeAll(async () => {
  // A catalogue with its pictures (stored files), and an account with a password.
  await seedDemoContent(getDb());
  user = await createSignedInUser({ password: PASSWORD, credits: 4 });
  backupFile = path.join(scratch, "site.backup");
  const kind = getEnv().DATABASE_URL || process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";
  await writeBackup(getDb(), kind, getStorage(), backupFile);
}, 120_000);

afterAll(async () => {
  for (const handle of targets) await handle.close();
});

describe("backup and restore", () => {
  it("restores the same rows and the same files into an empty database and file store", async () => {
    const target = await emptyTarget();
    const summary = await restoreBackup(target.db, target.storage, backupFile);
    expect(summary.files).toBeGreaterThan(0);
    expect(summary.rows.users).toBeGreaterThan(0);
    expect(await tableContents(target.db)).toEqual(await tableContents(getDb()));
    expect(await filesOf(target.storage)).toEqual(await filesOf(getStorage()));
  }, 120_000);

  it("keeps the password: the restored account's hash verifies the same password, and no other", async () => {
    const target = await emptyTarget();
    await restoreBackup(target.db, target.storage, backupFile);
    const [account] = await target.db.select().from(accounts).where(eq(accounts.userId, user.user.id));
    expect(account.password).toBeTruthy();
    expect(await verifyPassword({ hash: account.password!, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: account.password!, password: `${PASSWORD}x` })).toBe(false);
  }, 120_000);

  it("refuses a database or a file store that is not empty, and changes nothing", async () => {
    const target = await emptyTarget();
    await restoreBackup(target.db, target.storage, backupFile);
    const before = await tableContents(target.db);
    await expect(restoreBackup(target.db, target.storage, backupFile)).rejects.toThrow(/not empty/);
    expect(await tableContents(target.db)).toEqual(before);

    const filesOnly = await emptyTarget();
    await filesOnly.storage.put({ bucket: "catalog", key: "already-here.png" }, new Uint8Array([1, 2, 3]), "image/png");
    await expect(restoreBackup(filesOnly.db, filesOnly.storage, backupFile)).rejects.toBeInstanceOf(RestoreRefused);
    expect(Object.values(await tableContents(filesOnly.db)).flat()).toEqual([]);
  }, 120_000);

  it("refuses a file cut short and leaves the database and the file store empty", async () => {
    const lines = gunzipSync(readFileSync(backupFile)).toString("utf8").trimEnd().split("\n");
    const cut = path.join(scratch, "cut.backup");
    writeFileSync(cut, gzipSync(`${lines.slice(0, -1).join("\n")}\n`));
    const target = await emptyTarget();
    await expect(restoreBackup(target.db, target.storage, cut)).rejects.toThrow(/cut short/);
    expect(Object.values(await tableContents(target.db)).flat()).toEqual([]);
    expect(await filesOf(target.storage)).toEqual({});
  }, 120_000);

  it("moves through an S3 bucket: restored into S3, backed up from S3, the same rows and files again", async () => {
    const server = await startS3Server();
    try {
      const inBucket = await emptyTarget();
      const bucket = s3Storage(settingsOf(server));
      await restoreBackup(inBucket.db, bucket, backupFile);
      const fromS3 = path.join(scratch, "from-s3.backup");
      await writeBackup(inBucket.db, "pglite", bucket, fromS3);
      const back = await emptyTarget();
      await restoreBackup(back.db, back.storage, fromS3);
      expect(await filesOf(back.storage)).toEqual(await filesOf(getStorage()));
      expect(await tableContents(back.db)).toEqual(await tableContents(getDb()));
    } finally {
      await server.close();
    }
  }, 180_000);
});
