import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or } from "drizzle-orm";
import { appError } from "~/utils/error-messages";
import type { DbOrTx } from "~/db/db.server";
import { subscriptions, users } from "~/db/schema";
import type { BillingCycle, PlanType } from "./pricing";
import type { SubscriptionSummary } from "./subscription-summary";

export type { SubscriptionSummary };

export type Provider = "stripe" | "test";
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * SPEC: the subscription with status 'active', newest first. A plan cancelled at
 * period end stays active until that end has passed (see docs/decisions).
 */
export async function getActiveSubscription(db: DbOrTx, userId: string, now = new Date()): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, "active"),
        or(eq(subscriptions.cancelAtPeriodEnd, false), isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Statuses that count as the user's current plan: the predicate of the unique
 * index subscriptions_one_current_per_user (at most one such row per user).
 */
export const CURRENT_STATUSES = ["active", "trialing", "past_due"] as const;
/** Final statuses: a later provider state never revives the row. 'duplicate': a second plan paid while one was current, cancelled and refunded. */
export const FINAL_STATUSES = ["canceled", "duplicate"] as const;
/** A plan bought while another was current, waiting for its first paid invoice to replace that one or be found a duplicate. */
export const PENDING_STATUS = "pending";

export function isCurrentStatus(status: string): boolean {
  return (CURRENT_STATUSES as readonly string[]).includes(status);
}

function isFinalStatus(status: string): boolean {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}

/**
 * Serialises plan changes of one user inside the caller's transaction (a row
 * lock on the user that does not block inserts referencing it). Taken before
 * the current plan is read and before the credits row is locked.
 */
export async function lockUserPlans(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

/**
 * The user's current plans (at most one, by the unique index) other than
 * `exceptSubscriptionId`, after ending those cancelled at a period end that has
 * passed (they stop counting then: see getActiveSubscription).
 */
export async function currentPlans(tx: DbOrTx, userId: string, now: Date, exceptSubscriptionId?: string): Promise<SubscriptionRow[]> {
  await tx
    .update(subscriptions)
    .set({ status: "canceled", updatedAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...CURRENT_STATUSES]),
        eq(subscriptions.cancelAtPeriodEnd, true),
        isNotNull(subscriptions.currentPeriodEnd),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
  return tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...CURRENT_STATUSES]),
        exceptSubscriptionId ? ne(subscriptions.subscriptionId, exceptSubscriptionId) : undefined,
      ),
    );
}

/** True for PostgreSQL's unique violation of the one-current-plan index. */
export function isOneCurrentPlanViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (constraint === "subscriptions_one_current_per_user" || message?.includes("subscriptions_one_current_per_user")))
      return true;
  }
  return false;
}

export type SubscriptionState = {
  provider: Provider;
  subscriptionId: string;
  userId: string;
  planType: PlanType;
  billingCycle: BillingCycle;
  status: string;
  currentPeriodEnd: Date | null;
  /** Left as it is when undefined. */
  cancelAtPeriodEnd?: boolean;
  /** The provider's time of this state; an older state never overwrites a newer one. */
  occurredAt: Date;
};

function later(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * Applies a subscription state so that the same states in any order, any number
 * of times, end in the same row: 'canceled' is final, the newest state wins, and
 * the period end only moves forward.
 */
export async function applySubscriptionState(tx: DbOrTx, state: SubscriptionState): Promise<SubscriptionRow> {
  let status = state.status;
  if (isCurrentStatus(status)) {
    // Another plan is current: this one waits for its first paid invoice, which
    // decides whether it replaces that plan or is a duplicate (fulfilment.server.ts).
    await lockUserPlans(tx, state.userId);
    const others = await currentPlans(tx, state.userId, new Date(), state.subscriptionId);
    if (others.length > 0) status = PENDING_STATUS;
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.subscriptionId, state.subscriptionId)).for("update");
    if (!row) {
      const [inserted] = await tx
        .insert(subscriptions)
        .values({
          userId: state.userId,
          provider: state.provider,
          subscriptionId: state.subscriptionId,
          planType: state.planType,
          billingCycle: state.billingCycle,
          status,
          currentPeriodEnd: state.currentPeriodEnd,
          cancelAtPeriodEnd: state.cancelAtPeriodEnd ?? false,
          stateAt: state.occurredAt,
        })
        .onConflictDoNothing({ target: subscriptions.subscriptionId })
        .returning();
      if (inserted) return inserted;
      continue; // inserted meanwhile by a concurrent delivery: update it instead
    }
    if (row.userId !== state.userId || row.provider !== state.provider) {
      throw appError("subscriptionOtherAccount");
    }
    if (isFinalStatus(row.status)) return row;
    const newer = !row.stateAt || state.occurredAt >= row.stateAt;
    // A pending plan becomes current as soon as nothing else is, whatever the order of the events.
    const promoted = row.status === PENDING_STATUS && isCurrentStatus(status);
    const [updated] = await tx
      .update(subscriptions)
      .set({
        currentPeriodEnd: later(row.currentPeriodEnd, state.currentPeriodEnd),
        ...(newer
          ? {
              status,
              planType: state.planType,
              billingCycle: state.billingCycle,
              cancelAtPeriodEnd: state.cancelAtPeriodEnd ?? row.cancelAtPeriodEnd,
              stateAt: state.occurredAt,
            }
          : {}),
        ...(promoted && !newer ? { status } : {}),
        updatedAt: new Date(),
      })
      .where(eq(subscriptions.id, row.id))
      .returning();
    return updated;
  }
  throw new Error(`subscription ${state.subscriptionId} could not be written`);
}

/** The caller's own subscription with this provider id, or null. */
export async function findOwnSubscription(db: DbOrTx, userId: string, subscriptionId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.subscriptionId, subscriptionId), eq(subscriptions.userId, userId)));
  return row ?? null;
}

export function summarizeSubscription(row: SubscriptionRow | null): SubscriptionSummary | null {
  if (!row) return null;
  return {
    subscriptionId: row.subscriptionId,
    planType: row.planType,
    billingCycle: row.billingCycle,
    status: row.status,
    provider: row.provider,
    currentPeriodEnd: row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}
