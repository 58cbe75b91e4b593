import { sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { rateLimits } from "~/db/schema";
import { getEnv } from "./env.server";
import { AppError } from "./errors";

/** The caller's address as the proxy in front of us reports it, else the socket's. */
export function clientAddress(request: Request) {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "local";
}

/**
 * Fixed-window limit per address and action, kept in the database so every app
 * process shares it. Throws a 429 AppError when the window is used up.
 * RATE_LIMIT=off disables it (local test runs only).
 */
export async function enforceRateLimit(request: Request, action: string, limit: { max: number; windowSeconds: number }) {
  if (getEnv().RATE_LIMIT === "off") return;
  const key = `app:${action}:${clientAddress(request)}`;
  const now = Date.now();
  const windowStart = now - limit.windowSeconds * 1000;
  const [row] = await getDb()
    .insert(rateLimits)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  if (row.count > limit.max) {
    throw new AppError("TOO_MANY_REQUESTS", { title: "Too many requests", message: "Please wait a minute and try again." });
  }
}
