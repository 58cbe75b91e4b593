// The Stripe SDK client and whether Stripe is configured at all. Calls that follow a
// state change (cancel, cancel at period end, refund) go through the outbox: see outbox.server.ts.
import Stripe from "stripe";
import { getEnv } from "~/utils/env.server";

export function isStripeConfigured() {
  return Boolean(getEnv().STRIPE_SECRET_KEY);
}

let cached: { config: string; client: Stripe } | undefined;

/** The SDK client; STRIPE_API_BASE points it at another host (tests use a local fake). */
export function getStripe(): Stripe {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const config = `${env.STRIPE_SECRET_KEY}|${env.STRIPE_API_BASE ?? ""}`;
  if (cached?.config === config) return cached.client;
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: "uncensored-ai-image" } };
  if (env.STRIPE_API_BASE) {
    const base = new URL(env.STRIPE_API_BASE);
    options.host = base.hostname;
    options.port = base.port || (base.protocol === "http:" ? 80 : 443);
    options.protocol = base.protocol === "http:" ? "http" : "https";
  }
  cached = { config, client: new Stripe(env.STRIPE_SECRET_KEY, options) };
  return cached.client;
}
