import { Hono } from "hono";
import { isDatabaseReady, pingDatabase } from "~/db/db.server";

export const healthRoutes = new Hono();

healthRoutes.get("/healthz", async (c) => {
  if (!isDatabaseReady()) return c.json({ status: "starting" }, 503);
  try {
    await pingDatabase();
    return c.json({ status: "ok" });
  } catch {
    return c.json({ status: "database unavailable" }, 503);
  }
});
