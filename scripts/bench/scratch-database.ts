import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
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

/** The database a benchmark fills: a scratch PostgreSQL database, or an in-memory PGlite with BENCH_DB=pglite. */
export async function openBenchDatabase(serverUrl: string): Promise<{ db: Database; drop(): Promise<void>; engine: string }> {
  if (process.env.BENCH_DB === "pglite") {
    const handle = openDatabase({});
    await handle.migrate();
    return { db: handle.db, drop: () => handle.close(), engine: "PGlite (in memory)" };
  }
  return { ...(await openScratchDatabase(serverUrl, ["DATABASE_URL"])), engine: "PostgreSQL" };
}

/** The database server's version, for the report's first line. */
export async function serverVersion(db: Database): Promise<string> {
  const result = (await db.execute(sql`select current_setting('server_version') as version`)) as unknown as { rows: { version: string }[] };
  return result.rows[0].version;
}

/** The machine a figure was measured on, and how busy it was. */
export function machineLine(): string {
  const cpu = cpus()[0]?.model.trim() ?? "cpu";
  return `machine: ${cpus().length} x ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average at start ${loadavg()[0].toFixed(1)}`;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Runs `work` once cold (shown, not counted), then `rounds` times: the first answer and the timings. */
export async function timeRounds<T>(rounds: number, work: () => Promise<T>) {
  let started = performance.now();
  const first = await work();
  const cold = performance.now() - started;
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { first, cold, p50: median(times), max: Math.max(...times) };
}
