// The one place where a payment becomes credits and a plan (DESIGN.md invariant 3).
// The Stripe webhook and the built-in test checkout's Pay both end here, with the
// same events, inside the caller's database transaction.
import { and, eq, ne } from "drizzle-orm";
import { appError, type ErrorMessageKey } from "~/utils/error-messages";
import type { DbOrTx } from "~/db/db.server";
import { payments, subscriptions, users } from "~/db/schema";
import { creditAccount } from "~/features/credits/ledger.server";
import { loadSettings } from "~/features/settings/settings.server";
import { recordedTerms, type CheckoutTerms } from "./checkout-records.server";
import {
  findTopUpPack,
  formatCredits,
  formatUsd,
  isBillingCycle,
  isPlanType,
  packPriceCents,
  planLabel,
  planPriceCents,
  type BillingCycle,
  type PlanType,
} from "./pricing";
import { enqueueProviderCall } from "./outbox.server";
import { reconcileCharge } from "./reversals.server";
import { applySubscriptionState, currentPlans, lockUserPlans, type Provider } from "./subscriptions.server";
import { logger } from "~/utils/logger.server";

export type BillingEvent =
  | {
      type: "topup.paid";
      provider: Provider;
      /** The provider's id of this payment (Stripe checkout session, test checkout id). */
      paymentId: string;
      userId: string;
      packDollars: number;
      amountCents: number;
      /** Our record of the checkout (its price and credits); null for a Stripe session opened before checkouts were recorded. */
      checkoutId?: string | null;
      /** The provider's payment that refunds and disputes name (Stripe payment intent). */
      paymentIntentId?: string | null;
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
      /** The provider's payment to refund when this turns out to be a duplicate plan (Stripe payment intent). */
      paymentIntentId?: string | null;
      /** The checkout that started this subscription: every period is charged and granted as it recorded. */
      checkoutId?: string | null;
      occurredAt: Date;
    }
  | {
      /** A prorated upgrade of a current plan paid (ADR 035): the plan changes, the difference of credits is granted. */
      type: "subscription.upgraded";
      provider: Provider;
      /** The provider's id of this payment (Stripe invoice, test checkout id). */
      paymentId: string;
      userId: string;
      subscriptionId: string;
      planType: string;
      billingCycle: string;
      amountCents: number;
      /** Our record of the upgrade (its prorated price and credits). */
      checkoutId: string | null;
      paymentIntentId?: string | null;
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
  /** Dedupe keys of provider calls recorded in this transaction (performed by the outbox; the caller may try them at once). */
  owedCalls?: string[];
  /** Set when a first period was paid while another plan was current: nothing granted, cancel and refund owed. */
  duplicate?: boolean;
};

const NOTHING: FulfilmentResult = { applied: false, creditsAdded: 0, replaced: null };

function refuse(key: ErrorMessageKey, values?: Record<string, string | number>): never {
  throw appError(key, { values });
}

function checkedPlan(planType: string, billingCycle: string): { planType: PlanType; billingCycle: BillingCycle } {
  if (!isPlanType(planType)) refuse("paymentUnknownPlan", { plan: planType });
  if (!isBillingCycle(billingCycle)) refuse("paymentUnknownCycle", { cycle: billingCycle });
  return { planType, billingCycle };
}

async function assertUserExists(tx: DbOrTx, userId: string) {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) refuse("payingAccountMissing");
}

/** What refunds and disputes of this payment name: Stripe's payment intent, the test checkout's own id. */
function chargeRefOf(event: { provider: Provider; paymentId: string; paymentIntentId?: string | null }): string | null {
  return event.provider === "test" ? event.paymentId : (event.paymentIntentId ?? null);
}

/** Applies refunds and disputes that arrived before their payment (reversals.server.ts). */
async function applyEarlierReversals(tx: DbOrTx, event: { provider: Provider; paymentId: string; paymentIntentId?: string | null }) {
  const chargeRef = chargeRefOf(event);
  if (chargeRef) await reconcileCharge(tx, { provider: event.provider, chargeRef });
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
    case "subscription.upgraded":
      return fulfilUpgrade(tx, event);
    case "subscription.changed": {
      const plan = checkedPlan(event.planType, event.billingCycle);
      await assertUserExists(tx, event.userId);
      await applySubscriptionState(tx, { ...event, ...plan });
      return NOTHING;
    }
  }
}

