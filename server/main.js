// Starts the HTTP server. Production serves the Vite build; `--dev` runs Vite in
// middleware mode with hot reload and loads server/app.ts through it.
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";

const isDev = process.argv.includes("--dev");
process.env.NODE_ENV ??= isDev ? "development" : "production";
const port = Number(process.env.PORT ?? 3000);

/** Start-up failed: a second process on an embedded database's folder gets one plain sentence. */
function startupFailed(error) {
  if (error?.code === "DATA_DIR_BUSY") console.error(error.message);
  else console.error("Start-up failed:", error);
  process.exit(1);
}

let listener;
/** Stops the app's background work (boot.ts) before the process exits. */
let stopBackgroundWork = async () => {};
if (isDev) {
  const { createServer: createViteServer } = await import("vite");
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
  const load = () => vite.ssrLoadModule("./server/app.ts");
  await (await load()).boot().catch(startupFailed);
  stopBackgroundWork = async () => (await load()).stopBackgroundWork();
  listener = (req, res) =>
    vite.middlewares(req, res, async () => {
      try {
        const { app } = await load();
        getRequestListener(app.fetch)(req, res);
      } catch (error) {
        vite.ssrFixStacktrace(error);
        console.error(error);
        res.statusCode = 500;
        res.end(String(error?.stack ?? error));
      }
    });
} else {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const built = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
  const { app, boot, securityHeaders } = built;
  stopBackgroundWork = () => built.stopBackgroundWork();
  const clientRoot = path.relative(process.cwd(), path.join(buildDir, "client"));
  const outer = new Hono();
  // Static files get the site's security headers too (nosniff, no framing, HSTS on https).
  outer.use("*", securityHeaders());
  outer.use("*", compress());
  // Hashed build assets never change under the same name.
  outer.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  outer.use("/assets/*", serveStatic({ root: clientRoot }));
  outer.use("*", serveStatic({ root: clientRoot, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") }));
  outer.route("/", app);
  listener = getRequestListener(outer.fetch);
  // /healthz answers 503 while boot runs.
  boot().catch(startupFailed);
}

const server = createServer(listener);
server.listen(port, () => console.log(`Listening on http://localhost:${port}`));

const shutdown = () =>
  server.close(() =>
    stopBackgroundWork()
      .catch((error) => console.error("Stopping background work failed:", error))
      .finally(() => process.exit(0)),
  );
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
