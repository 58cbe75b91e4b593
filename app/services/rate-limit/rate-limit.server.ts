import { createHash } from "node:crypto";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { getDb, type Database } from "~/db/db.server";
import { rateLimitCounters } from "~/db/schema";
import { addressBucket, clientAddress } from "~/utils/client-address.server";
import { getEnv } from "~/utils/env.server";
import { AppError } from "~/utils/errors";
import { logger } from "~/utils/logger.server";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

type Rule = {
  /** Attempts allowed in `duration`; the next one is refused. */
  points: number;
  /** Window in seconds, counted from the first attempt. */
  duration: number;
  /** Once refused, stay refused this many seconds (else until the window ends). */
  blockDuration?: number;
};

/**
 * Every limit the site enforces (README "Rate limits" lists them). An
 * "address" is the client address of the TRUST_PROXY rule, IPv6 per /64; an
 * "account" is the e-mail address typed (whether or not an account has it, so
 * a lockout tells nothing about which addresses exist) or the signed-in user.
 * Counters live in the database (`rate_limit_counters`), shared by every process.
 */
export const RATE_LIMITS = {
  // Password sign-in (/auth, the admin login, POST /api/auth/sign-in/email).
  // Failed attempts from one address, whatever the account.
  "sign-in:address": { points: 20, duration: 15 * MINUTE, blockDuration: 15 * MINUTE },
  // Consecutive failed passwords for one account from one address: that
  // address stops before it alone could reach the account lockout below.
  "sign-in:account-address": { points: 5, duration: 15 * MINUTE, blockDuration: 15 * MINUTE },
  // Consecutive failed passwords for one account from all addresses: the
  // account's password sign-in is locked for 15 minutes, everywhere.
  "sign-in:account": { points: 10, duration: 15 * MINUTE, blockDuration: 15 * MINUTE },
  // Sign-up: each accepted attempt sends an e-mail.
  "sign-up:address": { points: 10, duration: HOUR },
  "sign-up:account": { points: 3, duration: HOUR },
  // Verification e-mails a visitor can repeat (a sign-in to an unverified
  // account, /api/auth/send-verification-email): over the limit, silently none.
  "verification-mail:address": { points: 3, duration: HOUR },
  "verification-mail:account": { points: 3, duration: HOUR },
  // Second factor (/api/auth/two-factor/*): failed attempts per address. Per
  // account, better-auth's two-factor lockout (10 consecutive failures, 15 minutes).
  "two-factor:address": { points: 10, duration: 15 * MINUTE, blockDuration: 15 * MINUTE },
  // Password reset: asking for the e-mail, and setting the new password with its one-time token.
  "reset-request:address": { points: 5, duration: 15 * MINUTE },
  "reset-request:account": { points: 3, duration: HOUR },
  "reset-password:address": { points: 10, duration: 15 * MINUTE },
  // Admin login form (both steps), on top of the sign-in and two-factor limits.
  "admin-login:address": { points: 10, duration: MINUTE },
  // Generation and checkout, per signed-in user and per address.
  "generate:user": { points: 20, duration: MINUTE },
  "generate:address": { points: 60, duration: MINUTE },
  "checkout:user": { points: 20, duration: MINUTE },
  "checkout:address": { points: 60, duration: MINUTE },
  // 'Like' and its undoing on /explore and /p/{id} (a like rewrites a counter), per signed-in user and per address.
  "like:user": { points: 60, duration: MINUTE },
  "like:address": { points: 180, duration: MINUTE },
  // 'Report' on a published picture: each one lands in an operator's queue.
  "report:user": { points: 10, duration: HOUR },
  "report:address": { points: 30, duration: HOUR },
} as const satisfies Record<string, Rule>;

export type LimitName = keyof typeof RATE_LIMITS;

export type LimitDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export type RateLimiters = {
  /** Counts one attempt; refused when the limit is used up (the attempt is counted anyway). */
  consume(name: LimitName, key: string): Promise<LimitDecision>;
  /** Gives back an attempt that turned out not to count (e.g. a correct password). */
  refund(name: LimitName, key: string): Promise<void>;
  /** Forgets the key: a run of consecutive failures ends with a success. */
  reset(name: LimitName, key: string): Promise<void>;
};

/**
 * One set of limiters over `db`. Each process builds its own; they agree
 * because every count is one atomic INSERT ... ON CONFLICT DO UPDATE on the
 * shared table (RateLimiterDrizzle), on PGlite and PostgreSQL alike.
 */
