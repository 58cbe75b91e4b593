import type { Database } from "~/db/db.server";
import { logger } from "~/utils/logger.server";
import { singleton } from "~/utils/singleton.server";
import { recoverPendingGenerations } from "./generation.server";

// A generation pending longer than any provider may take belongs to a process that stopped.
const STALE_AFTER_MS = 180_000;
const SWEEP_EVERY_MS = 60_000;

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
