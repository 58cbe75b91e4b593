import type { MiddlewareHandler } from "hono";
import { API_KEY_HEADER } from "~/utils/api-caller.server";
import { clientAddress } from "~/utils/client-address.server";
import { siteOrigins } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { refusal } from "./refusal";

// Cross-site request forgery: one rule for every route (docs/decisions/011-csrf-origin-rule.md).
// A state-changing request must come from the site's own origin (PUBLIC_URL; unset, any loopback name of the port).

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Paths that other sites post to by design; each proves itself another way. */
const EXEMPT_PATHS = new Set([
  // Stripe signs every event; the route verifies the signature before reading it.
  "/api/stripe/webhook",
]);

/** Sec-Fetch-Site values a browser sends for a request the site itself (or the user) made. */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

export type OriginVerdict = { allowed: true } | { allowed: false; reason: "fetch-site" | "origin" | "referer" };

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request may go on. Browsers send `Origin` with every request that is
 * not GET or HEAD, and `Sec-Fetch-Site` on secure origins; neither can be set by
 * a page. A request with neither `Origin` nor `Referer` nor `Sec-Fetch-Site`
 * does not come from a browser (curl, an API client) and carries no ambient
 * authority an attacker could borrow, so it goes on.
 */
export function checkRequestOrigin(request: Request, siteOrigin: string | readonly string[]): OriginVerdict {
  const own = typeof siteOrigin === "string" ? [siteOrigin] : siteOrigin;
  const isOwn = (value: string) => {
    const parsed = originOf(value);
    return parsed !== null && own.includes(parsed);
  };
  if (SAFE_METHODS.has(request.method)) return { allowed: true };
  if (EXEMPT_PATHS.has(new URL(request.url).pathname)) return { allowed: true };
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && !OWN_FETCH_SITES.has(fetchSite)) return { allowed: false, reason: "fetch-site" };
  const origin = request.headers.get("origin");
  if (origin !== null) return isOwn(origin) ? { allowed: true } : { allowed: false, reason: "origin" };
  const referer = request.headers.get("referer");
  if (referer !== null) return isOwn(referer) ? { allowed: true } : { allowed: false, reason: "referer" };
  return { allowed: true };
}

/** Refuses (403) a state-changing request that another site made the browser send. */
export function csrfProtection(): MiddlewareHandler {
  return async (c, next) => {
    // A checked API key (server/api-keys.ts sets the header, and drops any copy a client sent) is the request's
    // only authority: no cookie is read for it, so there is nothing another site could borrow.
    if (c.req.raw.headers.has(API_KEY_HEADER)) return next();
    const verdict = checkRequestOrigin(c.req.raw, siteOrigins());
    if (verdict.allowed) return next();
    logger.warn(
      {
        method: c.req.method,
        path: c.req.path,
        reason: verdict.reason,
        origin: c.req.header("origin") ?? c.req.header("referer") ?? null,
        address: clientAddress(c.req.raw),
      },
      "cross-site request refused",
    );
    return refusal(c, "FORBIDDEN", {
      title: "Request refused",
      message: "This request did not come from this site, so nothing was done. Open the site and try again from there.",
    });
  };
}
