import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { getDb } from "~/db/db.server";
import { queueSnapshot } from "~/features/generation/queue/queue-snapshot.server";
import { metrics, renderMetrics } from "~/services/metrics/metrics.server";
import { getEnv } from "~/utils/env.server";

/**
 * Times every request into http_request_duration_seconds. The route label is the
 * Hono route (/healthz, /files/*, /api/auth/*) or else React Router's pattern
 * (`label`), so ids and slugs never become label values.
 */
export function httpMetrics(label: (pathname: string) => string): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const honoRoute = c.req.routePath;
      const route = honoRoute && honoRoute !== "*" && honoRoute !== "/*" ? honoRoute : label(c.req.path);
      const status = String(c.res?.status ?? 500);
      metrics.httpDuration.observe({ method: c.req.method, route, status }, (performance.now() - started) / 1000);
    }
  };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether the Authorization header carries METRICS_TOKEN (compared in constant time). */
function hasToken(header: string | undefined, token: string): boolean {
  const sent = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? "";
  return timingSafeEqual(digest(sent), digest(token));
}

export const metricsRoutes = new Hono();

// Without METRICS_TOKEN there are no metrics to find (404); with it, only its bearer reads them.
metricsRoutes.get("/metrics", async (c) => {
  const token = getEnv().METRICS_TOKEN;
  if (!token) return c.notFound();
  if (!hasToken(c.req.header("authorization"), token)) {
    return c.text("A valid metrics token is needed.", 401, { "www-authenticate": 'Bearer realm="metrics"', "cache-control": "private, no-store" });
  }
  const { contentType, body } = await renderMetrics(() => queueSnapshot(getDb()));
  return c.body(body, 200, { "content-type": contentType, "cache-control": "private, no-store" });
});
