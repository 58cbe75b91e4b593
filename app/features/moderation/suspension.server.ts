import { and, count, desc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/db.server";
import { generationSuspensions, moderationEvents, users } from "~/db/schema";
import { recordAdminAction, type Actor } from "~/features/audit/admin-audit.server";
import { appError } from "~/utils/error-messages";

/** Refusals for minor signals within this window that pause an account's generation. */
export const SUSPENSION_THRESHOLD = 3;
export const SUSPENSION_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function getActiveSuspension(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(generationSuspensions)
    .where(and(eq(generationSuspensions.userId, userId), isNull(generationSuspensions.liftedAt)));
  return row ?? null;
}

async function lastLiftedAt(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ at: generationSuspensions.liftedAt })
    .from(generationSuspensions)
    .where(and(eq(generationSuspensions.userId, userId), isNotNull(generationSuspensions.liftedAt)))
    .orderBy(desc(generationSuspensions.liftedAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Suspends the account when it has reached the threshold of minor-signal
 * refusals in the window. Refusals before an admin last lifted a suspension do
 * not count again. Safe under concurrency: one active suspension per user is a
 * unique index.
 */
export async function suspendIfRepeated(db: DbOrTx, userId: string) {
  // Times come from the database's clock, as the events' own times do.
  const windowStart = sql`now() - make_interval(secs => ${SUSPENSION_WINDOW_MS / 1000})`;
  const lifted = await lastLiftedAt(db, userId);
  const [{ refusals }] = await db
    .select({ refusals: count() })
    .from(moderationEvents)
    .where(
      and(
        eq(moderationEvents.userId, userId),
        eq(moderationEvents.minorSignal, true),
        gte(moderationEvents.createdAt, windowStart),
        lifted ? gte(moderationEvents.createdAt, lifted) : undefined,
      ),
    );
  if (refusals < SUSPENSION_THRESHOLD) return false;
  await db
    .insert(generationSuspensions)
    .values({ userId, reason: `${refusals} refusals for minor signals within 24 hours` })
    .onConflictDoNothing();
  return true;
}

/** Lifts the account's active suspension; returns false when there was none. */
export async function liftSuspension(db: DbOrTx, input: { userId: string; adminId: string }) {
  const lifted = await db
    .update(generationSuspensions)
    .set({ liftedAt: sql`now()`, liftedBy: input.adminId })
    .where(and(eq(generationSuspensions.userId, input.userId), isNull(generationSuspensions.liftedAt)))
    .returning({ id: generationSuspensions.id });
  return lifted.length > 0;
}

/** Every account whose generation is paused, newest first, with its e-mail. */
export async function listActiveSuspensions(db: DbOrTx) {
  return db
    .select({
      userId: generationSuspensions.userId,
      email: users.email,
      reason: generationSuspensions.reason,
      createdAt: generationSuspensions.createdAt,
    })
    .from(generationSuspensions)
    .innerJoin(users, eq(users.id, generationSuspensions.userId))
    .where(isNull(generationSuspensions.liftedAt))
    .orderBy(desc(generationSuspensions.createdAt));
}

/**
 * An admin lifts an account's pause from the safety audit: the lift and its row
 * in the admin audit are one transaction. Answers the lifted pause, or a 404
 * AppError (with `title`) when the account is not paused (any more).
 */
export async function liftSuspensionByAdmin(db: Database, actor: Actor, input: { userId: string; title: string }) {
  const suspension = (await listActiveSuspensions(db)).find((s) => s.userId === input.userId);
  const lifted = suspension
    ? await db.transaction(async (tx) => {
        if (!(await liftSuspension(tx, { userId: input.userId, adminId: actor.id }))) return false;
        await recordAdminAction(tx, actor, {
          action: "generation.lift-suspension",
          target: { id: suspension.userId, email: suspension.email },
          before: { generationPaused: true, reason: suspension.reason },
          after: { generationPaused: false },
        });
        return true;
      })
    : false;
  if (!suspension || !lifted) throw appError("suspensionNotActive", { title: input.title });
  return suspension;
}
