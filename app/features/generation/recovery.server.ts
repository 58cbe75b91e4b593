import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { generations } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import { singleton } from "~/utils/singleton.server";
import { failGeneration } from "./fail-generation.server";
import { isRunningHere } from "./inflight-generations.server";
import { RESTART_FAILURE } from "./provider-messages";
import { unleasedOrStale } from "./queue/lease.server";

// A generation pending longer than any provider may take, with no live lease, belongs to a process
// that stopped (or no worker runs at all). Workers' lease sweep (queue/) acts within 30 s; this is the backstop.
const STALE_AFTER_MS = 180_000;
/** The heartbeat a worker writes when it gives a job back at a clean stop (queue/generation-queue.server.ts). */
export const RELEASED_LEASE = new Date(0);
const SWEEP_EVERY_MS = 60_000;

/**
 * Fails and refunds generations left pending by a stopped process. At start
 * every pending one is stale when this is the only process (embedded database);
 * with a shared server only those older than a provider's time limit are.
 */
export async function recoverPendingGenerations(db: Database, options: { olderThan?: Date } = {}) {
  const conditions = [eq(generations.status, "pending")];
  // On a shared server a worker holding a fresh lease is still working on it (a slow provider), so it is left alone.
  if (options.olderThan) conditions.push(lt(generations.createdAt, options.olderThan), unleasedOrStale!);
  // A job handed back at a clean stop (SIGTERM: lease released to the epoch) is not a crash's leftover:
  // the queue's lease sweep runs it again (and refunds it only when it has no attempt left).
  else conditions.push(or(isNull(generations.heartbeatAt), ne(generations.heartbeatAt, RELEASED_LEASE))!);
  const stale = await db
    .select()
    .from(generations)
    .where(and(...conditions));
  let recovered = 0;
  for (const generation of stale) {
    if (isRunningHere(generation.id)) continue;
    if (await failGeneration(db, generation, RESTART_FAILURE)) recovered++;
  }
  return recovered;
}

/**
 * Called once at start. On the embedded database this is the only process, so
 * every pending generation is left over from a crash and is failed and refunded
 * now. On a shared PostgreSQL server other processes may be mid-generation, so
 * only stale ones are recovered, at start and then every minute.
 */
export async function recoverGenerationsAtStart(db: Database, options: { sharedDatabase: boolean }) {
  const staleBefore = () => new Date(Date.now() - STALE_AFTER_MS);
  const recovered = await recoverPendingGenerations(db, options.sharedDatabase ? { olderThan: staleBefore() } : {});
  if (recovered) logger.warn({ recovered }, "failed and refunded generations left pending by a stopped server");
  if (options.sharedDatabase) {
    singleton("generation-recovery-sweep", () => {
      const timer = setInterval(() => {
        recoverPendingGenerations(db, { olderThan: staleBefore() })
          .then((n) => n && logger.warn({ recovered: n }, "failed and refunded stale generations"))
          .catch((error) => logger.error({ err: error }, "generation recovery sweep failed"));
      }, SWEEP_EVERY_MS);
      timer.unref();
      return timer;
    });
  }
  return recovered;
}
