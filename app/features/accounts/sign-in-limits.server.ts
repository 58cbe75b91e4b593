import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { twoFactors } from "~/db/schema";
import { addressBucket, clientAddress } from "~/utils/client-address.server";
import { logger } from "~/utils/logger.server";
import {
  accountKey,
  accountLockedMessage,
  getRateLimiters,
  rateLimitsEnabled,
  retryAfterHeaders,
  tooManyAttemptsMessage,
  waitText,
  type LimitName,
} from "~/services/rate-limit/rate-limit.server";

/**
 * Per-address and per-account limits on better-auth's credential endpoints,
 * as hooks: they hold for our own forms (which call better-auth's server API
 * with the visitor's headers) and for the raw /api/auth/* endpoints alike.
 *
 * The before hook counts the attempt (atomically, so parallel requests cannot
 * slip past a limit) and refuses it with 429 + Retry-After when a limit is used
 * up; the after hook looks at the outcome and gives back what should not count
 * (a correct password ends a run of failures).
 *
 * A plugin placed last in `plugins`, so its before hook runs after the other
 * checks (field lengths, password strength): a request they refuse never
 * reaches the endpoint and is not counted here either.
 */
export function authAttemptLimits() {
  return {
    id: "auth-attempt-limits",
    hooks: {
      before: [{ matcher: (ctx) => isLimitedPath(ctx.path), handler: createAuthMiddleware(limitAuthAttempt) }],
      after: [{ matcher: (ctx) => isLimitedPath(ctx.path), handler: createAuthMiddleware(settleAuthAttempt) }],
    },
  } satisfies BetterAuthPlugin;
}

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** What the endpoint's outcome does to one counter. */
type Settle = "keep" | "refund" | "reset";
type Outcome = "success" | "failure" | "other";

type Check = {
  name: LimitName;
  key: string;
  /** The refusal's text for this counter. */
  message: (retryAfterSeconds: number) => string;
  settle: Record<Outcome, Settle>;
};

type Plan = { checks: Check[]; outcome: (returned: unknown) => Outcome };

// Only the e-mail is read here, to key the account's counters; better-auth
// validates the whole body itself. It looks accounts up by the lower-cased
// address, so the same lower-casing keys every spelling of one account together.
const bodyWithEmail = z.looseObject({ email: z.string().min(1).max(320) });

function typedEmail(body: unknown): string | null {
  const parsed = bodyWithEmail.safeParse(body);
  return parsed.success ? parsed.data.email.toLowerCase() : null;
}

const errorStatus = (returned: unknown) => (isAPIError(returned) ? returned.statusCode : null);

/** Sign-in: 401 is a wrong e-mail or password; 2xx, or 403 (not verified, banned), means the password was right. */
function signInOutcome(returned: unknown): Outcome {
  const status = errorStatus(returned);
  if (status === null || status === 403) return "success";
  return status === 401 ? "failure" : "other";
}

/** Anything else: an error is a failed attempt. */
function plainOutcome(returned: unknown): Outcome {
  return errorStatus(returned) === null ? "success" : "failure";
}

const COUNT_FAILURES: Record<Outcome, Settle> = { success: "refund", failure: "keep", other: "refund" };
const CONSECUTIVE_FAILURES: Record<Outcome, Settle> = { success: "reset", failure: "keep", other: "refund" };
/** Each accepted attempt sends an e-mail: it counts; a refused one (bad input) does not. */
const COUNT_ACCEPTED: Record<Outcome, Settle> = { success: "keep", failure: "refund", other: "refund" };
const COUNT_ALL: Record<Outcome, Settle> = { success: "keep", failure: "keep", other: "keep" };

function planFor(path: string, body: unknown, address: string): Plan | null {
  const bucket = addressBucket(address);
  const email = typedEmail(body);
  const account = email ? accountKey(email) : null;
  const generic = tooManyAttemptsMessage;

  if (path === "/sign-in/email") {
    const checks: Check[] = [{ name: "sign-in:address", key: bucket, message: generic, settle: COUNT_FAILURES }];
    if (account) {
      checks.push(
        { name: "sign-in:account-address", key: `${account}|${bucket}`, message: generic, settle: CONSECUTIVE_FAILURES },
        { name: "sign-in:account", key: account, message: accountLockedMessage, settle: CONSECUTIVE_FAILURES },
      );
    }
    return { checks, outcome: signInOutcome };
  }
  if (path === "/sign-up/email") {
    const checks: Check[] = [{ name: "sign-up:address", key: bucket, message: generic, settle: COUNT_ACCEPTED }];
    if (account) checks.push({ name: "sign-up:account", key: account, message: generic, settle: COUNT_ACCEPTED });
    return { checks, outcome: plainOutcome };
  }
  if (path.startsWith("/two-factor/")) {
    return { checks: [{ name: "two-factor:address", key: bucket, message: generic, settle: COUNT_FAILURES }], outcome: plainOutcome };
  }
  if (path === "/request-password-reset") {
    const checks: Check[] = [{ name: "reset-request:address", key: bucket, message: generic, settle: COUNT_ACCEPTED }];
    if (account) checks.push({ name: "reset-request:account", key: account, message: generic, settle: COUNT_ACCEPTED });
    return { checks, outcome: plainOutcome };
  }
  // The one-time token is the account here: single-use and unguessable, so only the address is counted.
  if (path === "/reset-password") {
    return { checks: [{ name: "reset-password:address", key: bucket, message: generic, settle: COUNT_FAILURES }], outcome: plainOutcome };
  }
  if (path === "/reset-password/:token") {
    return { checks: [{ name: "reset-password:address", key: bucket, message: generic, settle: COUNT_ALL }], outcome: plainOutcome };
  }
  return null;
}

