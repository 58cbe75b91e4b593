import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { nameKeptStatements } from "./pglite-named-statements.server";
import { getEnv } from "~/utils/env.server";
import { benchMark } from "~/utils/bench-mark.server";
import { logger } from "~/utils/logger.server";
import { singleton } from "~/utils/singleton.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction: domain functions accept either. */
export type DbOrTx = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the database's files as a tarball (tests load it as a template). */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

export function openDatabase(options: { url?: string; dataDir?: string; loadDataDir?: File }): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client dropped by the server (restart, failover) must not crash the process.
    pool.on("error", (error) => logger.warn({ err: error }, "idle database connection closed"));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      async migrate() {
        // Several app processes may start at once: one migrates, the others wait.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock(727274)");
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock(727274)").catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  // No dataDir means an in-memory database (tests).
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // PGlite reads loadDataDir only from an options object given as the first argument.
  const client = options.loadDataDir ? new PGlite({ loadDataDir: options.loadDataDir }) : new PGlite(options.dataDir);
  nameKeptStatements(client);
  if (process.env.BENCH_TIMELINE) markQueries(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

/** BENCH_TIMELINE: each query's call, the start of its turn on the one connection, and its end. */
function markQueries(client: PGlite) {
  const wrap = <K extends "query" | "exec" | "transaction" | "execProtocolStream">(name: K, before: string, after: string) => {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<K, unknown>)[name] = async (...args: unknown[]) => {
      benchMark(before);
      try {
        return await original(...args);
      } finally {
        benchMark(after);
      }
    };
  };
  wrap("query", "q-call", "q-done");
  wrap("exec", "q-call", "q-done");
  wrap("transaction", "q-call", "q-done");
  wrap("execProtocolStream", "q-run", "q-ran");
}

type DbState = { handle?: DatabaseHandle; ready?: Promise<void>; isReady: boolean };
const state = singleton<DbState>("database", () => ({ isReady: false }));

function defaultHandle(): DatabaseHandle {
  const env = getEnv();
  return openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, "pg") });
}

/** The process-wide database. */
export function getDb(): Database {
  state.handle ??= defaultHandle();
  return state.handle.db;
}

/** Opens and migrates the process-wide database once; later calls share the same promise. */
export function prepareDatabase(): Promise<void> {
  state.handle ??= defaultHandle();
  state.ready ??= state.handle.migrate().then(() => {
    state.isReady = true;
  });
  return state.ready;
}

export function isDatabaseReady() {
  return state.isReady;
}

/** Tests point the process at their own database. */
export function useDatabase(handle: DatabaseHandle) {
  state.handle = handle;
  state.ready = Promise.resolve();
  state.isReady = true;
}

export async function pingDatabase() {
  await getDb().execute(sql`select 1`);
}