/**
 * A prorated upgrade paid: recorded once, the plan row takes the new plan (same
 * subscription, same period end) and the difference of credits recorded with
 * the upgrade is granted. The test checkout charges exactly what it recorded;
 * Stripe computes its own proration to the second, so its amount is only
 * checked to be at most the new plan's full price.
 */
async function fulfilUpgrade(tx: DbOrTx, event: Extract<BillingEvent, { type: "subscription.upgraded" }>): Promise<FulfilmentResult> {
  const { planType, billingCycle } = checkedPlan(event.planType, event.billingCycle);
  if (!event.checkoutId) throw appError("upgradeRefused");
  const terms = await recordedTerms(tx, event.checkoutId, event.userId, { kind: "upgrade", planType, billingCycle });
  const table = (await loadSettings(tx)).plans;
  const fits =
    event.provider === "test"
      ? event.amountCents === terms.amountCents
      : event.amountCents >= 0 && event.amountCents <= planPriceCents(table, planType, billingCycle);
  if (!fits) throw appError("upgradeRefused");
  await assertUserExists(tx, event.userId);
  await lockUserPlans(tx, event.userId);
  const fresh = await recordPayment(tx, {
    provider: event.provider,
    providerId: event.paymentId,
    kind: "upgrade",
    userId: event.userId,
    amountCents: event.amountCents,
    credits: terms.credits,
    status: "paid",
    details: { subscriptionId: event.subscriptionId, planType, billingCycle, checkoutId: event.checkoutId },
    chargeRef: chargeRefOf(event),
  });
  if (!fresh) return NOTHING;
  await tx
    .update(subscriptions)
    .set({ planType, updatedAt: new Date() })
    .where(and(eq(subscriptions.subscriptionId, event.subscriptionId), eq(subscriptions.userId, event.userId)));
  await creditAccount(tx, {
    userId: event.userId,
    amount: terms.credits,
    description: `${planLabel(planType, table)} upgrade: ${formatCredits(terms.credits)} credits (${formatUsd(event.amountCents)}, prorated)`,
    idempotencyKey: `payment:${event.provider}:${event.paymentId}`,
  });
  await applyEarlierReversals(tx, event);
  return { applied: true, creditsAdded: terms.credits, replaced: null };
}

async function fulfilTopUp(tx: DbOrTx, event: Extract<BillingEvent, { type: "topup.paid" }>): Promise<FulfilmentResult> {
  const terms = await topUpTerms(tx, event);
  if (event.amountCents !== terms.amountCents) refuse("paymentAmountMismatch", { product: "pack" });
  await assertUserExists(tx, event.userId);
  const fresh = await recordPayment(tx, {
    provider: event.provider,
    providerId: event.paymentId,
    kind: "topup",
    userId: event.userId,
    amountCents: event.amountCents,
    credits: terms.credits,
    status: "paid",
    details: { packDollars: event.packDollars, ...(event.checkoutId ? { checkoutId: event.checkoutId } : {}) },
    chargeRef: chargeRefOf(event),
  });
  if (!fresh) return NOTHING;
  await creditAccount(tx, {
    userId: event.userId,
    amount: terms.credits,
    description: `Credit top-up: ${formatCredits(terms.credits)} credits (${formatUsd(event.amountCents)})`,
    idempotencyKey: `payment:${event.provider}:${event.paymentId}`,
  });
  await applyEarlierReversals(tx, event);
  return { applied: true, creditsAdded: terms.credits, replaced: null };
}

/**
 * What this pack costs and grants: as its checkout recorded them; a Stripe
 * session opened before checkouts were recorded is priced by today's table.
 */
