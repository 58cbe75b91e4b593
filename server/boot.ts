import { getDb, prepareDatabase } from "~/db/db.server";
import { ensureAdminAccount } from "~/features/accounts/bootstrap-admin.server";
import { startCatalogCacheSync } from "~/features/catalog/cache.server";
import { grantMissingSignupCredits } from "~/features/credits/signup-grant.server";
import { seedDemoContent } from "./demo/seed.server";
import { seedDemoHistory } from "./demo/seed-history.server";
import { loadSettings } from "~/features/settings/settings.server";
import { startProviderCallRunner } from "~/features/billing/outbox.server";
import { startWebhookRunner } from "~/features/webhooks/webhook-deliveries.server";
import { isStripeConfigured } from "~/features/billing/stripe-client.server";
import { recoverGenerationsAtStart } from "~/features/generation/recovery.server";
import { startGenerationQueue, stopGenerationQueue } from "~/features/generation/queue/generation-queue.server";
import { warmUp as warmUpPictureChecker } from "~/features/moderation/image/local-checker.server";
import { warmUpTextRules } from "~/features/moderation/text/warm-up";
import { prepareAuthSecret } from "~/services/instance/auth-secret.server";
import { holdDataDirLockUntilExit } from "~/services/instance/data-dir-lock.server";
import { markStartupDone } from "~/services/instance/startup-state.server";
import { startOrphanSweep } from "~/services/storage/orphan-sweep.server";
import { getStorage } from "~/services/storage/storage.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

/**
 * Everything that must happen once before the site serves: migrate, seed,
 * bootstrap, recovery. /healthz answers 503 until it has finished.
 */
export async function boot() {
  const env = getEnv();
  // An embedded database has one owner: a second process on the folder stops here (DataDirBusyError),
  // before opening it. Synchronous, so nothing else touches the database first.
  if (!env.DATABASE_URL) holdDataDirLockUntilExit(env.DATA_DIR);
  if (env.RATE_LIMIT === "off") logger.warn("RATE_LIMIT=off: request limits are disabled (local test runs only)");
  await prepareDatabase();
  // With DATABASE_URL and no AUTH_SECRET, the signing secret every process shares (before anything signs).
  await prepareAuthSecret(getDb());
  // Other processes' catalogue writes clear this process's cache (LISTEN/NOTIFY).
  if (env.DATABASE_URL && !stopCatalogCacheSync) stopCatalogCacheSync = startCatalogCacheSync(env.DATABASE_URL);
  const demo = await seedDemoContent(getDb());
  // A month of made-up activity for the admin dashboard, only with a freshly seeded catalogue (DEMO_HISTORY=off skips it).
  if (env.DEMO_HISTORY === "on") await seedDemoHistory(getDb(), { catalogSeeded: demo.seeded, signupCredits: env.SIGNUP_CREDITS });
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await ensureAdminAccount(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  const repaired = await grantMissingSignupCredits(getDb(), (await loadSettings(getDb())).newAccounts.signupCredits);
  if (repaired) logger.warn({ repaired }, "granted missing sign-up credits");
  await recoverGenerationsAtStart(getDb(), { sharedDatabase: Boolean(env.DATABASE_URL) });
  // Generation jobs: pg-boss with DATABASE_URL, else this process's own queue; WORKER=off only enqueues.
  await startGenerationQueue(getDb(), { url: env.DATABASE_URL, work: env.WORKER === "on" });
  // Loads the picture checker's models now rather than on the first generation.
  // A failure is not fatal here: every check then fails closed and says so.
  await warmUpPictureChecker().catch((error) => logger.error({ err: error }, "the picture checker's models could not be loaded"));
  // The text rules' patterns are compiled by their first prompts (seconds of CPU): here, not in a visitor's first generation.
  warmUpTextRules();
  // Calls owed to Stripe (outbox) are performed in the background until done.
  // The test checkout owes no provider calls, so nothing runs without Stripe.
  if (isStripeConfigured() && !stopProviderCallRunner) stopProviderCallRunner = startProviderCallRunner(getDb);
  // Webhook deliveries owed to users' endpoints (docs/decisions/036); every process may run them (rows are claimed).
  stopWebhookRunner ??= startWebhookRunner(getDb);
  // Stored files no row refers to, older than an hour, are removed hourly (app/services/storage/orphan-sweep.server.ts).
  stopOrphanSweep ??= startOrphanSweep(getDb, getStorage);
  markStartupDone();
}

let stopProviderCallRunner: (() => Promise<void>) | null = null;
let stopOrphanSweep: (() => Promise<void>) | null = null;
let stopWebhookRunner: (() => Promise<void>) | null = null;
let stopCatalogCacheSync: (() => Promise<void>) | null = null;

/** Stops background work started by boot, letting a call in progress and running generation jobs finish (up to `graceMs`). */
export async function stopBackgroundWork(graceMs?: number) {
  await stopOrphanSweep?.();
  stopOrphanSweep = null;
  const stop = stopProviderCallRunner;
  stopProviderCallRunner = null;
  const stopWebhooks = stopWebhookRunner;
  stopWebhookRunner = null;
  const stopSync = stopCatalogCacheSync;
  stopCatalogCacheSync = null;
  await Promise.all([stop?.(), stopWebhooks?.(), stopSync?.(), stopGenerationQueue(graceMs)]);
}
