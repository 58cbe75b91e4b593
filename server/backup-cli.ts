import { existsSync } from "node:fs";
import path from "node:path";
import { getDb, openDatabase, prepareDatabase } from "~/db/db.server";
import { RestoreRefused, restoreBackup, writeBackup } from "~/services/backup/backup.server";
import { acquireDataDirLock, DataDirBusyError, type DataDirLock } from "~/services/instance/data-dir-lock.server";
import { getStorage } from "~/services/storage/storage.server";
import { getEnv } from "~/utils/env.server";

// `npm run backup -- FILE` and `npm run restore -- FILE` (scripts/backup.js, docs/deploy.md "Backups").
// They use the same settings as the site (DATABASE_URL or DATA_DIR, S3_* or DATA_DIR/files).

const fileArgument = (command: string) => {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
  if (!file) console.error(`Usage: npm run ${command} -- FILE`);
  return file ? path.resolve(file) : null;
};

/**
 * The embedded database has one owner: the backup or restore holds the data
 * folder's lock, and says so plainly when the site is running on it.
 */
function lockEmbedded(command: string): DataDirLock | null | "busy" {
  const env = getEnv();
  if (env.DATABASE_URL) return null;
  try {
    return acquireDataDirLock(env.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    console.error(
      `The site is running on ${env.DATA_DIR} (pid ${error.owner.pid}). Stop it, then run npm run ${command} again: ` +
        "the embedded database can only be read by one process. (With a PostgreSQL server, DATABASE_URL, the backup runs while the site serves.)",
    );
    return "busy";
  }
}

export async function runBackup(): Promise<number> {
  const file = fileArgument("backup");
  if (!file) return 2;
  if (existsSync(file)) {
    console.error(`${file} already exists; name a new file.`);
    return 2;
  }
  const lock = lockEmbedded("backup");
  if (lock === "busy") return 3;
  try {
    await prepareDatabase();
    const kind = getEnv().DATABASE_URL ? "postgres" : "pglite";
    const summary = await writeBackup(getDb(), kind, getStorage(), file);
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.log(`Backed up ${rows} rows of ${Object.keys(summary.rows).length} tables and ${summary.files} files to ${file}`);
    return 0;
  } finally {
    lock?.release();
  }
}

export async function runRestore(): Promise<number> {
  const file = fileArgument("restore");
  if (!file) return 2;
  if (!existsSync(file)) {
    console.error(`${file} does not exist.`);
    return 2;
  }
  const env = getEnv();
  const lock = lockEmbedded("restore");
  if (lock === "busy") return 3;
  // Migrated to this release's schema first; restoreBackup checks the backup was made at the same one.
  const handle = openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, "pg") });
  try {
    await handle.migrate();
    const summary = await restoreBackup(handle.db, getStorage(), file);
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.log(`Restored ${rows} rows and ${summary.files} files from ${file}. Start the site as usual.`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(`Nothing was restored: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
    lock?.release();
  }
}
