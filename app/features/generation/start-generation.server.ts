import type { Database } from "~/db/db.server";
import { logger } from "~/utils/logger.server";
import type { GenerateRequest } from "./generate-request-schema";
import { enqueueGeneration } from "./queue/generation-queue.server";
import { reserveGeneration, type Reservation } from "./reserve-generation.server";

/**
 * Reserves a request's pictures (credits and pending rows, one transaction) and
 * hands each to the job queue; workers make them (see waitForGeneration).
 */
export async function startGeneration(
  db: Database,
  input: { userId: string; request: GenerateRequest; sourceUpload?: Uint8Array; maskUpload?: Uint8Array },
): Promise<Reservation> {
  const reservation = await reserveGeneration(db, input);
  if (reservation.created) {
    for (const generation of reservation.generations) {
      await enqueueGeneration(db, generation).catch((error: unknown) => {
        // The row is the truth: a worker's sweep enqueues a pending generation nobody picked up.
        logger.error({ err: error, generationId: generation.id }, "generation could not be enqueued; the sweep will retry");
      });
    }
  }
  return reservation;
}
