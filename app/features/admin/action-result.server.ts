import { data } from "react-router";
import { errorBody, isAppError } from "~/utils/errors";
import { logger } from "~/utils/logger.server";
import { isResponse } from "~/utils/misc";

/** An AppError as a JSON answer with its status; anything else is logged and becomes a 500 with `title`. */
export function failureData(error: unknown, title: string) {
  if (isResponse(error)) throw error;
  if (isAppError(error)) return data(errorBody(error), { status: error.status });
  logger.error({ err: error }, title);
  return data(
    { ok: false as const, error: { code: "INTERNAL", title, message: "An unexpected error occurred. Please try again." } },
    { status: 500 },
  );
}

/** The same for resource routes answering plain JSON (the XHR uploads). */
export function failureJson(error: unknown, title: string) {
  const result = failureData(error, title);
  return Response.json(result.data, { status: result.init?.status ?? 500 });
}
