import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { openDatabase, useDatabase, type Database } from "~/db/db.server";
import { resetEnvCache } from "~/utils/env.server";

/**
 * A benchmark's own world on a PostgreSQL server: a fresh, migrated database and
 * DATA_DIR, used as the process-wide database; `drop()` removes both.
 * `clearEnv` names settings to unset first (provider keys, DATABASE_URL).
 */
export async function openScratchDatabase(serverUrl: string, clearEnv: string[]): Promise<{ db: Database; drop(): Promise<void> }> {
  for (const key of clearEnv) delete process.env[key];
  const dataDir = mkdtempSync(path.join(tmpdir(), "uai-bench-"));
  process.env.DATA_DIR = dataDir;
  process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret";
  process.env.NODE_ENV = "production";
  resetEnvCache();

  const name = `uai_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString() });
  const drop = async () => {
    await handle.close();
    // Closed connections leave pg_stat_activity a moment later; dropping earlier would kill them mid-goodbye.
    for (let i = 0; i < 50; i++) {
      const left = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if (left.rows[0].n === 0) break;
      await sleep(100);
    }
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await handle.migrate();
  } catch (error) {
    await drop();
    throw error;
  }
  useDatabase(handle);
  return { db: handle.db, drop };
}
