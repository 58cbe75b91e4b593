import { count, eq, min } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { generations } from "~/db/schema";

/** Generations not yet settled (waiting or running) and how long the oldest has waited: the queue gauges of /metrics. */
export async function queueSnapshot(db: DbOrTx, now = new Date()) {
  const [row] = await db
    .select({ depth: count(), oldest: min(generations.createdAt) })
    .from(generations)
    .where(eq(generations.status, "pending"));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { depth: row?.depth ?? 0, oldestWaitingSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0 };
}
