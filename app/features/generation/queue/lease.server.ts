import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { generations } from "~/db/schema";
import type { Generation } from "../generation-queries.server";

// A running job says it is alive every HEARTBEAT_EVERY_MS; a lease not renewed
// for LEASE_STALE_AFTER_S belongs to a worker that stopped. Times are the
// database's clock (now()), so processes on different machines agree.
export const HEARTBEAT_EVERY_MS = 5_000;
export const LEASE_STALE_AFTER_S = 20;
/** A generation is run at most this many times (the first run and one retry). */
export const MAX_ATTEMPTS = 2;

const staleBefore = sql`now() - make_interval(secs => ${LEASE_STALE_AFTER_S})`;

/** The lease holder is written as `<worker name>#<attempt>`; the attempt counts runs of this generation. */
export function attemptOf(workerId: string | null) {
  const match = /#(\d+)$/.exec(workerId ?? "");
  return match ? Number(match[1]) : 0;
}

/** A pending generation nobody holds: never picked up, or its holder stopped renewing. */
export const unleasedOrStale = or(isNull(generations.workerId), isNull(generations.heartbeatAt), lt(generations.heartbeatAt, staleBefore));

/** A pending generation whose lease (or, never picked up, whose creation) is older than the stale limit. */
export const needsAttention = and(
  eq(generations.status, "pending"),
  or(
    and(isNull(generations.workerId), lt(generations.createdAt, staleBefore)),
    and(sql`${generations.workerId} is not null`, or(isNull(generations.heartbeatAt), lt(generations.heartbeatAt, staleBefore))),
  ),
);

export type Lease = { generation: Generation; leaseId: string };

/**
 * Takes the lease of a pending generation for `workerName` when nobody holds
 * it (or its holder went silent). Returns null when it is finished, held by a
 * live worker, already run MAX_ATTEMPTS times, or another worker won the race.
 */
export async function claimGeneration(db: Database, generationId: string, workerName: string): Promise<Lease | null> {
  const [row] = await db.select().from(generations).where(eq(generations.id, generationId));
  if (!row || row.status !== "pending") return null;
  const attempt = attemptOf(row.workerId) + 1;
  if (attempt > MAX_ATTEMPTS) return null;
  const leaseId = `${workerName}#${attempt}`;
  const [claimed] = await db
    .update(generations)
    .set({ workerId: leaseId, heartbeatAt: sql`now()` })
    .where(
      and(
        eq(generations.id, generationId),
        eq(generations.status, "pending"),
        row.workerId === null ? isNull(generations.workerId) : eq(generations.workerId, row.workerId),
        unleasedOrStale,
      ),
    )
    .returning();
  return claimed ? { generation: claimed, leaseId } : null;
}

/** Renews a lease; false when it was lost (the generation finished, or was taken over after going stale). */
export async function renewLease(db: Database, generationId: string, leaseId: string) {
  const renewed = await db
    .update(generations)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(generations.id, generationId), eq(generations.workerId, leaseId), eq(generations.status, "pending")))
    .returning({ id: generations.id });
  return renewed.length > 0;
}
