import type { Database } from "~/db/db.server";
import { logger } from "~/utils/logger.server";
import type { Generation } from "../generation-queries.server";
import { trackRunning } from "../inflight-generations.server";
import { engineConcurrency, queueEngine } from "./engine-limits";
import type { GenerationQueue } from "./queue-types";
import { runGenerationJob } from "./run-generation-job.server";

type Waiting = { db: Database; generation: Generation; settle: (row: Generation) => void };

/**
 * The queue of a process that owns its database (embedded PGlite, and tests):
 * jobs wait in memory per engine and run here, at most engineConcurrency(engine)
 * at once, through the same handler as pg-boss workers. The table stays the
 * truth: the sweep enqueues any pending generation that nobody picked up.
 */
export function createInProcessQueue(workerName: string, stop?: AbortSignal): GenerationQueue {
  const waiting = new Map<string, Waiting[]>();
  const active = new Map<string, number>();
  const running = new Set<Promise<unknown>>();
  const queued = new Set<string>();
  let stopped = false;

  function pump(engine: string) {
    const line = waiting.get(engine) ?? [];
    while (!stopped && line.length > 0 && (active.get(engine) ?? 0) < engineConcurrency(engine)) {
      const job = line.shift()!;
      active.set(engine, (active.get(engine) ?? 0) + 1);
      const run = runGenerationJob(job.db, job.generation.id, workerName, stop)
        .catch((error: unknown) => {
          logger.error({ err: error, generationId: job.generation.id }, "generation job failed");
          return null;
        })
        .then((row) => job.settle(row ?? job.generation))
        .finally(() => {
          active.set(engine, (active.get(engine) ?? 1) - 1);
          queued.delete(job.generation.id);
          running.delete(run);
          pump(engine);
        });
      running.add(run);
    }
  }

  return {
    kind: "in-process",
    async enqueue(db, generation) {
      if (stopped || queued.has(generation.id)) return;
      queued.add(generation.id);
      const engine = queueEngine(generation.engine);
      // Tracked from now on, so a status request waits for it and the sweep leaves it alone.
      trackRunning(
        generation.id,
        new Promise<Generation>((settle) => {
          const line = waiting.get(engine) ?? [];
          line.push({ db, generation, settle });
          waiting.set(engine, line);
        }),
      );
      pump(engine);
    },
    async stop() {
      stopped = true;
      for (const line of waiting.values()) for (const job of line.splice(0)) job.settle(job.generation);
      await Promise.all(running);
    },
  };
}
