import type { Database } from "~/db/db.server";
import { subscribeToGeneration } from "./generation-events.server";
import { getGeneration, type Generation } from "./generation-queries.server";

/** What the engine has reported so far, to tell news from the same state. */
const progressMark = (row: Generation) => `${row.progress}|${row.progressStep}|${row.preview?.length ?? 0}`;

/**
 * Waits (up to `timeoutMs`) until a generation is no longer pending or the
 * engine reports new progress, whichever process runs it, then returns its row
 * (null if it is gone). Reads the row once listening, then again only when a
 * change is announced or time is up.
 */
export async function waitForGeneration(db: Database, id: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const subscription = subscribeToGeneration(id, db);
  try {
    await subscription.ready(timeoutMs);
    let seen: string | null = null;
    for (;;) {
      const row = await getGeneration(db, id);
      const left = deadline - Date.now();
      if (!row || row.status !== "pending" || left <= 0) return row;
      if (seen !== null && progressMark(row) !== seen) return row;
      seen = progressMark(row);
      await subscription.next(left);
      // After a dropped connection, listen again before reading (bounded by the time left).
      await subscription.ready(deadline - Date.now());
    }
  } finally {
    subscription.close();
  }
}
