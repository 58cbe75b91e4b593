import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { stripeCustomers } from "~/db/schema";
import { AppError } from "~/utils/errors";
import { getEnv } from "~/utils/env.server";
import { getStripe, isStripeConfigured } from "./stripe-client.server";

export const PORTAL_FAILED = "Could not open billing";

/** Whether 'Manage billing' is offered: Stripe is configured and the user is a Stripe customer of ours. */
export async function hasBillingPortal(db: DbOrTx, userId: string): Promise<boolean> {
  if (!isStripeConfigured()) return false;
  const [row] = await db.select({ id: stripeCustomers.customerId }).from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
  return Boolean(row);
}

/** A Stripe Billing Portal session for the user's customer (payment methods, invoices); its address to open. */
export async function openBillingPortal(db: DbOrTx, userId: string): Promise<string> {
  if (!isStripeConfigured()) throw new AppError("NOT_FOUND", { title: PORTAL_FAILED, message: "Card payments are not configured here." });
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
  if (!row) throw new AppError("NOT_FOUND", { title: PORTAL_FAILED, message: "You have no card payments to manage yet." });
  try {
    const session = await getStripe().billingPortal.sessions.create({
      customer: row.customerId,
      return_url: `${getEnv().PUBLIC_URL}/account/billing`,
    });
    return session.url;
  } catch (error) {
    throw new AppError("UPSTREAM_FAILED", { title: PORTAL_FAILED, message: "Stripe could not be reached. Please try again.", cause: error });
  }
}
