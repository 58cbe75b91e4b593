// Stripe Checkout Sessions for a top-up or a plan, on the user's one Stripe customer.
// Priced inline (line_items[].price_data, with `recurring` for a plan) from the
// checkout's record, so no Stripe Price has to exist or follow a price change.
import type Stripe from "stripe";
import { appError } from "~/utils/error-messages";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { stripeCustomers } from "~/db/schema";
import { AppError } from "~/utils/errors";
import { getEnv } from "~/utils/env.server";
import type { ReturnTo } from "./checkout-schema";
import { recordCheckout, setProviderSession } from "./checkout-records.server";
import { returnAddresses, type Purchase } from "./purchase";
import { getStripe } from "./stripe-client.server";

/** What a Stripe Checkout Session sells (an upgrade changes the subscription instead: stripe-upgrade.server.ts). */
export type CheckoutPurchase = Exclude<Purchase, { kind: "upgrade" }>;

/** The user's Stripe customer, created once and reused for every later checkout. */
async function ensureCustomer(db: DbOrTx, user: { id: string; email: string; name?: string | null }): Promise<string> {
  const [existing] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
  if (existing) return existing.customerId;
  const customer = await getStripe().customers.create(
    { email: user.email, name: user.name ?? undefined, metadata: { userId: user.id } },
    { idempotencyKey: `customer-${user.id}` },
  );
  await db.insert(stripeCustomers).values({ userId: user.id, customerId: customer.id }).onConflictDoNothing();
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
  return row.customerId;
}

/** Our own purchase metadata, copied onto the session and the subscription (so every renewal's invoice names the checkout too). */
function purchaseMetadata(userId: string, checkoutId: string, purchase: CheckoutPurchase): Record<string, string> {
  if (purchase.kind === "topup") return { userId, checkoutId, kind: "topup", packDollars: String(purchase.pack.dollars) };
  return {
    userId,
    checkoutId,
    kind: "subscription",
    planType: purchase.planType,
    billingCycle: purchase.billingCycle,
    ...(purchase.replacesSubscriptionId ? { replacesSubscriptionId: purchase.replacesSubscriptionId } : {}),
  };
}

export async function createStripeCheckout(
  db: DbOrTx,
  user: { id: string; email: string; name?: string | null },
  purchase: CheckoutPurchase,
  returnTo: ReturnTo,
): Promise<string> {
  const env = getEnv();
  const back = returnAddresses(returnTo, purchase.kind);
  try {
    const customer = await ensureCustomer(db, user);
    // Recorded before Stripe hears of it: a webhook can never arrive for a checkout we have not recorded.
    const checkoutId = await recordCheckout(db, { provider: "stripe", userId: user.id, purchase, returnTo });
    const metadata = purchaseMetadata(user.id, checkoutId, purchase);
    const common = {
      customer,
      client_reference_id: user.id,
      metadata,
      success_url: `${env.PUBLIC_URL}${back.success}`,
      cancel_url: `${env.PUBLIC_URL}${back.cancel}`,
      allow_promotion_codes: true,
    } satisfies Stripe.Checkout.SessionCreateParams;
    const session =
      purchase.kind === "topup"
        ? await getStripe().checkout.sessions.create({
            ...common,
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "usd",
                  unit_amount: purchase.amountCents,
                  product_data: { name: purchase.title, description: purchase.description },
                },
              },
            ],
            payment_intent_data: { metadata },
          })
        : await getStripe().checkout.sessions.create({
            ...common,
            mode: "subscription",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "usd",
                  unit_amount: purchase.amountCents,
                  recurring: { interval: purchase.billingCycle === "yearly" ? "year" : "month" },
                  product_data: { name: purchase.title, description: purchase.description },
                },
              },
            ],
            subscription_data: { metadata },
          });
    if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
    await setProviderSession(db, checkoutId, session.id);
    return session.url;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw appError("checkoutUnreachable", { cause: error });
  }
}
