// The record of every opened checkout (test checkout and Stripe): what it sells,
// at what price and for how many credits, fixed from the operator's price table
// when it opens. Fulfilment grants what is recorded, so a price change after a
// checkout opened does not touch it, and a subscription's renewals grant the
// credits of the checkout that started it (ADR 029).
import { appError } from "~/utils/error-messages";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { checkoutSessions } from "~/db/schema";

import type { ReturnTo } from "./checkout-schema";
import type { Purchase } from "./purchase";

export type CheckoutRow = typeof checkoutSessions.$inferSelect;

/** Writes the checkout's record; returns its id (what Stripe's metadata names as `checkoutId`). */
export async function recordCheckout(
  db: DbOrTx,
  input: { provider: "stripe" | "test"; userId: string; purchase: Purchase; returnTo: ReturnTo },
): Promise<string> {
  const { purchase } = input;
  const id = `${input.provider === "test" ? "cs_test" : "chk"}_${randomBytes(12).toString("hex")}`;
  await db.insert(checkoutSessions).values({
    id,
    provider: input.provider,
    userId: input.userId,
    kind: purchase.kind,
    planType: purchase.kind === "topup" ? null : purchase.planType,
    billingCycle: purchase.kind === "topup" ? null : purchase.billingCycle,
    packDollars: purchase.kind === "topup" ? purchase.pack.dollars : null,
    amountCents: purchase.amountCents,
    credits: purchase.credits,
    title: purchase.title,
    description: purchase.description,
    replacesSubscriptionId:
      purchase.kind === "subscription" ? purchase.replacesSubscriptionId : purchase.kind === "upgrade" ? purchase.subscriptionId : null,
    returnTo: input.returnTo,
  });
  return id;
}

export async function setProviderSession(db: DbOrTx, checkoutId: string, providerSessionId: string): Promise<void> {
  await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, checkoutId));
}

/** What was sold: the price to be paid and the credits granted (per period for a plan). */
export type CheckoutTerms = { amountCents: number; credits: number };

type Sold = { kind: "topup"; packDollars: number } | { kind: "subscription" | "upgrade"; planType: string; billingCycle: string };

function refuse(message: string): never {
  throw appError("checkoutRecordRefused", { message });
}

/**
 * The terms recorded for this checkout, after checking that the payment is for
 * this account and for what the checkout sold (the provider's copy of our
 * metadata must agree with our record).
 */
export async function recordedTerms(tx: DbOrTx, checkoutId: string, userId: string, sold: Sold): Promise<CheckoutTerms> {
  const [row] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId));
  if (!row || row.userId !== userId) refuse("The payment names a checkout of another account or none at all.");
  const same =
    sold.kind === "topup"
      ? row.kind === "topup" && row.packDollars === sold.packDollars
      : row.kind === sold.kind && row.planType === sold.planType && row.billingCycle === sold.billingCycle;
  if (!same) refuse("The payment is not for what its checkout sold.");
  return { amountCents: row.amountCents, credits: row.credits };
}
