import type { Context, MiddlewareHandler } from "hono";
import { getDb } from "~/db/db.server";
import { ACCOUNT_SUSPENDED_MESSAGE, ACCOUNT_SUSPENDED_TITLE } from "~/features/accounts/account-suspension";
import { authenticateApiKey, type KeyRefusal } from "~/features/api-access/api-keys.server";
import { consumeApiKeyQuota, tooManyAttemptsMessage, type QuotaState } from "~/services/rate-limit/rate-limit.server";
import { API_KEY_HEADER, writeApiKeyHeader } from "~/utils/api-caller.server";
import { AppError, errorBody, type ErrorCode } from "~/utils/errors";
import { logger } from "~/utils/logger.server";
import { allowedMethods, keyRouteOf, scopeFor } from "./api-key-routes";

// API keys at the edge (CONTRACT.md "Public API"; docs/decisions/031). On the
// addresses of server/api-key-routes.ts a bearer key is looked up, its scope
// checked, its per-minute quota counted, and its identity handed to the route
// in API_KEY_HEADER; the answer gets the RateLimit-* headers and CORS for any
// origin (no credentials). A key request carries no cookie, so the Origin check
// (server/csrf.ts) does not apply to it. A key anywhere else is refused.

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, WWW-Authenticate",
};
const PREFLIGHT_MAX_AGE = "600";
const ALLOWED_REQUEST_HEADERS = "Authorization, Content-Type, Idempotency-Key, Last-Event-ID";

const REFUSALS: Record<KeyRefusal, { code: ErrorCode; title: string; message: string }> = {
  unknown: {
    code: "UNAUTHENTICATED",
    title: "Invalid API key",
    message: "This API key is not valid. Check the key or create a new one at /account/api.",
  },
  revoked: { code: "UNAUTHENTICATED", title: "API key revoked", message: "This API key has been revoked. Create a new one at /account/api." },
  expired: { code: "UNAUTHENTICATED", title: "API key expired", message: "This API key has expired. Create a new one at /account/api." },
  suspended: { code: "FORBIDDEN", title: ACCOUNT_SUSPENDED_TITLE, message: ACCOUNT_SUSPENDED_MESSAGE },
};

function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  return match ? match[1] : null;
}

function answer(code: ErrorCode, text: { title: string; message: string }, headers: Record<string, string> = {}) {
  const error = new AppError(code, text);
  return Response.json(errorBody(error), { status: error.status, headers: { ...CORS_HEADERS, "Cache-Control": "no-store", ...headers } });
}

function quotaHeaders(quota: QuotaState): Record<string, string> {
  return {
    "RateLimit-Limit": String(quota.limit),
    "RateLimit-Remaining": String(quota.remaining),
    "RateLimit-Reset": String(quota.resetSeconds),
  };
}

function preflight(c: Context, methods: string[]) {
  return c.body(null, 204, {
    ...CORS_HEADERS,
    "Access-Control-Allow-Methods": [...methods, "OPTIONS"].join(", "),
    "Access-Control-Allow-Headers": ALLOWED_REQUEST_HEADERS,
    "Access-Control-Max-Age": PREFLIGHT_MAX_AGE,
  });
}

export function apiKeys(): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    // Only this middleware speaks for a key: a copy the client sent is dropped.
    request.headers.delete(API_KEY_HEADER);
    const path = new URL(request.url).pathname;
    const route = keyRouteOf(path);
    const token = bearerToken(request);

    if (!route) {
      if (token?.startsWith("uai_")) {
        return answer("FORBIDDEN", {
          title: "Not available with an API key",
          message: "API keys open only the generation API. Keys and webhooks are managed while signed in, at /account/api.",
        });
      }
      return next();
    }
    if (request.method === "OPTIONS" && request.headers.has("access-control-request-method")) return preflight(c, allowedMethods(route));
    if (token === null) return next();

    const scope = scopeFor(route, request.method);
    if (!scope)
      return answer(
        "BAD_REQUEST",
        { title: "Method not allowed", message: `${request.method} is not open to API keys here.` },
        { Allow: allowedMethods(route).join(", ") },
      );
    const found = await authenticateApiKey(getDb(), token);
    if (!found.ok) {
      logger.info({ path, reason: found.reason }, "API key refused");
      const refusal = REFUSALS[found.reason];
      return answer(refusal.code, refusal, refusal.code === "UNAUTHENTICATED" ? { "WWW-Authenticate": 'Bearer error="invalid_token"' } : {});
    }
    const { identity } = found;
    const quota = await consumeApiKeyQuota(identity.keyId);
    if (!quota.allowed) {
      return answer(
        "TOO_MANY_REQUESTS",
        { title: "Please wait", message: tooManyAttemptsMessage(quota.resetSeconds) },
        { ...quotaHeaders(quota), "Retry-After": String(quota.resetSeconds) },
      );
    }
    if (!identity.scopes.includes(scope)) {
      return answer(
        "FORBIDDEN",
        { title: "Missing scope", message: `This API key does not have the "${scope}" scope this request needs.` },
        quotaHeaders(quota),
      );
    }
    writeApiKeyHeader(request.headers, identity);
    await next();
    // A copy: some answers (a redirect, a stream) come with headers that cannot change.
    const headers = new Headers(c.res.headers);
    for (const [name, value] of Object.entries({ ...CORS_HEADERS, ...quotaHeaders(quota) })) headers.set(name, value);
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  };
}
