import { getDb, prepareDatabase } from "~/db/db.server";
import { ensureAdminAccount } from "~/features/accounts/bootstrap-admin.server";
import { grantMissingSignupCredits } from "~/features/credits/signup-grant.server";
import { seedDemoContent } from "~/features/catalog/seed.server";
import { startProviderCallRunner } from "~/features/billing/outbox.server";
import { isStripeConfigured } from "~/features/billing/stripe-client.server";
import { recoverGenerationsAtStart } from "~/features/generation/recovery.server";
import { warmUp as warmUpPictureChecker } from "~/features/moderation/image/local-checker.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

/** Everything that must happen once before the site serves: migrate, seed, bootstrap. */
export async function boot() {
  const env = getEnv();
  if (env.RATE_LIMIT === "off") logger.warn("RATE_LIMIT=off: request limits are disabled (local test runs only)");
  await prepareDatabase();
  await seedDemoContent(getDb());
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await ensureAdminAccount(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  const repaired = await grantMissingSignupCredits(getDb(), env.SIGNUP_CREDITS);
  if (repaired) logger.warn({ repaired }, "granted missing sign-up credits");
  await recoverGenerationsAtStart(getDb(), { sharedDatabase: Boolean(env.DATABASE_URL) });
  // Loads the picture checker's models now rather than on the first generation.
  // A failure is not fatal here: every check then fails closed and says so.
  await warmUpPictureChecker().catch((error) => logger.error({ err: error }, "the picture checker's models could not be loaded"));
  // Calls owed to Stripe (outbox) are performed in the background until done.
  // The test checkout owes no provider calls, so nothing runs without Stripe.
  if (isStripeConfigured() && !stopProviderCallRunner) stopProviderCallRunner = startProviderCallRunner(getDb);
}

let stopProviderCallRunner: (() => Promise<void>) | null = null;

/** Stops background work started by boot, letting a call in progress finish. */
export async function stopBackgroundWork() {
  const stop = stopProviderCallRunner;
  stopProviderCallRunner = null;
  await stop?.();
}
