import type { Database } from "~/db/db.server";
import { logger } from "~/utils/logger.server";
import type { GenerateRequest } from "./generate-request-schema";
import { getGeneration } from "./generation-queries.server";
import { settledOrTimedOut, trackRunning } from "./inflight-generations.server";
import { reserveGeneration, type Reservation } from "./reserve-generation.server";
import { runGeneration } from "./run-generation.server";

/** Reserves and starts a generation; the picture is made in the background (see waitForGeneration). */
export async function startGeneration(
  db: Database,
  input: { userId: string; request: GenerateRequest; sourceUpload?: Uint8Array },
): Promise<Reservation> {
  const reservation = await reserveGeneration(db, input);
  if (reservation.created) {
    const id = reservation.generation.id;
    trackRunning(
      id,
      runGeneration(db, reservation.generation).catch(async (error: unknown) => {
        // Only a database failure gets here; recovery at the next start refunds it.
        logger.error({ err: error, generationId: id }, "generation could not be finished");
        return (await getGeneration(db, id)) ?? reservation.generation;
      }),
    );
  }
  return reservation;
}

/** Waits (up to `timeoutMs`) for a generation this process is running, then returns its row. */
export async function waitForGeneration(db: Database, id: string, timeoutMs: number) {
  await settledOrTimedOut(id, timeoutMs);
  return getGeneration(db, id);
}
