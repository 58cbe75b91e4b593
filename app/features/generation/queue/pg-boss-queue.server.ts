import PgBoss from "pg-boss";
import { z } from "zod";
import type { Database } from "~/db/db.server";
import { logger } from "~/utils/logger.server";
import { trackRunning } from "../inflight-generations.server";
import { engineConcurrency, QUEUE_ENGINES, queueEngine } from "./engine-limits";
import type { GenerationQueue } from "./queue-types";
import { withInstallationLock } from "~/services/instance/installation-lock.server";
import { runGenerationJob } from "./run-generation-job.server";

const jobData = z.strictObject({ generationId: z.uuid() });

/** pg-boss's own bookkeeping lives in this schema of the same database. */
const SCHEMA = "pgboss";
// Longer than any provider may take; pg-boss does not retry (the lease sweep decides retries).
const JOB_EXPIRE_SECONDS = 15 * 60;
const POLL_SECONDS = 0.5;
/** How long a stopping worker lets running jobs finish before it gives their leases up. */
export const STOP_TIMEOUT_MS = 25_000;

export function queueName(engine: string) {
  return `generation-${engine}`;
}

/**
 * Generation jobs through pg-boss on the PostgreSQL server (its own `pg`
 * connections): one queue per engine, singleton per generation ('short'
 * policy: one waiting job per key). With `work`, this process also runs jobs,
 * engineConcurrency(engine) pollers per engine queue.
 */
export async function createPgBossQueue(options: {
  db: Database;
  url: string;
  work: boolean;
  workerName: string;
  stop?: AbortSignal;
}): Promise<GenerationQueue> {
  const boss = new PgBoss({ connectionString: options.url, schema: SCHEMA, application_name: "generation-queue", max: 4 });
  boss.on("error", (error) => logger.error({ err: error }, "generation queue error"));
  // Processes starting together on a fresh database would deadlock inside
  // pg-boss's create_queue; they take turns instead.
  await withInstallationLock(options.db, "generation-queue-setup", async () => {
    await boss.start();
    for (const engine of QUEUE_ENGINES) {
      await boss.createQueue(queueName(engine), { name: queueName(engine), policy: "short", retryLimit: 0, expireInSeconds: JOB_EXPIRE_SECONDS });
    }
  });
  if (options.work) {
    for (const engine of QUEUE_ENGINES) {
      for (let i = 0; i < engineConcurrency(engine); i++) {
        await boss.work<unknown>(queueName(engine), { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS }, async ([job]) => {
          const { generationId } = jobData.parse(job.data);
          const run = runGenerationJob(options.db, generationId, options.workerName, options.stop);
          trackRunning(generationId, run);
          await run;
        });
      }
    }
  }
  return {
    kind: "pg-boss",
    async enqueue(_db, generation) {
      await boss.send(queueName(queueEngine(generation.engine)), { generationId: generation.id }, { singletonKey: generation.id });
    },
    async stop(timeoutMs = STOP_TIMEOUT_MS) {
      // pg-boss needs at least a second.
      await boss.stop({ graceful: true, wait: true, timeout: Math.max(1000, timeoutMs) });
    },
  };
}
