import type { Database } from "~/db/db.server";
import { subscribeToGeneration } from "./generation-events.server";
import { getGeneration } from "./generation-queries.server";

/**
 * Waits (up to `timeoutMs`) until a generation is no longer pending, whichever
 * process runs it, then returns its row (null if it is gone). Reads the row
 * once listening, then again only when a completion arrives or time is up.
 */
export async function waitForGeneration(db: Database, id: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const subscription = subscribeToGeneration(id, db);
  try {
    await subscription.ready(timeoutMs);
    for (;;) {
      const row = await getGeneration(db, id);
      const left = deadline - Date.now();
      if (!row || row.status !== "pending" || left <= 0) return row;
      await subscription.next(left);
      // After a dropped connection, listen again before reading (bounded by the time left).
      await subscription.ready(deadline - Date.now());
    }
  } finally {
    subscription.close();
  }
}
