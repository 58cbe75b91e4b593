import type { Database } from "~/db/db.server";
import { logger } from "~/utils/logger.server";
import type { GenerateRequest } from "./generate-request-schema";
import { enqueueGeneration } from "./queue/generation-queue.server";
import { reserveGeneration, type Reservation } from "./reserve-generation.server";

/**
 * Reserves a generation (credit and pending row, one transaction) and hands it
 * to the job queue; a worker makes the picture (see waitForGeneration).
 */
export async function startGeneration(
  db: Database,
  input: { userId: string; request: GenerateRequest; sourceUpload?: Uint8Array },
): Promise<Reservation> {
  const reservation = await reserveGeneration(db, input);
  if (reservation.created) {
    const id = reservation.generation.id;
    await enqueueGeneration(db, reservation.generation).catch((error: unknown) => {
      // The row is the truth: a worker's sweep enqueues a pending generation nobody picked up.
      logger.error({ err: error, generationId: id }, "generation could not be enqueued; the sweep will retry");
    });
  }
  return reservation;
}
