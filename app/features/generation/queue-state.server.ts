import { and, count, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/db/db.server";
import { generations } from "~/db/schema";
import type { Generation } from "./generation-queries.server";
import { LEASE_STALE_AFTER_S } from "./queue/lease.server";
import type { QueueView } from "./queue-state";

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
  if (g.workerId !== null && (await isHeld(db, g.id))) return { state: "running", position: null };
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
