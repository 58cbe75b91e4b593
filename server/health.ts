import { Hono } from "hono";
import { isDatabaseReady, pingDatabase } from "~/db/db.server";
import { isShuttingDown, isStartupDone } from "~/services/instance/startup-state.server";

export const healthRoutes = new Hono();

healthRoutes.get("/healthz", async (c) => {
  // Stopping (SIGTERM): out of the load balancer first, while running work finishes.
  if (isShuttingDown()) return c.json({ status: "stopping" }, 503);
  // Ready only once start-up work (migrations, seed, bootstrap, recovery) is done.
  if (!isDatabaseReady() || !isStartupDone()) return c.json({ status: "starting" }, 503);
  try {
    await pingDatabase();
    return c.json({ status: "ok" });
  } catch {
    return c.json({ status: "database unavailable" }, 503);
  }
});
