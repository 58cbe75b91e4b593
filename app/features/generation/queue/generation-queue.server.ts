import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { generations } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import { singleton } from "~/utils/singleton.server";
import type { Generation } from "../generation-queries.server";
import { runningGenerations } from "../inflight-generations.server";
import { createInProcessQueue } from "./in-process-queue.server";
import { createPgBossQueue, STOP_TIMEOUT_MS } from "./pg-boss-queue.server";
import type { GenerationQueue } from "./queue-types";
import { SWEEP_EVERY_MS, sweepStaleGenerations } from "./sweep-leases.server";

type QueueState = {
  queue: GenerationQueue | null;
  workerName: string;
  sweeper: NodeJS.Timeout | null;
  db: Database | null;
  /** Aborted when a stop has waited long enough: running jobs give their generations up. */
  stopping: AbortController;
};

const state = singleton<QueueState>("generation-queue", () => ({
  queue: null,
  workerName: `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`,
  sweeper: null,
  db: null,
  stopping: new AbortController(),
}));

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** This process's name in generations.worker_id leases. */
export function workerName() {
  return state.workerName;
}

/**
 * Hands a reserved generation to the job queue. Before startGenerationQueue
 * (tests, scripts) the process runs its jobs itself, as on the embedded database.
 */
export async function enqueueGeneration(db: Database, generation: Generation) {
  state.queue ??= createInProcessQueue(state.workerName, state.stopping.signal);
  await state.queue.enqueue(db, generation);
}

/**
 * Starts this process's generation queue: pg-boss on a PostgreSQL server
 * (`url`), else the in-process queue. With `work`, it runs jobs and sweeps
 * stale leases every few seconds; without, it only enqueues (WORKER=off), which
 * needs a PostgreSQL server where `npm run worker` processes run the jobs.
 */
export async function startGenerationQueue(db: Database, options: { url?: string; work: boolean }) {
  if (!options.work && !options.url) {
    throw new Error(
      "WORKER=off needs DATABASE_URL: on the embedded database this process is the only one that can run generation jobs. Remove WORKER=off, or use a PostgreSQL server and run `npm run worker`.",
    );
  }
  if (state.queue?.kind === "pg-boss") return;
  const previous = state.queue;
  state.queue = options.url
    ? await createPgBossQueue({ db, url: options.url, work: options.work, workerName: state.workerName, stop: state.stopping.signal })
    : (previous ?? createInProcessQueue(state.workerName, state.stopping.signal));
  if (previous && previous !== state.queue) await previous.stop();
  state.db = db;
  if (options.work && !state.sweeper) {
    const queue = state.queue;
    state.sweeper = setInterval(() => {
      sweepStaleGenerations(db, (generation) => queue.enqueue(db, generation)).catch((error: unknown) =>
        logger.error({ err: error }, "generation lease sweep failed"),
      );
    }, SWEEP_EVERY_MS);
    state.sweeper.unref();
  }
  logger.info({ queue: state.queue.kind, work: options.work, worker: state.workerName }, "generation queue started");
}

/**
 * Stops taking jobs and lets running ones finish for up to `graceMs` (SIGTERM: SHUTDOWN_GRACE_SECONDS);
 * then stops the rest (no refund) and gives their leases up at once, so another
 * process's next sweep retries them.
 */
export async function stopGenerationQueue(graceMs = STOP_TIMEOUT_MS) {
  if (state.sweeper) clearInterval(state.sweeper);
  state.sweeper = null;
  const queue = state.queue;
  state.queue = null;
  const stopped = queue?.stop(graceMs) ?? Promise.resolve();
  await Promise.race([stopped, delay(graceMs)]);
  state.stopping.abort();
  await Promise.race([Promise.all([stopped, ...runningGenerations()]), delay(5_000)]);
  state.stopping = new AbortController();
  if (state.db)
    await releaseLeasesOf(state.db, state.workerName).catch((error: unknown) => logger.error({ err: error }, "could not release generation leases"));
}

/** Marks this worker's leases stale at once, so another process's sweep retries them without waiting. */
async function releaseLeasesOf(db: Database, name: string) {
  const released = await db
    .update(generations)
    .set({ heartbeatAt: new Date(0) })
    .where(and(eq(generations.status, "pending"), sql`starts_with(${generations.workerId}, ${`${name}#`})`))
    .returning({ id: generations.id });
  if (released.length) logger.warn({ released: released.length }, "released generation leases at stop");
}
