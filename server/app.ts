import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler } from "react-router";
// The React Router build (routes, entry.server) compiled by Vite.
import * as build from "virtual:react-router/server-build";
import { requestBodyLimit } from "./body-limit";
import { boot, stopBackgroundWork } from "./boot";
import { clientAddressMiddleware } from "./client-address";
import { apiKeys } from "./api-keys";
import { csrfProtection } from "./csrf";
import { fileRoutes } from "./files";
import { healthRoutes } from "./health";
import { httpMetrics, metricsRoutes } from "./metrics";
import { createRouteLabeler } from "./route-label";
import { maintenanceMode } from "./maintenance";
import { type HtmlCacheVariables, processHtmlCache } from "./html-cache";
import { privateAnswers } from "./private-answers";
import { securityHeaders } from "./security-headers";
import { beginShutdown } from "./shutdown";
import { strictAddress } from "./strict-address";
import { getAuth } from "~/features/accounts/auth.server";
import { withRequestMemo } from "~/utils/request-memo.server";

const isProduction = process.env.NODE_ENV === "production";
const handleRequest = createRequestHandler(build, isProduction ? "production" : "development");

export const app = new Hono<{ Variables: { secureHeadersNonce?: string } & HtmlCacheVariables }>();

// Outermost: every answer is timed and counted (GET /metrics), refusals included.
app.use("*", httpMetrics(createRouteLabeler(build.routes)));
// Headers first so that every answer carries them, refusals included.
app.use("*", securityHeaders());
// Outside everything that answers: an answer for a signed-in visitor is never stored by any cache.
app.use("*", privateAnswers());
// One client address (TRUST_PROXY) for every limit and log below.
app.use("*", clientAddressMiddleware);
app.use("*", strictAddress());
// Before the Origin check: a request with an API key carries no cookie (CONTRACT.md "Public API").
app.use("*", apiKeys());
app.use("*", csrfProtection());
app.use("*", requestBodyLimit());
app.use("*", compress());
// Before the HTML cache: while maintenance is on, no stored page is served (Settings, 'Maintenance mode').
app.use("*", maintenanceMode());
// Inside compress: the cache keeps its own gzip and brotli bodies, which compress leaves alone.
app.use("*", processHtmlCache.middleware);

app.route("/", healthRoutes);
app.route("/", metricsRoutes);
app.route("/files", fileRoutes);
app.on(["GET", "POST"], "/api/auth/*", (c) => getAuth().handler(c.req.raw));

// A page the HTML cache may keep is rendered whole (no streamed fallbacks) and without a nonce (its CSP lists script hashes).
app.all("*", (c) => {
  const shared = c.get("htmlCacheFill") === true;
  // One memo for all of the page's loaders: the root's and the page's session and balance reads are made once.
  return withRequestMemo(c.req.raw, () =>
    handleRequest(c.req.raw, { cspNonce: shared ? "" : (c.get("secureHeadersNonce") ?? ""), wholeDocument: shared }),
  );
});

export { boot, stopBackgroundWork };
// server/main.js starts a stop with it (SIGTERM).
export { beginShutdown };
// server/main.js puts the same headers in front of the static files it serves.
export { securityHeaders };
