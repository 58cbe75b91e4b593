import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { subscriptions } from "~/db/schema";
import { AppError } from "~/utils/errors";
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
          status: state.status,
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
      throw new AppError("FORBIDDEN", { title: "Subscription refused", message: "The subscription belongs to another account." });
    }
    if (row.status === "canceled") return row;
    const newer = !row.stateAt || state.occurredAt >= row.stateAt;
    const [updated] = await tx
      .update(subscriptions)
      .set({
        currentPeriodEnd: later(row.currentPeriodEnd, state.currentPeriodEnd),
        ...(newer
          ? {
              status: state.status,
              planType: state.planType,
              billingCycle: state.billingCycle,
              cancelAtPeriodEnd: state.cancelAtPeriodEnd ?? row.cancelAtPeriodEnd,
              stateAt: state.occurredAt,
            }
          : {}),
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