/**
 * The visitor's headers: the HTTP request's, or those our routes pass to the
 * server API (authHeaders). A call with neither is the server's own (start-up
 * work, tests) and is not limited.
 */
function requestHeaders(ctx: AuthHookContext): Headers | null {
  return ctx.request?.headers ?? ctx.headers ?? null;
}

function tooMany(retryAfterSeconds: number, message: string) {
  return new APIError("TOO_MANY_REQUESTS", { message, code: "TOO_MANY_ATTEMPTS" }, retryAfterHeaders(retryAfterSeconds));
}

const LIMITED_PATHS = new Set(["/sign-in/email", "/sign-up/email", "/request-password-reset", "/reset-password", "/reset-password/:token"]);

function isLimitedPath(path: string | undefined) {
  return path !== undefined && (LIMITED_PATHS.has(path) || path.startsWith("/two-factor/"));
}

/** Before: counts the attempt; throws 429 when a limit is used up. */
async function limitAuthAttempt(ctx: AuthHookContext): Promise<void> {
  if (!rateLimitsEnabled() || !ctx.path) return;
  const headers = requestHeaders(ctx);
  if (!headers) return;
  const address = clientAddress(headers);
  const plan = planFor(ctx.path, ctx.body, address);
  if (!plan) return;
  const limiters = getRateLimiters();
  const counted: Check[] = [];
  for (const check of plan.checks) {
    const decision = await limiters.consume(check.name, check.key);
    if (!decision.ok) {
      // A refused attempt counts only where it was refused: retrying during an
      // account lock must not use up the address's own allowance.
      for (const earlier of counted) await limiters.refund(earlier.name, earlier.key);
      logger.warn(
        { limit: check.name, address, path: ctx.path, retryAfterSeconds: decision.retryAfterSeconds },
        "auth attempt refused by a rate limit",
      );
      throw tooMany(decision.retryAfterSeconds, check.message(decision.retryAfterSeconds));
    }
    counted.push(check);
  }
}

/** After: settles the counters by the outcome; gives better-auth's second-factor lockout its wait time. */
async function settleAuthAttempt(ctx: AuthHookContext): Promise<void> {
  if (!ctx.path) return;
  const returned = ctx.context.returned;
  if (ctx.path.startsWith("/two-factor/verify-") && isAPIError(returned) && returned.body?.code === "ACCOUNT_TEMPORARILY_LOCKED") {
    await explainTwoFactorLock(ctx);
  }
  if (!rateLimitsEnabled()) return;
  const headers = requestHeaders(ctx);
  if (!headers) return;
  const plan = planFor(ctx.path, ctx.body, clientAddress(headers));
  if (!plan) return;
  const outcome = plan.outcome(returned);
  const limiters = getRateLimiters();
  for (const check of plan.checks) {
    const settle = check.settle[outcome];
    if (settle === "refund") await limiters.refund(check.name, check.key);
    if (settle === "reset") await limiters.reset(check.name, check.key);
  }
  if (outcome === "failure" && ctx.path === "/sign-in/email") {
    logger.info({ address: clientAddress(headers), path: ctx.path }, "failed sign-in");
  }
}

/**
 * better-auth locks an account's second factor after 10 consecutive wrong
 * codes (twoFactor accountLockout) but answers "try again later": say how long.
 */
async function explainTwoFactorLock(ctx: AuthHookContext): Promise<void> {
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  const challenge = identifier ? await ctx.context.internalAdapter.findVerificationValue(identifier) : null;
  if (!challenge) return;
  const [row] = await getDb().select({ lockedUntil: twoFactors.lockedUntil }).from(twoFactors).where(eq(twoFactors.userId, challenge.value));
  const remaining = row?.lockedUntil ? Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000) : 0;
  if (remaining <= 0) return;
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { message: `Too many wrong codes for this account. Try again in ${waitText(remaining)}.`, code: "ACCOUNT_TEMPORARILY_LOCKED" },
    retryAfterHeaders(remaining),
  );
}
