// Refunds and disputes take back a payment's credits in proportion (CONTRACT.md
// "Money"). Every event only records a fact about the charge (the largest
// refunded amount seen, a dispute's state, an operator's refund); the credits
// taken back are then recomputed from all facts of that charge and only the
// difference moves through the ledger. So the same facts, repeated or in any
// order, end in the same balance; and a fact that arrives before its payment is
// applied when the payment is recorded (fulfilment calls reconcileCharge).
import { and, eq, max, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { chargeFacts, credits, paymentDisputes, paymentRefunds, payments } from "~/db/schema";
import { creditAccount, debitAccount } from "~/features/credits/ledger.server";
import { formatCredits } from "./pricing";
import type { Provider } from "./subscriptions.server";

export type ChargeKey = { provider: Provider; chargeRef: string };

/** Dispute statuses after which the money stays with us (an inquiry closed, a dispute won or prevented). */
const KEPT_STATUSES = ["won", "warning_closed", "prevented"];
/** Statuses Stripe gives a dispute that is over. */
const CLOSED_STATUSES = ["won", "lost", "warning_closed", "prevented"];

export function isClosedDisputeStatus(status: string): boolean {
  return CLOSED_STATUSES.includes(status);
}

/**
 * Takes the charge's row lock (creating its facts row): every writer of a
 * charge's facts and the fulfilment of its payment take it first, so the later
 * of two always sees what the earlier committed.
 */
export async function lockCharge(tx: DbOrTx, key: ChargeKey): Promise<typeof chargeFacts.$inferSelect> {
  const [row] = await tx
    .insert(chargeFacts)
    .values({ provider: key.provider, chargeRef: key.chargeRef })
    .onConflictDoUpdate({ target: [chargeFacts.provider, chargeFacts.chargeRef], set: { updatedAt: sql`now()` } })
    .returning();
  return row;
}

/** Stripe's cumulative `amount_refunded` for the charge; a smaller (older) figure never lowers it. */
export async function recordProviderRefunded(tx: DbOrTx, key: ChargeKey, refundedCents: number, receiptUrl: string | null) {
  await lockCharge(tx, key);
  await tx
    .update(chargeFacts)
    .set({
      providerRefundedCents: sql`greatest(${chargeFacts.providerRefundedCents}, ${refundedCents})`,
      ...(receiptUrl ? { receiptUrl } : {}),
    })
    .where(and(eq(chargeFacts.provider, key.provider), eq(chargeFacts.chargeRef, key.chargeRef)));
}

/** A dispute's state; once closed it stays as it closed, whatever arrives later. */
export async function recordDispute(tx: DbOrTx, key: ChargeKey, dispute: { disputeId: string; amountCents: number; status: string }) {
  await lockCharge(tx, key);
  const closed = isClosedDisputeStatus(dispute.status);
  await tx
    .insert(paymentDisputes)
    .values({ ...key, disputeId: dispute.disputeId, amountCents: dispute.amountCents, status: dispute.status, closed })
    .onConflictDoUpdate({
      target: paymentDisputes.disputeId,
      set: { status: dispute.status, amountCents: dispute.amountCents, closed, updatedAt: sql`now()` },
      setWhere: sql`not ${paymentDisputes.closed}`,
    });
}

export type ReconcileResult = {
  paymentId: string;
  userId: string;
  /** Credits taken from the balance by this call (0 when none). */
  takenBack: number;
  /** Credits given back by this call (a dispute won). */
  givenBack: number;
  /** Credits this call could not take back (already spent). */
  shortfall: number;
  refundedCents: number;
  /** The refunded amount before this call: a growth means a new refund to tell the user about. */
  previousRefundedCents: number;
  disputedCents: number;
};

/** Credits a payment's reversed money stands for: in proportion, rounded to the nearest credit. */
export function creditsFor(reversedCents: number, amountCents: number, paymentCredits: number): number {
  if (amountCents <= 0 || reversedCents <= 0) return 0;
  return Math.min(paymentCredits, Math.round((paymentCredits * Math.min(reversedCents, amountCents)) / amountCents));
}

/**
 * Brings the payment of this charge in line with all its facts, inside the
 * caller's transaction. Null when no payment of ours has this charge (yet).
 */
export async function reconcileCharge(tx: DbOrTx, key: ChargeKey): Promise<ReconcileResult | null> {
  const facts = await lockCharge(tx, key);
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, key.provider), eq(payments.chargeRef, key.chargeRef)))
    .for("update");
  if (!payment) return null;

  const [{ operatorRefunded }] = await tx
    .select({ operatorRefunded: max(paymentRefunds.totalAfterCents) })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, payment.id));
  const disputes = await tx
    .select()
    .from(paymentDisputes)
    .where(and(eq(paymentDisputes.provider, key.provider), eq(paymentDisputes.chargeRef, key.chargeRef)));

  const refundedCents = Math.min(payment.amountCents, Math.max(facts.providerRefundedCents, operatorRefunded ?? 0));
  const disputedCents = disputes.filter((d) => !KEPT_STATUSES.includes(d.status)).reduce((total, d) => total + d.amountCents, 0);
  const target = creditsFor(refundedCents + disputedCents, payment.amountCents, payment.credits);

  let taken = payment.creditsTakenBack;
  let shortfall = payment.creditsShortfall;
  let seq = payment.reversalSeq;
  const moved = { takenBack: 0, givenBack: 0, shortfall: 0 };
  const delta = target - (taken + shortfall);
  const why = disputedCents > 0 ? "dispute" : "refund";

  if (delta > 0) {
    // Never below zero: what is left of the balance is taken, the rest recorded.
    const [row] = await tx.select({ amount: credits.amount }).from(credits).where(eq(credits.userId, payment.userId)).for("update");
    const take = Math.min(delta, row?.amount ?? 0);
    if (take > 0) {
      seq += 1;
      const after = await debitAccount(tx, {
        userId: payment.userId,
        amount: take,
        description: `Payment ${why}: ${formatCredits(take)} credits taken back`,
        idempotencyKey: `reversal:${payment.id}:${seq}`,
      });
      if (after === null) throw new Error(`balance of ${payment.userId} changed under its row lock`);
    }
    taken += take;
    shortfall += delta - take;
    moved.takenBack = take;
    moved.shortfall = delta - take;
  } else if (delta < 0) {
    // Given back (a dispute won): first what was never taken, then credits.
    const fromShortfall = Math.min(shortfall, -delta);
    const back = -delta - fromShortfall;
    shortfall -= fromShortfall;
    if (back > 0) {
      seq += 1;
      await creditAccount(tx, {
        userId: payment.userId,
        amount: back,
        description: `Dispute won: ${formatCredits(back)} credits given back`,
        idempotencyKey: `reversal:${payment.id}:${seq}`,
      });
    }
    taken -= back;
    moved.givenBack = back;
  }

  await tx
    .update(payments)
    .set({
      refundedCents,
      disputedCents,
      creditsTakenBack: taken,
      creditsShortfall: shortfall,
      reversalSeq: seq,
      ...(refundedCents > payment.refundedCents ? { lastRefundAt: new Date() } : {}),
      ...(facts.receiptUrl && !payment.receiptUrl ? { receiptUrl: facts.receiptUrl } : {}),
    })
    .where(eq(payments.id, payment.id));

  return {
    paymentId: payment.id,
    userId: payment.userId,
    ...moved,
    refundedCents,
    previousRefundedCents: payment.refundedCents,
    disputedCents,
  };
}