export function createRateLimiters(db: Database): RateLimiters {
  const limiters = new Map<LimitName, RateLimiterDrizzle>();
  let sweeperChosen = false;
  const limiter = (name: LimitName) => {
    let found = limiters.get(name);
    if (!found) {
      const rule: Rule = RATE_LIMITS[name];
      found = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimitCounters,
        keyPrefix: name,
        points: rule.points,
        duration: rule.duration,
        blockDuration: rule.blockDuration ?? 0,
        // One limiter per set sweeps rows expired over an hour ago (every 5 minutes).
        clearExpiredByTimeout: !sweeperChosen,
      });
      sweeperChosen = true;
      limiters.set(name, found);
    }
    return found;
  };
  return {
    async consume(name, key) {
      try {
        await limiter(name).consume(key);
        return { ok: true };
      } catch (rejection) {
        // A refusal comes as a RateLimiterRes; anything else is a store failure.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
    async refund(name, key) {
      await limiter(name).reward(key, 1);
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
  };
}

/** Where a key stands in its window, for the RateLimit-* headers (draft-ietf-httpapi-ratelimit-headers). */
export type QuotaState = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

let keyLimiter: { db: Database; points: number; limiter: RateLimiterDrizzle } | undefined;

/**
 * Counts one request of an API key against API_RATE_LIMIT requests a minute.
 * Per key, not per address, and on whatever RATE_LIMIT says: it is part of
 * the API's contract, not a guard a local test run turns off.
 */
export async function consumeApiKeyQuota(keyId: string): Promise<QuotaState> {
  const db = getDb();
  const points = getEnv().API_RATE_LIMIT;
  if (keyLimiter?.db !== db || keyLimiter.points !== points) {
    keyLimiter = {
      db,
      points,
      limiter: new RateLimiterDrizzle({ storeClient: db, schema: rateLimitCounters, keyPrefix: "api-key", points, duration: MINUTE }),
    };
  }
  const state = (res: RateLimiterRes, allowed: boolean): QuotaState => ({
    allowed,
    limit: points,
    remaining: Math.max(0, res.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  try {
    return state(await keyLimiter.limiter.consume(keyId), true);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return state(rejection, false);
  }
}

let current: { db: Database; limiters: RateLimiters } | undefined;

/** The process's limiters over the process-wide database. */
export function getRateLimiters(): RateLimiters {
  const db = getDb();
  if (current?.db !== db) current = { db, limiters: createRateLimiters(db) };
  return current.limiters;
}

export function rateLimitsEnabled() {
  return getEnv().RATE_LIMIT === "on";
}

/**
 * Accounts are counted under a digest of the e-mail address (lower-cased by
 * the caller, as better-auth looks it up) or of the user id: the table holds no
 * e-mail addresses.
 */
export function accountKey(account: string) {
  return createHash("sha256").update(account).digest("base64url").slice(0, 32);
}

/** "Try again in 15 minutes." / "... in 40 seconds." */
export function waitText(seconds: number) {
  if (seconds < MINUTE) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / MINUTE);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  return `Too many attempts. Try again in ${waitText(retryAfterSeconds)}.`;
}

export function accountLockedMessage(retryAfterSeconds: number) {
  return `Too many failed sign-in attempts for this account. Try again in ${waitText(retryAfterSeconds)}.`;
}

export function retryAfterHeaders(retryAfterSeconds: number): Record<string, string> {
  return { "Retry-After": String(retryAfterSeconds) };
}

/** A 429 with the wait in its message and a Retry-After header. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, message = tooManyAttemptsMessage(retryAfterSeconds)) {
    super("TOO_MANY_REQUESTS", { title: "Please wait", message, headers: retryAfterHeaders(retryAfterSeconds) });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const ROUTE_LIMITS = {
  generate: { user: "generate:user", address: "generate:address" },
  checkout: { user: "checkout:user", address: "checkout:address" },
  like: { user: "like:user", address: "like:address" },
  "admin-login": { address: "admin-login:address" },
  report: { user: "report:user", address: "report:address" },
} as const satisfies Record<string, { user?: LimitName; address: LimitName }>;

/**
 * Counts one request of a route against its per-address limit and, when a
 * user is given, its per-user limit. Throws a RateLimitedError (429) when one
 * is used up. RATE_LIMIT=off turns this off (local test runs only).
 */
export async function enforceRateLimit(request: Request, action: keyof typeof ROUTE_LIMITS, subject: { userId?: string } = {}) {
  if (!rateLimitsEnabled()) return;
  const limits: { user?: LimitName; address: LimitName } = ROUTE_LIMITS[action];
  const address = clientAddress(request);
  const checks: Array<[LimitName, string]> = [[limits.address, addressBucket(address)]];
  if (limits.user && subject.userId) checks.push([limits.user, accountKey(subject.userId)]);
  const limiters = getRateLimiters();
  for (const [name, key] of checks) {
    const decision = await limiters.consume(name, key);
    if (!decision.ok) {
      logger.warn({ limit: name, address, userId: subject.userId }, "rate limit reached");
      throw new RateLimitedError(decision.retryAfterSeconds);
    }
  }
}

/**
 * A route's `headers` export that lets the Retry-After of a refused attempt
 * reach the client (React Router passes only cookies on by itself).
 */
export function withRetryAfter({ actionHeaders, parentHeaders }: { actionHeaders: Headers; parentHeaders: Headers }) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
