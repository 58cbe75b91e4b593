// Starts the HTTP server. Production serves the Vite build; `--dev` runs Vite in
// middleware mode with hot reload and loads server/app.ts through it.
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createAdmission } from "./admission.js";
import { withTimeline } from "./bench-timeline.js";
import { gracefulShutdown, trackRequests } from "./graceful-shutdown.js";
import { listStaticFiles, onlyListedFiles } from "./static-files.js";

const isDev = process.argv.includes("--dev");
process.env.NODE_ENV ??= isDev ? "development" : "production";
const port = Number(process.env.PORT ?? 3000);
// Unset: every interface (as before). 127.0.0.1 keeps the site to this machine (behind a reverse proxy on the same host).
const host = process.env.HOST?.trim() || undefined;

/** Start-up failed: a second process on an embedded database's folder gets one plain sentence. */
function startupFailed(error) {
  if (error?.code === "DATA_DIR_BUSY") console.error(error.message);
  else console.error("Start-up failed:", error);
  process.exit(1);
}

let listener;
/** Stops the app's background work (boot.ts) before the process exits. */
let stopBackgroundWork = async () => {};
/** Turns /healthz to 503 and says how long the stop may take (SHUTDOWN_GRACE_SECONDS). */
let beginShutdown = async () => 30_000;
if (isDev) {
  const { createServer: createViteServer } = await import("vite");
  // DEV_HMR=off: no hot-reload socket (port 24678), for test processes started beside a developer's own dev server.
  const hmr = process.env.DEV_HMR === "off" ? false : undefined;
  const vite = await createViteServer({ server: { middlewareMode: true, hmr, ws: hmr, watch: hmr === false ? null : undefined }, appType: "custom" });
  const load = () => vite.ssrLoadModule("./server/app.ts");
  await (await load()).boot().catch(startupFailed);
  stopBackgroundWork = async (graceMs) => (await load()).stopBackgroundWork(graceMs);
  beginShutdown = async () => (await load()).beginShutdown();
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
  stopBackgroundWork = (graceMs) => built.stopBackgroundWork(graceMs);
  beginShutdown = async () => built.beginShutdown();
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
  const staticFiles = listStaticFiles(clientRoot);
  outer.use("/assets/*", onlyListedFiles(staticFiles, serveStatic({ root: clientRoot })));
  outer.use(
    "*",
    onlyListedFiles(staticFiles, serveStatic({ root: clientRoot, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") })),
  );
  // Pages and API calls, not static files, begin their work in bounded turns (server/admission.js).
  const admission = createAdmission({ sliceMs: Number(process.env.ADMISSION_SLICE_MS?.trim() || 5) });
  outer.use("*", async (c, next) => {
    if (c.req.path !== "/healthz") await admission.enter();
    globalThis.__benchTimeline?.mark("admitted");
    await next();
  });
  outer.route("/", app);
  listener = getRequestListener(outer.fetch);
  // /healthz answers 503 while boot runs.
  boot().catch(startupFailed);
}

let stopping = false;
const server = createServer();
const requests = trackRequests(withTimeline(listener, server), { isStopping: () => stopping });
server.on("request", requests.listener);
// Idle keep-alive connections outlive a reverse proxy's or load balancer's (60 s is
// common): with Node's 5 s, a proxy reusing a connection just as Node closes it gets
// a reset (a 502 for the visitor). Headers must be allowed a little longer still.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, host, () => console.log(`Listening on ${host ?? "every interface"}, port ${port}: open ${addressToOpen()}`));

/** The address a person opens: PUBLIC_URL, else this machine's name for the interface listened on. */
function addressToOpen() {
  const publicUrl = process.env.PUBLIC_URL?.trim();
  if (publicUrl) return publicUrl;
  const wildcard = !host || host === "0.0.0.0" || host === "::";
  const name = wildcard || host === "localhost" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const shutdown = () => {
  if (stopping) return;
  stopping = true;
  gracefulShutdown({ server, requests, beginShutdown, stopBackgroundWork })
    .catch((error) => console.error("Stopping failed:", error))
    .finally(() => process.exit(0));
};
// In development Vite's own SIGTERM listener (React Router's inner dev server) would exit at once with 143;
// this stop replaces it, and its process.exit ends Vite too.
if (isDev) process.removeAllListeners("SIGTERM");
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
