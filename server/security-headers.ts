import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { getEnv } from "~/utils/env.server";
import { policyWithScriptHashes, SCRIPT_HASHES_HEADER } from "./html-cache-csp";

// The site-wide security headers, for pages, API answers, stored files and the
// static assets alike (server/main.js puts this in front of its static files).
// A header a route set itself wins: a stored SVG keeps its sandbox CSP.

const isProduction = process.env.NODE_ENV === "production";

export const HSTS = "max-age=31536000; includeSubDomains";

function siteHeaders(https: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: isProduction
      ? {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", NONCE, "'strict-dynamic'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", "https:"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", "data:"],
          formAction: ["'self'", "https:"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
        }
      : { frameAncestors: ["'none'"] },
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    // Over plain http the header means nothing, and a browser must not learn it there.
    strictTransportSecurity: https ? HSTS : false,
    overwrite: false,
  });
}

const byScheme = { https: siteHeaders(true), http: siteHeaders(false) };

/** Requests whose answer this middleware already owns (it may be mounted twice: main.js and app.ts). */
const handled = new WeakSet<Context>();

/** A route's own CSP still forbids framing. */
function addFrameAncestors(c: Context) {
  const policy = c.res.headers.get("Content-Security-Policy");
  if (policy && !/(^|;)\s*frame-ancestors\s/i.test(policy)) {
    c.res.headers.set("Content-Security-Policy", `${policy.replace(/[\s;]+$/, "")}; frame-ancestors 'none'`);
  }
}

/** A page from the HTML cache has no nonce: its inline scripts are allowed by hash (server/html-cache-csp.ts). */
function useScriptHashes(c: Context) {
  const hashes = c.res.headers.get(SCRIPT_HASHES_HEADER);
  if (hashes === null) return;
  c.res.headers.delete(SCRIPT_HASHES_HEADER);
  const policy = c.res.headers.get("Content-Security-Policy");
  if (policy) c.res.headers.set("Content-Security-Policy", policyWithScriptHashes(policy, hashes));
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    if (handled.has(c)) return next();
    handled.add(c);
    const https = getEnv().PUBLIC_URL.startsWith("https://");
    await byScheme[https ? "https" : "http"](c, next);
    useScriptHashes(c);
    addFrameAncestors(c);
  };
}
