import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, openDatabase, type Database, type DatabaseHandle } from "~/db/db.server";
import { withDatabase } from "../../../tests/setup/test-database";
import { createRateLimiters, RATE_LIMITS, RateLimitedError, waitText } from "./rate-limit.server";

/**
 * A second "app process" on the same database: on PostgreSQL its own
 * connection pool (as another process would have); the embedded database
 * belongs to one process, so there the second limiter set shares the handle.
 */
let second: DatabaseHandle | undefined;
async function secondProcessDb(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== "postgres" || !serverUrl) return getDb();
  const { rows } = (await getDb().execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  second = openDatabase({ url: withDatabase(serverUrl, rows[0].name) });
  return second.db;
}

afterAll(async () => {
  await second?.close();
});

describe("limits kept in the database", () => {
  let one: ReturnType<typeof createRateLimiters>;
  let two: ReturnType<typeof createRateLimiters>;
  beforeAll(async () => {
    one = createRateLimiters(getDb());
    two = createRateLimiters(await secondProcessDb());
  });

  it("are shared by two separate limiter sets (two app processes)", async () => {
    const { points } = RATE_LIMITS["generate:user"];
    const key = "shared-user";
    for (let i = 0; i < points; i++) {
      const decision = await (i % 2 ? two : one).consume("generate:user", key);
      expect(decision.ok).toBe(true);
    }
    expect(await one.consume("generate:user", key)).toMatchObject({ ok: false });
    expect(await two.consume("generate:user", key)).toMatchObject({ ok: false });
    // Another key is counted apart.
    expect(await two.consume("generate:user", "someone-else")).toEqual({ ok: true });
  });

  it("let exactly the allowed number through when both are hit at once", async () => {
    const { points } = RATE_LIMITS["sign-in:account"];
    const decisions = await Promise.all(Array.from({ length: points * 3 }, (_, i) => (i % 2 ? one : two).consume("sign-in:account", "parallel")));
    expect(decisions.filter((d) => d.ok)).toHaveLength(points);
  });

  it("say how long a refusal lasts, and a block outlasts the window", async () => {
    const { points, blockDuration } = RATE_LIMITS["sign-in:account-address"];
    for (let i = 0; i < points; i++) await one.consume("sign-in:account-address", "blocked");
    const refused = await two.consume("sign-in:account-address", "blocked");
    expect(refused).toEqual({ ok: false, retryAfterSeconds: blockDuration });
  });

  it("give back a refunded attempt and forget a reset key, seen from the other set", async () => {
    const { points } = RATE_LIMITS["sign-in:address"];
    for (let i = 0; i < points; i++) await one.consume("sign-in:address", "refund");
    await two.refund("sign-in:address", "refund");
    expect(await one.consume("sign-in:address", "refund")).toEqual({ ok: true });
    expect(await one.consume("sign-in:address", "refund")).toMatchObject({ ok: false });
    await two.reset("sign-in:address", "refund");
    expect(await one.consume("sign-in:address", "refund")).toEqual({ ok: true });
  });
});

describe("the refusal", () => {
  it("is a 429 with the wait in its text and in Retry-After", () => {
    const error = new RateLimitedError(900);
    expect(error.status).toBe(429);
    expect(error.message).toBe("Too many attempts. Try again in 15 minutes.");
    expect(error.headers).toEqual({ "Retry-After": "900" });
  });

  it("says seconds under a minute and rounds minutes up", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(42)).toBe("42 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
    expect(waitText(900)).toBe("15 minutes");
  });
});
