// The one place where a payment becomes credits and a plan (DESIGN.md invariant 3).
// The Stripe webhook and the built-in test checkout's Pay both end here, with the
// same events, inside the caller's database transaction.
import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { payments, subscriptions, users } from "~/db/schema";
import { creditAccount } from "~/features/credits/ledger.server";
import { AppError } from "~/utils/errors";
import {
  findTopUpPack,
  formatCredits,
  formatUsd,
  isBillingCycle,
  isPlanType,
  packPriceCents,
  planLabel,
  planPriceCents,
  PLANS,
  type BillingCycle,
  type PlanType,
} from "./pricing";
import { applySubscriptionState, type Provider } from "./subscriptions.server";

export type BillingEvent =
  | {
      type: "topup.paid";
      provider: Provider;
      /** The provider's id of this payment (Stripe checkout session, test checkout id). */
      paymentId: string;
      userId: string;
      packDollars: number;
      amountCents: number;
      occurredAt: Date;
    }
  | {
      type: "subscription.paid";
      provider: Provider;
      /** The provider's id of this period's payment (Stripe invoice, test checkout id). */
      paymentId: string;
      userId: string;
      subscriptionId: string;
      planType: string;
      billingCycle: string;
      amountCents: number;
      periodEnd: Date | null;
      firstPeriod: boolean;
      /** The plan this one replaces (an upgrade), ended once the new one is paid. */
      replacesSubscriptionId?: string | null;
      occurredAt: Date;
    }
  | {
      type: "subscription.changed";
      provider: Provider;
      subscriptionId: string;
      userId: string;
      planType: string;
      billingCycle: string;
      status: string;
      currentPeriodEnd: Date | null;
      cancelAtPeriodEnd?: boolean;
      occurredAt: Date;
    };

export type FulfilmentResult = {
  /** False when this payment had been fulfilled before (nothing moved). */
  applied: boolean;
  creditsAdded: number;
  /** A replaced subscription the caller must also end with its provider. */
  replaced: { provider: Provider; subscriptionId: string } | null;
};

const NOTHING: FulfilmentResult = { applied: false, creditsAdded: 0, replaced: null };

function refuse(message: string): never {
  throw new AppError("BAD_REQUEST", { title: "Payment refused", message });
}

function checkedPlan(planType: string, billingCycle: string): { planType: PlanType; billingCycle: BillingCycle } {
  if (!isPlanType(planType)) refuse(`Unknown plan "${planType}".`);
  if (!isBillingCycle(billingCycle)) refuse(`Unknown billing cycle "${billingCycle}".`);
  return { planType, billingCycle };
}

async function assertUserExists(tx: DbOrTx, userId: string) {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("NOT_FOUND", { title: "Payment refused", message: "The paying account does not exist." });
}

/** Records the payment once; false when the provider's id was recorded before. */
async function recordPayment(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: [payments.provider, payments.providerId] })
    .returning({ id: payments.id });
  return inserted.length > 0;
}

export async function applyBillingEvent(tx: DbOrTx, event: BillingEvent): Promise<FulfilmentResult> {
  switch (event.type) {
    case "topup.paid":
      return fulfilTopUp(tx, event);
    case "subscription.paid":
      return fulfilSubscriptionPeriod(tx, event);
    case "subscription.changed": {
      const plan = checkedPlan(event.planType, event.billingCycle);
      await assertUserExists(tx, event.userId);
      await applySubscriptionState(tx, { ...event, ...plan });
      return NOTHING;
    }
  }
}

async function fulfilTopUp(tx: DbOrTx, event: Extract<BillingEvent, { type: "topup.paid" }>): Promise<FulfilmentResult> {
  const pack = findTopUpPack(event.packDollars);
  if (!pack) refuse(`Unknown top-up amount "${event.packDollars}".`);
  if (event.amountCents !== packPriceCents(pack)) refuse("The amount paid does not match the price of the pack.");
  await assertUserExists(tx, event.userId);
  const fresh = await recordPayment(tx, {
    provider: event.provider,
    providerId: event.paymentId,
    kind: "topup",
    userId: event.userId,
    amountCents: event.amountCents,
    credits: pack.credits,
    status: "paid",
    details: { packDollars: pack.dollars },
  });
  if (!fresh) return NOTHING;
  await creditAccount(tx, {
    userId: event.userId,
    amount: pack.credits,
    description: `Credit top-up: ${formatCredits(pack.credits)} credits (${formatUsd(event.amountCents)})`,
    idempotencyKey: `payment:${event.provider}:${event.paymentId}`,
  });
  return { applied: true, creditsAdded: pack.credits, replaced: null };
}

async function fulfilSubscriptionPeriod(
  tx: DbOrTx,
  event: Extract<BillingEvent, { type: "subscription.paid" }>,
): Promise<FulfilmentResult> {
  const { planType, billingCycle } = checkedPlan(event.planType, event.billingCycle);
  if (event.amountCents !== planPriceCents(planType, billingCycle)) refuse("The amount paid does not match the price of the plan.");
  await assertUserExists(tx, event.userId);
  const credits = PLANS[planType].creditsPerPeriod;
  const fresh = await recordPayment(tx, {
    provider: event.provider,
    providerId: event.paymentId,
    kind: event.firstPeriod ? "subscription" : "renewal",
    userId: event.userId,
    amountCents: event.amountCents,
    credits,
    status: "paid",
    details: { subscriptionId: event.subscriptionId, planType, billingCycle },
  });
  if (!fresh) return NOTHING;

  await applySubscriptionState(tx, {
    provider: event.provider,
    subscriptionId: event.subscriptionId,
    userId: event.userId,
    planType,
    billingCycle,
    status: "active",
    currentPeriodEnd: event.periodEnd,
    occurredAt: event.occurredAt,
  });

  let replaced: FulfilmentResult["replaced"] = null;
  if (event.firstPeriod && event.replacesSubscriptionId && event.replacesSubscriptionId !== event.subscriptionId) {
    const [old] = await tx
      .update(subscriptions)
      .set({ status: "canceled", stateAt: event.occurredAt, updatedAt: new Date() })
      .where(
        and(
          eq(subscriptions.subscriptionId, event.replacesSubscriptionId),
          eq(subscriptions.userId, event.userId),
          ne(subscriptions.status, "canceled"),
        ),
      )
      .returning({ provider: subscriptions.provider, subscriptionId: subscriptions.subscriptionId });
    replaced = old ?? null;
  }

  await creditAccount(tx, {
    userId: event.userId,
    amount: credits,
    description: `${planLabel(planType)} ${event.firstPeriod ? "subscription" : "renewal"}: ${formatCredits(credits)} credits`,
    idempotencyKey: `payment:${event.provider}:${event.paymentId}`,
  });
  return { applied: true, creditsAdded: credits, replaced };
}
