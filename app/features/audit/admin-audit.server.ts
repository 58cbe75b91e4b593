import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { adminActions, type AdminActionKind } from "~/db/schema";

/** The admin taking the action, as requireAdmin returned them. */
export type Actor = { id: string; email: string };

export type AdminActionInput = {
  action: AdminActionKind;
  target?: { id: string; email: string } | null;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Writes one row of the admin audit. Call it inside the transaction of the
 * change it describes, so the change and its record land together or not at all.
 */
export async function recordAdminAction(tx: DbOrTx, actor: Actor, input: AdminActionInput) {
  await tx.insert(adminActions).values({
    adminId: actor.id,
    adminEmail: actor.email,
    action: input.action,
    targetUserId: input.target?.id ?? null,
    targetEmail: input.target?.email ?? null,
    reason: input.reason ?? null,
    before: input.before ?? null,
    after: input.after ?? null,
  });
}

export type AdminActionFilters = {
  action?: AdminActionKind;
  targetUserId?: string;
  /** Part of the admin's or the target's e-mail address. */
  search?: string;
  since?: Date;
  until?: Date;
};

function whereOf(filters: AdminActionFilters) {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(adminActions.action, filters.action));
  if (filters.targetUserId) conditions.push(eq(adminActions.targetUserId, filters.targetUserId));
  if (filters.since) conditions.push(gte(adminActions.createdAt, filters.since));
  if (filters.until) conditions.push(lt(adminActions.createdAt, filters.until));
  if (filters.search) {
    const pattern = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(adminActions.adminEmail, pattern), ilike(adminActions.targetEmail, pattern))!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the admin audit, newest first, with the total for the filters. */
export async function listAdminActions(db: DbOrTx, filters: AdminActionFilters, page: { offset: number; limit: number }) {
  const where = whereOf(filters);
  const [items, [{ total }]] = await Promise.all([
    db.select().from(adminActions).where(where).orderBy(desc(adminActions.createdAt), desc(adminActions.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(adminActions).where(where),
  ]);
  return { items, total };
}
