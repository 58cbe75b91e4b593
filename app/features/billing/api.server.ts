// JSON answers for the billing resource routes (called with fetch, so a redirect
// to /auth would be useless: an unauthenticated call gets 401 with the spec's text).
import { getSessionUser, type SessionUser } from "~/features/accounts/auth.server";
import { AppError, errorBody, isAppError } from "~/utils/errors";
import { logger } from "~/utils/logger.server";
import { isResponse } from "~/utils/misc";

export async function requireApiUser(request: Request, message: string): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw jsonError(new AppError("UNAUTHENTICATED", { title: "Authentication required", message }));
  return user;
}

/** A Response for a failure; unexpected errors are logged and answered with `fallback`. */
export function jsonError(error: unknown, fallback?: { title: string; message: string }): Response {
  if (isResponse(error)) return error;
  const appError = isAppError(error)
    ? error
    : new AppError("INTERNAL", fallback ?? { title: "Error", message: "Something went wrong. Please try again." });
  if (!isAppError(error)) logger.error({ err: error }, "billing request failed");
  return Response.json(errorBody(appError), { status: appError.status, headers: appError.headers });
}

export async function readJson(request: Request): Promise<unknown> {
  // JSON only: a cross-site form cannot send this content type without a CORS preflight.
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    throw jsonError(new AppError("BAD_REQUEST", { title: "Error", message: "The request body must be JSON." }));
  }
  try {
    return await request.json();
  } catch {
    throw jsonError(new AppError("BAD_REQUEST", { title: "Error", message: "The request body must be JSON." }));
  }
}
