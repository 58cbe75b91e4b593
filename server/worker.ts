import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { getDb, prepareDatabase } from "~/db/db.server";
import { startGenerationQueue, stopGenerationQueue } from "~/features/generation/queue/generation-queue.server";
import { startWebhookRunner } from "~/features/webhooks/webhook-deliveries.server";
import { warmUp as warmUpPictureChecker } from "~/features/moderation/image/local-checker.server";
import { prepareAuthSecret } from "~/services/instance/auth-secret.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { metricsRoutes } from "./metrics";

export const WORKER_NEEDS_DATABASE_URL =
  "npm run worker needs DATABASE_URL (a PostgreSQL server shared with the web processes). On the embedded database the web process runs the generation jobs itself.";

/**
 * `npm run worker`: runs generation jobs from the queue and nothing else, until
 * SIGTERM or SIGINT; then it stops taking jobs, lets running ones finish (up to
 * SHUTDOWN_GRACE_SECONDS) and gives the rest up for a retry elsewhere.
 * Resolves with the process exit code.
 */
export async function runWorker(): Promise<number> {
  const env = getEnv();
  if (!env.DATABASE_URL) {
    console.error(WORKER_NEEDS_DATABASE_URL);
    return 2;
  }
  await prepareDatabase();
  await prepareAuthSecret(getDb());
  await warmUpPictureChecker().catch((error) => logger.error({ err: error }, "the picture checker's models could not be loaded"));
  const stopped = new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      logger.info({ signal }, "worker stopping");
      resolve();
    };
    process.once("SIGTERM", () => stop("SIGTERM"));
    process.once("SIGINT", () => stop("SIGINT"));
  });
  await startGenerationQueue(getDb(), { url: env.DATABASE_URL, work: true });
  // Its finished generations owe webhook deliveries too; rows are claimed, so any process may send them.
  const stopWebhookRunner = startWebhookRunner(getDb);
  // Its generations are counted here, not in a web process: Prometheus scrapes it on METRICS_PORT.
  const metricsServer =
    env.METRICS_PORT && env.METRICS_TOKEN ? createServer(getRequestListener(metricsRoutes.fetch)).listen(env.METRICS_PORT, env.HOST) : null;
  console.log(`Generation worker running (Ctrl-C to stop)${metricsServer ? `; metrics on port ${env.METRICS_PORT}` : ""}`);
  await stopped;
  metricsServer?.close();
  await Promise.all([stopWebhookRunner(), stopGenerationQueue(env.SHUTDOWN_GRACE_SECONDS * 1000)]);
  return 0;
}
