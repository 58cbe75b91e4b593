import { z } from "zod";
import { getSessionUser, type SessionUser } from "~/utils/auth.server";
import { AppError, errorBody, isAppError } from "~/utils/errors";
import { logger } from "~/utils/logger.server";
import { isResponse } from "~/utils/misc";
import { generateRequestSchema, type GenerateRequest } from "./generate-request-schema";

// Helpers for the generation API routes: JSON errors with the spec's texts.

export const MAX_SOURCE_BYTES = 5 * 1024 * 1024;

/** The signed-in user, or a 401 JSON answer (an API caller is not redirected). */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) {
    throw Response.json(errorBody(new AppError("UNAUTHENTICATED", { title: "Authentication required", message: "Please sign in to generate images." })), {
      status: 401,
    });
  }
  return user;
}

/** Turns a thrown AppError into its JSON answer; anything else is logged and answered with 500. */
export function apiError(error: unknown): Response {
  if (isResponse(error)) return error;
  if (isAppError(error)) return Response.json(errorBody(error), { status: error.status });
  logger.error({ err: error }, "generation API failed");
  return Response.json(errorBody(new AppError("INTERNAL", { title: "An unexpected error occurred", message: "Please try again." })), { status: 500 });
}

function firstIssue(error: z.ZodError) {
  const issue = error.issues[0];
  return issue ? issue.message : "Invalid request";
}

/**
 * Reads a generate request from JSON or form data (multipart when it carries an
 * uploaded source picture). The Idempotency-Key header may carry the key.
 */
export async function parseGenerateRequest(request: Request): Promise<{ input: GenerateRequest; sourceUpload?: Uint8Array }> {
  const contentType = request.headers.get("content-type") ?? "";
  let raw: Record<string, unknown>;
  let file: File | null = null;
  if (contentType.includes("application/json")) {
    raw = (await request.json().catch(() => {
      throw new AppError("BAD_REQUEST", { title: "Invalid request", message: "The request body is not valid JSON." });
    })) as Record<string, unknown>;
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new AppError("BAD_REQUEST", { title: "Invalid request", message: "Expected a JSON object." });
  } else {
    const form = await request.formData().catch(() => {
      throw new AppError("BAD_REQUEST", { title: "Invalid request", message: "The request body could not be read." });
    });
    raw = {};
    for (const [k, v] of form.entries()) {
      if (typeof v === "string") {
        if (v !== "") raw[k] = v;
      } else if (k === "sourceImage" && v.size > 0) file = v;
    }
  }
  const headerKey = request.headers.get("idempotency-key");
  if (headerKey && raw.idempotencyKey === undefined) raw.idempotencyKey = headerKey;
  const parsed = generateRequestSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("BAD_REQUEST", { title: "Invalid request", message: firstIssue(parsed.error) });

  if (!file) return { input: parsed.data };
  if (file.size > MAX_SOURCE_BYTES) throw new AppError("BAD_REQUEST", { title: "Invalid image", message: `File is larger than ${MAX_SOURCE_BYTES} bytes` });
  if (!/^image\/(png|jpe?g|webp)$/.test(file.type)) {
    throw new AppError("BAD_REQUEST", { title: "Invalid image", message: "File type must be image/png, image/jpeg or image/webp" });
  }
  return { input: parsed.data, sourceUpload: new Uint8Array(await file.arrayBuffer()) };
}

export const listQuerySchema = z.object({
  cursor: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(48).default(8),
});
