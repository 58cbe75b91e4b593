import type { Database } from "~/db/db.server";
import { logger } from "~/utils/logger.server";
import { getGeneration, type Generation } from "../generation-queries.server";
import { registerGenerationRun } from "../cancel-generations.server";
import { runGeneration } from "../run-generation.server";
import { claimGeneration, HEARTBEAT_EVERY_MS, renewLease } from "./lease.server";

/**
 * The one job handler (pg-boss workers and the in-process queue alike): takes
 * the generation's lease, renews it every few seconds while the provider works,
 * and runs the generation. Returns the row as it ends, or null when there was
 * nothing to do (finished, or held by a live worker). A lost lease, or `stop`,
 * aborts the provider call without failing the generation; the conditional
 * status updates keep the outcome single.
 */
export async function runGenerationJob(db: Database, generationId: string, workerName: string, stop?: AbortSignal): Promise<Generation | null> {
  if (stop?.aborted) return null;
  const lease = await claimGeneration(db, generationId, workerName);
  if (!lease) return null;
  const lost = new AbortController();
  // A cancellation in this process (an account suspended) stops the call at once; elsewhere the heartbeat does.
  const unregister = registerGenerationRun(generationId, lost);
  // A stopping worker gives the job up the same way (its lease is then released for a retry elsewhere).
  const onStop = () => lost.abort(new Error("worker stopping"));
  stop?.addEventListener("abort", onStop, { once: true });
  const heartbeat = setInterval(() => {
    renewLease(db, generationId, lease.leaseId)
      .then((held) => {
        if (!held) lost.abort(new Error("generation lease lost"));
      })
      .catch((error: unknown) => logger.warn({ err: error, generationId }, "could not renew a generation lease"));
  }, HEARTBEAT_EVERY_MS);
  heartbeat.unref();
  try {
    return await runGeneration(db, lease.generation, { signal: lost.signal });
  } catch (error) {
    // Only a database failure gets here; the lease goes stale and the sweep retries or refunds.
    logger.error({ err: error, generationId }, "generation could not be finished");
    return (await getGeneration(db, generationId).catch(() => undefined)) ?? null;
  } finally {
    clearInterval(heartbeat);
    unregister();
    stop?.removeEventListener("abort", onStop);
  }
}
