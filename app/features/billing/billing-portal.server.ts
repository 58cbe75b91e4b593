import { appError } from "~/utils/error-messages";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { stripeCustomers } from "~/db/schema";

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
  if (!isStripeConfigured()) throw appError("billingPortalUnconfigured");
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
  if (!row) throw appError("billingPortalNoCustomer");
  try {
    const session = await getStripe().billingPortal.sessions.create({
      customer: row.customerId,
      return_url: `${getEnv().PUBLIC_URL}/account/billing`,
    });
    return session.url;
  } catch (error) {
    throw appError("billingPortalUnreachable", { cause: error });
  }
}