async function topUpTerms(tx: DbOrTx, event: Extract<BillingEvent, { type: "topup.paid" }>): Promise<CheckoutTerms> {
  if (event.checkoutId) return recordedTerms(tx, event.checkoutId, event.userId, { kind: "topup", packDollars: event.packDollars });
  const pack = findTopUpPack((await loadSettings(tx)).plans, event.packDollars);
  if (!pack) refuse("paymentUnknownTopUp", { dollars: event.packDollars });
  return { amountCents: packPriceCents(pack), credits: pack.credits };
}

/** What each period of this plan costs and grants: as the checkout that started it recorded them (else today's table). */
async function planTerms(
  tx: DbOrTx,
  event: Extract<BillingEvent, { type: "subscription.paid" }>,
  planType: PlanType,
  billingCycle: BillingCycle,
): Promise<CheckoutTerms & { label: string }> {
  // Read in this transaction (not the per-process cache, which would need a second connection).
  const table = (await loadSettings(tx)).plans;
  const label = planLabel(planType, table);
  if (event.checkoutId) {
    return { ...(await recordedTerms(tx, event.checkoutId, event.userId, { kind: "subscription", planType, billingCycle })), label };
  }
  return { amountCents: planPriceCents(table, planType, billingCycle), credits: table.plans[planType].creditsPerPeriod, label };
}

/** Local statuses of a subscription that has ended here for good. */
const ENDED_STATUSES = ["canceled", "duplicate"];

