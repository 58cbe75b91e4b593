import type { Database } from "~/db/db.server";
import { generations } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import { failGeneration } from "../fail-generation.server";
import type { Generation } from "../generation-queries.server";
import { isRunningHere } from "../inflight-generations.server";
import { RESTART_FAILURE } from "../provider-messages";
import { attemptOf, MAX_ATTEMPTS, needsAttention } from "./lease.server";

export const SWEEP_EVERY_MS = 5_000;

/**
 * Pending generations whose worker went silent (stale lease) or that no worker
 * picked up in time: each is enqueued again while it has an attempt left, and
 * otherwise failed and refunded (failGeneration refunds exactly once).
 */
export async function sweepStaleGenerations(db: Database, enqueue: (generation: Generation) => Promise<void>) {
  const stale = await db.select().from(generations).where(needsAttention);
  let retried = 0;
  let requeued = 0;
  let refunded = 0;
  for (const generation of stale) {
    if (isRunningHere(generation.id)) continue;
    if (generation.workerId === null) {
      // Never picked up (a lost enqueue, or waiting in line): enqueueing again is harmless (one job per generation).
      await enqueue(generation);
      requeued++;
    } else if (attemptOf(generation.workerId) >= MAX_ATTEMPTS) {
      if (await failGeneration(db, generation, RESTART_FAILURE)) refunded++;
    } else {
      await enqueue(generation);
      retried++;
    }
  }
  if (retried || refunded) logger.warn({ retried, refunded }, "swept generations left by a stopped worker");
  return { retried, requeued, refunded };
}
