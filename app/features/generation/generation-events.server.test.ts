import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, openDatabase, type Database, type DatabaseHandle } from "~/db/db.server";
import { generations } from "~/db/schema";
import { createUser } from "../../../tests/factories";
import { failGeneration } from "./fail-generation.server";
import { publishGenerationChange, stopGenerationEvents, subscribeToGeneration, waitForGenerationChange } from "./generation-events.server";
import { request } from "./generation-test-helpers";
import { reserveGeneration } from "./reserve-generation.server";
import { waitForGeneration } from "./wait-for-generation.server";

// Completion of a generation reaches waiters: in this process always, and on
// PostgreSQL from another connection (as another web process or a worker would send it).

const onPostgres = process.env.TEST_DB_KIND === "postgres";

/** A second, independent connection pool to the same database: "another process". */
let other: DatabaseHandle | null = null;
const elsewhere = (): Database => other?.db ?? getDb();

beforeAll(() => {
  if (!onPostgres) return;
  const pool = (getDb() as unknown as { $client: pg.Pool }).$client;
  other = openDatabase({ url: pool.options.connectionString });
});

afterAll(async () => {
  if (other) await stopGenerationEvents(other.db);
  await other?.close();
  await stopGenerationEvents();
});

/** Resolves once this process listens (so a completion sent now is heard). */
async function listening(id: string) {
  const subscription = subscribeToGeneration(id);
  await subscription.ready(5_000);
  subscription.close();
}

async function pendingGeneration() {
  const user = await createUser({ credits: 2 });
  const { generation } = await reserveGeneration(getDb(), { userId: user.id, request: request() });
  return generation;
}

describe("generation completion events", () => {
  it("wake a waiter when the settling transaction commits (from another connection on PostgreSQL), within a second", async () => {
    const generation = await pendingGeneration();
    const started = Date.now();
    const waiting = waitForGenerationChange(generation.id, 10_000);
    // Let the waiter listen before the completion is sent.
    await listening(generation.id);
    await failGeneration(elsewhere(), generation, "test failure");
    expect(await waiting).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000 + 500);
  });

  it("are not sent by a transaction that rolls back", async () => {
    const generation = await pendingGeneration();
    const waiting = waitForGenerationChange(generation.id, 700);
    await listening(generation.id);
    await elsewhere()
      .transaction(async (tx) => {
        await publishGenerationChange(tx, generation.id);
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await waiting).toBe(false);
  });

  it("wake only the waiters of that generation", async () => {
    const [a, b] = [await pendingGeneration(), await pendingGeneration()];
    const waitingA = waitForGenerationChange(a.id, 800);
    const waitingB = waitForGenerationChange(b.id, 5_000);
    await listening(b.id);
    await failGeneration(elsewhere(), b, "test failure");
    expect(await waitingB).toBe(true);
    expect(await waitingA).toBe(false);
  });
});

describe("waiting for a generation (GET ?wait=1)", () => {
  it("returns the settled row as soon as another process settles it", async () => {
    const generation = await pendingGeneration();
    const started = Date.now();
    const waiting = waitForGeneration(getDb(), generation.id, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await failGeneration(elsewhere(), generation, "settled elsewhere");
    const row = await waiting;
    expect(row).toMatchObject({ id: generation.id, status: "failed", error: "settled elsewhere" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("returns at once for a generation already settled", async () => {
    const generation = await pendingGeneration();
    await failGeneration(elsewhere(), generation, "already done");
    const started = Date.now();
    expect(await waitForGeneration(getDb(), generation.id, 15_000)).toMatchObject({ status: "failed" });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("returns the pending row at the time limit", async () => {
    const generation = await pendingGeneration();
    const started = Date.now();
    expect(await waitForGeneration(getDb(), generation.id, 600)).toMatchObject({ status: "pending" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
  });

  it("does not re-read the row while nothing happens (no busy loop)", async () => {
    const generation = await pendingGeneration();
    let reads = 0;
    const db = getDb();
    const counting = new Proxy(db, {
      get(target, property, receiver) {
        if (property === "select") reads++;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    await waitForGeneration(counting, generation.id, 800);
    expect(reads).toBeLessThanOrEqual(2);
    const [row] = await db.select().from(generations).where(eq(generations.id, generation.id));
    expect(row?.status).toBe("pending");
  });
});

/** Settles a generation from a separate OS process with plain SQL, as a worker on another machine would. */
async function settleFromChildProcess(id: string, url: string) {
  const script = `
    const { Client } = require("pg");
    (async () => {
      const client = new Client({ connectionString: process.env.CHILD_DATABASE_URL });
      await client.connect();
      await client.query("begin");
      await client.query("update generations set status = 'failed', error = 'settled by another process' where id = $1", [process.env.GENERATION_ID]);
      await client.query("select pg_notify('generation_done', $1)", [process.env.GENERATION_ID]);
      await client.query("commit");
      await client.end();
    })().catch((error) => { console.error(error); process.exit(1); });`;
  await promisify(execFile)(process.execPath, ["-e", script], { env: { ...process.env, CHILD_DATABASE_URL: url, GENERATION_ID: id } });
}

describe("a completion from another OS process", () => {
  it("reaches a waiter here (PostgreSQL; PGlite has one owner process, so it is settled here)", async () => {
    const generation = await pendingGeneration();
    const started = Date.now();
    const waiting = waitForGeneration(getDb(), generation.id, 15_000);
    await listening(generation.id);
    if (onPostgres) await settleFromChildProcess(generation.id, (getDb() as unknown as { $client: pg.Pool }).$client.options.connectionString!);
    else await failGeneration(getDb(), generation, "settled by another process");
    expect(await waiting).toMatchObject({ status: "failed", error: "settled by another process" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("the listening connection", () => {
  /** Drops this process's LISTEN connection: from the server side on PostgreSQL, by closing it on PGlite. */
  async function dropListening() {
    if (!onPostgres) return stopGenerationEvents();
    const pool = (getDb() as unknown as { $client: pg.Pool }).$client;
    const dropped = await pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()",
    );
    expect(dropped.rowCount).toBe(1);
  }

  it("comes back after it is dropped, and waiters still hear completions", async () => {
    const generation = await pendingGeneration();
    await listening(generation.id);
    await dropListening();
    const waiting = waitForGeneration(getDb(), generation.id, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await failGeneration(elsewhere(), generation, "after reconnect");
    expect(await waiting).toMatchObject({ status: "failed", error: "after reconnect" });
  });
});
