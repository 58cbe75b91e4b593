import type { MiddlewareHandler } from "hono";

// An answer that depends on who is asking (pages and data of a signed-in user,
// the admin portal, /api/auth/list-sessions with its session tokens) must never
// be kept by a browser's back/forward cache on disk, a proxy or a CDN. Decided
// once here, at the edge, rather than route by route: any request that carries
// a cookie or credentials, and any answer that sets one, is answered with
// `Cache-Control: private, no-store`, unless the route chose a private policy of its
// own. Exempt are the public files whose bytes
// are the same for everybody (they never read the session). Anonymous public
// pages keep their own headers and the HTML cache (ADR 020), which never
// stores a request with a cookie nor an answer marked private.

/** Paths whose answer never depends on the session (stored public files, thumbnails, samples, crawler files). */
const SESSION_FREE_PATHS = [/^\/files\//, /^\/thumbs\//, /^\/samples\//, /^\/og-image\.png$/, /^\/robots\.txt$/, /^\/sitemap\.xml$/, /^\/healthz$/];

export const PRIVATE_CACHE_CONTROL = "private, no-store";

export function privateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const path = new URL(c.req.url).pathname;
    if (SESSION_FREE_PATHS.some((pattern) => pattern.test(path))) return;
    // A copy: some answers (redirects made by Response.redirect) have headers that cannot change.
    const headers = new Headers(c.res.headers);
    const personal = c.req.header("cookie") !== undefined || c.req.header("authorization") !== undefined || headers.has("set-cookie");
    // A route that chose a private policy itself keeps it (the owner's own private
    // picture is kept by their browser only and revalidated by ETag); anything
    // else, public or unsaid, is overruled.
    const own = headers.get("cache-control") ?? "";
    if (personal && (!/\bprivate\b/i.test(own) || /\bno-store\b/i.test(own))) {
      headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
      headers.delete("Expires");
    }
    // Pages and their data are personal whenever a cookie could be: a shared cache keys them by it.
    const type = headers.get("content-type") ?? "";
    if (personal || type.startsWith("text/html") || path.endsWith(".data")) {
      const vary = headers.get("Vary");
      if (!vary?.toLowerCase().includes("cookie")) headers.set("Vary", vary ? `${vary}, Cookie` : "Cookie");
    }
    const { body, status, statusText } = c.res;
    // Cleared first: Hono's setter would otherwise copy the old headers back over these.
    c.res = undefined;
    c.res = new Response(body, { status, statusText, headers });
  };
}
