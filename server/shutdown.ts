import { markShuttingDown } from "~/services/instance/startup-state.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

/**
 * First step of a stop (server/graceful-shutdown.js): /healthz answers 503 from
 * now on. Answers the grace period (SHUTDOWN_GRACE_SECONDS) in milliseconds.
 */
export function beginShutdown(): number {
  markShuttingDown();
  const graceMs = getEnv().SHUTDOWN_GRACE_SECONDS * 1000;
  logger.info({ graceMs }, "stopping: /healthz answers 503, running requests and generations get the grace period");
  return graceMs;
}
