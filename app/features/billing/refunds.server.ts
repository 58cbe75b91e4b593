// An operator's 'Refund' on a payment (whole or part, with a reason). The credits
// go back at once by the same rules as a refund Stripe reports
// (reversals.server.ts); the money goes back through Stripe's Refunds API via
// the outbox, or at once for a test-checkout payment. Stripe's charge.refunded
// that follows names the same money and moves nothing more.
import { loadSettings } from "~/features/settings/settings.server";
import { appError } from "~/utils/error-messages";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database, DbOrTx } from "~/db/db.server";
import { paymentRefunds, payments, users } from "~/db/schema";
import { recordAdminAction, type Actor } from "~/features/audit/admin-audit.server";

import { logger } from "~/utils/logger.server";
import { sendBillingMail } from "./billing-mail.server";
import { paymentTitle } from "./money-status";
import { enqueueProviderCall, tryProviderCallNow } from "./outbox.server";
import { formatUsd } from "./pricing";
import { lockCharge, reconcileCharge, type ReconcileResult } from "./reversals.server";

export const REFUND_FAILED = "Refund failed";

/** The Refund form: dollars with at most two decimals, and a reason. */
export const refundFormSchema = z.strictObject({
  intent: z.literal("refund"),
  paymentId: z.string().uuid("Unknown payment."),
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter an amount in dollars, e.g. 12.50.")
    .transform((v) => Math.round(Number(v) * 100))
    .refine((cents) => cents > 0, "Enter an amount above $0."),
  reason: z.string().trim().min(1, "A reason is required.").max(500, "Keep the reason under 500 characters."),
});

export type RefundRequest = { paymentId: string; amountCents: number; reason: string };

function refuse(message: string): never {
  throw appError("refundRefused", { message });
}

export type RefundOutcome = { result: ReconcileResult; owedCall: string | null };

/** Records the refund, takes back the credits and owes Stripe the refund, in one transaction. */
export async function refundPayment(db: Database, actor: Actor, request: RefundRequest): Promise<RefundOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(payments).where(eq(payments.id, request.paymentId));
    if (!found) throw appError("refundPaymentNotFound");
    if (!found.chargeRef) refuse("This payment has no provider charge recorded: refund it in the Stripe dashboard.");
    const key = { provider: found.provider, chargeRef: found.chargeRef };
    await lockCharge(tx, key);
    // Brought up to date under the charge's lock, so the refundable rest is exact.
    await reconcileCharge(tx, key);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id));
    const left = payment.amountCents - payment.refundedCents;
    if (left <= 0) refuse("This payment is already refunded in full.");
    if (request.amountCents > left) refuse(`At most ${formatUsd(left)} of this payment can be refunded.`);

    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        amountCents: request.amountCents,
        totalAfterCents: payment.refundedCents + request.amountCents,
        reason: request.reason,
        adminId: actor.id,
      })
      .returning({ id: paymentRefunds.id });
    const result = await reconcileCharge(tx, key);
    if (!result) throw new Error(`payment ${payment.id} vanished under its charge lock`);

    let owedCall: string | null = null;
    if (payment.provider === "stripe") {
      owedCall = `operator-refund:${refund.id}`;
      await enqueueProviderCall(
        tx,
        { kind: "stripe.refund-payment", paymentIntentId: key.chargeRef, amountCents: request.amountCents, reason: request.reason },
        owedCall,
      );
    }
    const [target] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, payment.userId));
    await recordAdminAction(tx, actor, {
      action: "payment.refund",
      target: target ?? null,
      reason: request.reason,
      before: { paymentId: payment.id, refundedCents: payment.refundedCents, creditsTakenBack: payment.creditsTakenBack },
      after: {
        paymentId: payment.id,
        refundedCents: result.refundedCents,
        amountCents: request.amountCents,
        creditsTakenBack: result.takenBack,
        creditsShortfall: result.shortfall,
      },
    });
    return { result, owedCall };
  });
  if (outcome.owedCall) {
    await tryProviderCallNow(db, outcome.owedCall).catch((error) =>
      logger.warn({ err: error, dedupeKey: outcome.owedCall }, "refund left to the outbox runner"),
    );
  }
  await notifyRefund(db, outcome.result);
  return outcome;
}

/** Tells the user about money refunded by this change (none when the refunded total did not grow). */
export async function notifyRefund(db: DbOrTx, result: ReconcileResult): Promise<void> {
  if (result.refundedCents <= result.previousRefundedCents) return;
  const [payment] = await db.select().from(payments).where(eq(payments.id, result.paymentId));
  if (!payment) return;
  await sendBillingMail(db, payment.userId, {
    kind: "refund",
    what: paymentTitle(payment.kind, payment.details, (await loadSettings(db)).plans),
    refundedCents: result.refundedCents - result.previousRefundedCents,
    amountCents: payment.amountCents,
    creditsTakenBack: result.takenBack,
  });
}