async function fulfilSubscriptionPeriod(tx: DbOrTx, event: Extract<BillingEvent, { type: "subscription.paid" }>): Promise<FulfilmentResult> {
  const { planType, billingCycle } = checkedPlan(event.planType, event.billingCycle);
  const terms = await planTerms(tx, event, planType, billingCycle);
  if (event.amountCents !== terms.amountCents) refuse("paymentAmountMismatch", { product: "plan" });
  await assertUserExists(tx, event.userId);
  // Plan changes of one user are serialised (one current plan, below); taken
  // first, before any subscription row, so every path locks in the same order.
  await lockUserPlans(tx, event.userId);
  const credits = terms.credits;

  // A renewal of a plan that ended here (replaced by an upgrade, or cancelled)
  // grants nothing: the provider should not have billed it, so it is told again
  // to end it. The payment is recorded with no credits so a repeat is a no-op.
  if (!event.firstPeriod) {
    const [current] = await tx
      .select({ status: subscriptions.status, userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionId, event.subscriptionId))
      .for("update");
    if (current && ENDED_STATUSES.includes(current.status) && current.userId === event.userId) {
      const recorded = await recordPayment(tx, {
        provider: event.provider,
        providerId: event.paymentId,
        kind: "renewal",
        userId: event.userId,
        amountCents: event.amountCents,
        credits: 0,
        status: "not-granted",
        details: { subscriptionId: event.subscriptionId, planType, billingCycle, reason: "renewal of an ended subscription" },
        chargeRef: chargeRefOf(event),
      });
      if (!recorded) return NOTHING;
      const owedCalls = await oweSubscriptionCancel(
        tx,
        event.provider,
        event.subscriptionId,
        event.paymentId,
        "renewal of a subscription that ended here",
      );
      return { applied: false, creditsAdded: 0, replaced: null, owedCalls };
    }
  }

  const fresh = await recordPayment(tx, {
    provider: event.provider,
    providerId: event.paymentId,
    kind: event.firstPeriod ? "subscription" : "renewal",
    userId: event.userId,
    amountCents: event.amountCents,
    credits,
    status: "paid",
    details: { subscriptionId: event.subscriptionId, planType, billingCycle, ...(event.checkoutId ? { checkoutId: event.checkoutId } : {}) },
    chargeRef: chargeRefOf(event),
  });
  if (!fresh) return NOTHING;

  // One current plan per user (index subscriptions_one_current_per_user): under
  // the user's plan lock, a first period paid while another plan is current
  // either replaces it (the upgrade it was bought as) or is a duplicate.
  let replaced: FulfilmentResult["replaced"] = null;
  if (event.firstPeriod) {
    const others = await currentPlans(tx, event.userId, new Date(), event.subscriptionId);
    const replacing = event.replacesSubscriptionId ? others.find((o) => o.subscriptionId === event.replacesSubscriptionId) : undefined;
    if (others.length > 0 && !(replacing && others.length === 1)) return duplicatePlan(tx, event, planType, billingCycle);
    if (event.replacesSubscriptionId && event.replacesSubscriptionId !== event.subscriptionId) {
      // Ended before the new plan is written, so the two are never current together.
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
  }

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
  const owedCalls = replaced
    ? await oweSubscriptionCancel(tx, replaced.provider, replaced.subscriptionId, event.paymentId, `replaced by ${event.subscriptionId}`)
    : [];

  await creditAccount(tx, {
    userId: event.userId,
    amount: credits,
    description: `${terms.label} ${event.firstPeriod ? "subscription" : "renewal"}: ${formatCredits(credits)} credits`,
    idempotencyKey: `payment:${event.provider}:${event.paymentId}`,
  });
  await applyEarlierReversals(tx, event);
  return { applied: true, creditsAdded: credits, replaced, owedCalls };
}

/**
 * Records, in this transaction, that the provider must end this subscription now
 * (the test provider keeps no state of its own: nothing to call).
 */
async function oweSubscriptionCancel(tx: DbOrTx, provider: Provider, subscriptionId: string, paymentId: string, reason: string): Promise<string[]> {
  if (provider !== "stripe") return [];
  const dedupeKey = `cancel-replaced:${subscriptionId}:${paymentId}`;
  await enqueueProviderCall(tx, { kind: "stripe.cancel-subscription", subscriptionId, reason }, dedupeKey);
  return [dedupeKey];
}

/**
 * A first period paid for a second plan while another is current and is not the
 * one it replaces (two checkouts paid at Stripe): the money is already taken, so
 * the payment is recorded with no credits, the subscription is kept as
 * 'duplicate' (final), and its cancellation and refund are owed to the provider
 * through the outbox, in this transaction.
 */
async function duplicatePlan(
  tx: DbOrTx,
  event: Extract<BillingEvent, { type: "subscription.paid" }>,
  planType: PlanType,
  billingCycle: BillingCycle,
): Promise<FulfilmentResult> {
  if (event.provider !== "stripe") {
    refuse("accountAlreadyHasPlan");
  }
  await tx
    .update(payments)
    .set({ status: "duplicate", credits: 0 })
    .where(and(eq(payments.provider, event.provider), eq(payments.providerId, event.paymentId)));
  const [existing] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.subscriptionId, event.subscriptionId));
  if (existing) {
    await tx
      .update(subscriptions)
      .set({ status: "duplicate", stateAt: event.occurredAt, updatedAt: new Date() })
      .where(eq(subscriptions.id, existing.id));
  } else {
    await tx.insert(subscriptions).values({
      userId: event.userId,
      provider: event.provider,
      subscriptionId: event.subscriptionId,
      planType,
      billingCycle,
      status: "duplicate",
      currentPeriodEnd: event.periodEnd,
      stateAt: event.occurredAt,
    });
  }
  const reason = "A second plan was paid while another plan was current.";
  const owedCalls = [`duplicate-cancel:${event.subscriptionId}`];
  await enqueueProviderCall(tx, { kind: "stripe.cancel-subscription", subscriptionId: event.subscriptionId, reason }, owedCalls[0]);
  if (event.paymentIntentId) {
    owedCalls.push(`duplicate-refund:${event.paymentId}`);
    await enqueueProviderCall(tx, { kind: "stripe.refund-payment", paymentIntentId: event.paymentIntentId, reason }, owedCalls[1]);
  } else {
    logger.error(
      { invoiceId: event.paymentId, subscriptionId: event.subscriptionId },
      "duplicate plan paid without a payment intent: refund it by hand",
    );
  }
  logger.warn({ userId: event.userId, subscriptionId: event.subscriptionId, invoiceId: event.paymentId }, "duplicate plan: cancel and refund owed");
  return { applied: true, creditsAdded: 0, replaced: null, owedCalls, duplicate: true };
}
