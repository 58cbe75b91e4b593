// A user's payments on /account/billing ('Payments': date, what, dollars,
// status, 'Receipt') and the receipt page of a test-checkout payment.
import { loadSettings } from "~/features/settings/settings.server";
import { appError } from "~/utils/error-messages";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { payments } from "~/db/schema";

import { logger } from "~/utils/logger.server";
import { sendBillingMail } from "./billing-mail.server";
import { moneyStatus, paymentTitle, type MoneyStatus } from "./money-status";
import { getStripe, isStripeConfigured } from "./stripe-client.server";
import type { Provider } from "./subscriptions.server";

export const USER_PAYMENTS_LIMIT = 50;

export type UserPayment = {
  id: string;
  createdAt: string;
  what: string;
  amountCents: number;
  refundedCents: number;
  status: MoneyStatus;
  /** Stripe's own receipt when known, otherwise ours (which sends a Stripe payment on to Stripe's). */
  receiptHref: string;
};

export const receiptPath = (paymentId: string) => `/account/billing/receipts/${paymentId}`;

/** Payments the user made (not the ones recorded with no money kept, like a refused duplicate plan), newest first. */
export async function listUserPayments(db: DbOrTx, userId: string): Promise<UserPayment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(USER_PAYMENTS_LIMIT);
  const table = (await loadSettings(db)).plans;
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    what: paymentTitle(row.kind, row.details, table),
    amountCents: row.amountCents,
    refundedCents: row.refundedCents,
    status: moneyStatus(row),
    receiptHref: row.provider === "stripe" && row.receiptUrl ? row.receiptUrl : receiptPath(row.id),
  }));
}

function notFound(): never {
  throw appError("receiptNotFound");
}

/** The user's own payment for its receipt page. */
export async function getOwnPayment(db: DbOrTx, userId: string, paymentId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(paymentId)) notFound();
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row) notFound();
  return row;
}

/** Stripe's receipt of a Stripe payment (its charge's receipt_url), remembered once found; null when Stripe has none. */
export async function stripeReceiptUrl(db: DbOrTx, payment: typeof payments.$inferSelect): Promise<string | null> {
  if (payment.receiptUrl) return payment.receiptUrl;
  if (payment.provider !== "stripe" || !payment.chargeRef || !isStripeConfigured()) return null;
  try {
    const intent = await getStripe().paymentIntents.retrieve(payment.chargeRef, { expand: ["latest_charge"] });
    const charge = intent.latest_charge;
    const url = charge && typeof charge === "object" ? charge.receipt_url : null;
    if (url) await db.update(payments).set({ receiptUrl: url }).where(eq(payments.id, payment.id));
    return url ?? null;
  } catch (error) {
    logger.warn({ err: error, paymentId: payment.id }, "Stripe receipt not found");
    return null;
  }
}

/** The receipt e-mail of a payment just fulfilled (its first fulfilment only, so once). */
export async function sendReceiptMail(db: DbOrTx, provider: Provider, providerId: string): Promise<void> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerId, providerId)));
  if (!row || row.status !== "paid") return;
  await sendBillingMail(db, row.userId, {
    kind: "receipt",
    paymentId: row.id,
    what: paymentTitle(row.kind, row.details, (await loadSettings(db)).plans),
    amountCents: row.amountCents,
  });
}
