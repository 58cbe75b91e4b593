import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counters of rate-limiter-flexible's RateLimiterDrizzle store (the shape its
 * documentation requires: key, points, expire). One row per limiter key, e.g.
 * `sign-in-account:alice@example.com`; every app process shares them.
 * (better-auth keeps its own outer request limit in `rate_limits`.)
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true, mode: "date" }),
});
