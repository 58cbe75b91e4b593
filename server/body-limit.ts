import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_SOURCE_BYTES } from "~/features/generation/generate-request-schema";
import { UPLOAD_RULES } from "~/services/uploads/upload-rules";
import { requestTooLarge } from "~/utils/error-messages";
import { DEFAULT_BODY_LIMIT } from "~/utils/http.server";
import { refusal } from "./refusal";

// One limit on every request body, checked before any route reads it: by
// Content-Length when it is given, by counting the bytes of a chunked body
// otherwise (hono's bodyLimit stops reading past the limit).

const MiB = 1024 * 1024;

/** Room for an upload form's text fields and multipart framing around its files. */
const FORM_FIELDS_ALLOWANCE = MiB;

function uploadLimit(...fileLimits: number[]) {
  const files = fileLimits.reduce((sum, bytes) => sum + bytes, 0);
  return Math.ceil(files / MiB) * MiB + FORM_FIELDS_ALLOWANCE;
}

/** Multipart POSTs that carry files, by exact path; each file's own limit is checked by its route. */
export const UPLOAD_BODY_LIMITS: Readonly<Record<string, number>> = {
  "/hidden/admin/media/upload": uploadLimit(UPLOAD_RULES.media.maxBytes),
  "/hidden/admin/generators/save": uploadLimit(UPLOAD_RULES.generatorImage.maxBytes),
  // An app carries two files: its icon and its image.
  "/hidden/admin/apps/save": uploadLimit(UPLOAD_RULES.appIcon.maxBytes, UPLOAD_RULES.appImage.maxBytes),
  // The source picture of an edit.
  "/api/generations": uploadLimit(MAX_SOURCE_BYTES),
};

/** The most bytes a request may send. */
export function bodyLimitFor(request: Request): number {
  if (request.method !== "POST") return DEFAULT_BODY_LIMIT;
  const isMultipart = /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");
  if (!isMultipart) return DEFAULT_BODY_LIMIT;
  return UPLOAD_BODY_LIMITS[new URL(request.url).pathname] ?? DEFAULT_BODY_LIMIT;
}

/** Answers 413 to a body over its limit. */
export function requestBodyLimit(): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  for (const maxSize of new Set([DEFAULT_BODY_LIMIT, ...Object.values(UPLOAD_BODY_LIMITS)])) {
    limiters.set(
      maxSize,
      bodyLimit({
        maxSize,
        onError: (c) => refusal(c, "PAYLOAD_TOO_LARGE", requestTooLarge(maxSize)),
      }),
    );
  }
  return (c, next) => limiters.get(bodyLimitFor(c.req.raw))!(c, next);
}
