import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { moderationEvents, users } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import { suspendIfRepeated } from "./suspension.server";
import type { ModerationLayer } from "./types";

export type ModerationEventInput = {
  userId: string;
  layer: ModerationLayer;
  category: (typeof moderationEvents.$inferInsert)["category"];
  minorSignal: boolean;
  reason: string;
  prompt: string;
  negativePrompt: string;
  isNsfw: boolean;
  checker?: string | null;
  generationId?: string | null;
};

/**
 * Records one refusal or block (never the picture) and, for a minor signal,
 * pauses the account's generation once the threshold is reached. Each insert
 * commits before the count, so of several refusals at once the last one counted
 * sees them all. Returns whether the account is now suspended.
 */
export async function recordModerationEvent(db: DbOrTx, event: ModerationEventInput) {
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, event.userId));
  await db.insert(moderationEvents).values({
    ...event,
    userEmail: owner?.email ?? "",
    reason: event.reason.slice(0, 1000),
    prompt: event.prompt.slice(0, 4000),
    negativePrompt: event.negativePrompt.slice(0, 4000),
  });
  logger.warn({ userId: event.userId, layer: event.layer, category: event.category, reason: event.reason }, "content rules refused a request");
  return event.minorSignal ? suspendIfRepeated(db, event.userId) : false;
}

export type ModerationEventFilters = {
  layer?: ModerationLayer;
  category?: ModerationEventInput["category"];
  minorOnly?: boolean;
  /** Part of the e-mail address or of the prompt. */
  search?: string;
  userId?: string;
  since?: Date;
  until?: Date;
};

function whereOf(filters: ModerationEventFilters) {
  const conditions: SQL[] = [];
  if (filters.layer) conditions.push(eq(moderationEvents.layer, filters.layer));
  if (filters.category) conditions.push(eq(moderationEvents.category, filters.category));
  if (filters.minorOnly) conditions.push(eq(moderationEvents.minorSignal, true));
  if (filters.userId) conditions.push(eq(moderationEvents.userId, filters.userId));
  if (filters.since) conditions.push(gte(moderationEvents.createdAt, filters.since));
  if (filters.until) conditions.push(lt(moderationEvents.createdAt, filters.until));
  if (filters.search) {
    const pattern = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(moderationEvents.userEmail, pattern), ilike(moderationEvents.prompt, pattern))!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the audit, newest first, with the total for the filters. */
export async function listModerationEvents(db: DbOrTx, filters: ModerationEventFilters, page: { offset: number; limit: number }) {
  const where = whereOf(filters);
  const [items, [{ total }]] = await Promise.all([
    db
      .select()
      .from(moderationEvents)
      .where(where)
      .orderBy(desc(moderationEvents.createdAt), desc(moderationEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(moderationEvents).where(where),
  ]);
  return { items, total };
}

/** How many refusals and blocks were recorded since `since` (the admin dashboard's figure). */
export async function countRecentRefusals(db: DbOrTx, since: Date) {
  const [{ total }] = await db.select({ total: count() }).from(moderationEvents).where(gte(moderationEvents.createdAt, since));
  return total;
}
