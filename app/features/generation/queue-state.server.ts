import { and, count, desc, eq, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/db/db.server";
import { generations } from "~/db/schema";
import type { Generation } from "./generation-queries.server";
import { LEASE_STALE_AFTER_S } from "./queue/lease.server";
import type { EngineProgressView, QueueView } from "./queue-state";

const USUAL_DURATION_SAMPLE = 20;
const USUAL_DURATION_CACHE_MS = 60_000;
const usualDurations = new Map<string, { ms: number | null; at: number }>();

/** The median time the engine took for its last pictures (kept a minute per process). */
async function usualDurationMs(db: DbOrTx, engine: string): Promise<number | null> {
  const cached = usualDurations.get(engine);
  if (cached && Date.now() - cached.at < USUAL_DURATION_CACHE_MS) return cached.ms;
  const recent = db
    .select({ ms: sql<number>`extract(epoch from (${generations.completedAt} - ${generations.startedAt})) * 1000`.as("ms") })
    .from(generations)
    .where(and(eq(generations.engine, engine), eq(generations.status, "succeeded"), isNotNull(generations.startedAt)))
    .orderBy(desc(generations.completedAt))
    .limit(USUAL_DURATION_SAMPLE)
    .as("recent");
  const [row] = await db.select({ median: sql<string | null>`percentile_cont(0.5) within group (order by ${recent.ms})` }).from(recent);
  const ms = row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median));
  usualDurations.set(engine, { ms, at: Date.now() });
  return ms;
}

/** The running generation's progress as the engine reported it, and its time so far against the usual. */
async function progressOf(db: DbOrTx, g: Generation): Promise<EngineProgressView> {
  return {
    fraction: g.progress,
    step: g.progressStep,
    steps: g.progressSteps,
    preview: g.preview,
    elapsedMs: g.startedAt ? Math.max(0, Date.now() - g.startedAt.getTime()) : null,
    usualMs: g.engine ? await usualDurationMs(db, g.engine) : null,
  };
}

type LeaseColumns = { workerId: PgColumn; heartbeatAt: PgColumn };

/** Nobody runs it: never picked up, or its worker stopped renewing the lease (database clock, as the workers use). */
const unheld = (t: LeaseColumns) =>
  or(isNull(t.workerId), isNull(t.heartbeatAt), lt(t.heartbeatAt, sql`now() - make_interval(secs => ${LEASE_STALE_AFTER_S})`));

async function isHeld(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: generations.id })
    .from(generations)
    .where(and(eq(generations.id, id), sql`not (${unheld(generations)})`));
  return row !== undefined;
}

/**
 * The queue state of a pending generation (null for a settled one): "running"
 * while a worker holds a fresh lease on it, else "queued" with its place in
 * line among the pending generations nobody runs yet (oldest first, 1 = next).
 */
export async function queueStateOf(db: DbOrTx, g: Generation): Promise<QueueView | null> {
  if (g.status !== "pending") return null;
  if (g.workerId !== null && (await isHeld(db, g.id))) return { state: "running", position: null, progress: await progressOf(db, g) };
  const me = alias(generations, "me");
  const [row] = await db
    .select({ ahead: count() })
    .from(generations)
    .innerJoin(me, eq(me.id, g.id))
    .where(
      and(
        eq(generations.status, "pending"),
        ne(generations.id, me.id),
        sql`(${generations.createdAt}, ${generations.id}) < (${me.createdAt}, ${me.id})`,
        unheld(generations),
      ),
    );
  return { state: "queued", position: (row?.ahead ?? 0) + 1 };
}
