import { z } from "zod";
import { getSessionUser, type SessionUser } from "~/features/accounts/auth.server";
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
    throw Response.json(
      errorBody(new AppError("UNAUTHENTICATED", { title: "Authentication required", message: "Please sign in to generate images." })),
      {
        status: 401,
      },
    );
  }
  return user;
}

/** Turns a thrown AppError into its JSON answer; anything else is logged and answered with 500. */
export function apiError(error: unknown): Response {
  if (isResponse(error)) return error;
  if (isAppError(error)) return Response.json(errorBody(error), { status: error.status, headers: error.headers });
  logger.error({ err: error }, "generation API failed");
  return Response.json(errorBody(new AppError("INTERNAL", { title: "An unexpected error occurred", message: "Please try again." })), { status: 500 });
}

function firstIssue(error: z.ZodError) {
  const issue = error.issues[0];
  return issue ? issue.message : "Invalid request";
}

const invalid = (message: string) => new AppError("BAD_REQUEST", { title: "Invalid request", message });

/**
 * The fields of a JSON object body or a form body (urlencoded or multipart),
 * read the same way: every value as sent. A form field given twice is refused
 * rather than one of its values guessed; files are returned apart.
 */
export async function readRequestFields(request: Request): Promise<{ fields: Record<string, unknown>; files: Map<string, File> }> {
  const contentType = request.headers.get("content-type") ?? "";
  const files = new Map<string, File>();
  if (contentType.includes("application/json")) {
    const body: unknown = await request.json().catch(() => {
      throw invalid("The request body is not valid JSON.");
    });
    if (!body || typeof body !== "object" || Array.isArray(body)) throw invalid("Expected a JSON object.");
    return { fields: body as Record<string, unknown>, files };
  }
  if (!request.body) return { fields: {}, files };
  const form = await request.formData().catch(() => {
    throw invalid("The request body could not be read.");
  });
  const fields: Record<string, unknown> = {};
  for (const [k, v] of form.entries()) {
    if (Object.hasOwn(fields, k) || files.has(k)) throw invalid(`${k.slice(0, 50)} is given more than once.`);
    if (typeof v === "string") fields[k] = v;
    else files.set(k, v);
  }
  return { fields, files };
}

/**
 * Reads a generate request from JSON or form data (multipart when it carries an
 * uploaded source picture). The Idempotency-Key header may carry the key.
 */
export async function parseGenerateRequest(request: Request): Promise<{ input: GenerateRequest; sourceUpload?: Uint8Array }> {
  const { fields: raw, files } = await readRequestFields(request);
  const upload = files.get("sourceImage");
  const file = upload && upload.size > 0 ? upload : null;
  const headerKey = request.headers.get("idempotency-key");
  if (headerKey && raw.idempotencyKey === undefined) raw.idempotencyKey = headerKey;
  const parsed = generateRequestSchema.safeParse(raw);
  if (!parsed.success) throw invalid(firstIssue(parsed.error));

  if (!file) return { input: parsed.data };
  if (file.size > MAX_SOURCE_BYTES)
    throw new AppError("BAD_REQUEST", { title: "Invalid image", message: `File is larger than ${MAX_SOURCE_BYTES} bytes` });
  if (!/^image\/(png|jpe?g|webp)$/.test(file.type)) {
    throw new AppError("BAD_REQUEST", { title: "Invalid image", message: "File type must be image/png, image/jpeg or image/webp" });
  }
  return { input: parsed.data, sourceUpload: new Uint8Array(await file.arrayBuffer()) };
}

export const listQuerySchema = z.object({
  cursor: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(48).default(8),
});
