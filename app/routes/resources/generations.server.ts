import { appError } from "~/utils/error-messages";
import { readRequestFields } from "~/utils/http.server";
import { parseOrRefuse } from "~/utils/parse-form";
import { listQuerySchema } from "~/features/generation/api-request-schemas.server";
import { generateRequestSchema, MAX_SOURCE_BYTES, type GenerateRequest } from "~/features/generation/generate-request-schema";

// The generation API's request readers: the generate body and the list query.

const MiB = 1024 * 1024;
/** The source picture plus room for the form's text fields, as server/body-limit.ts allows on /api/generations. */
const GENERATE_BODY_LIMIT = Math.ceil(MAX_SOURCE_BYTES / MiB) * MiB + MiB;

/**
 * Reads a generate request from JSON or form data (multipart when it carries an
 * uploaded source picture). The Idempotency-Key header may carry the key.
 */
export async function parseGenerateRequest(
  request: Request,
): Promise<{ input: GenerateRequest; sourceUpload?: Uint8Array; maskUpload?: Uint8Array }> {
  const { fields: raw, files } = await readRequestFields(request, { maxBytes: GENERATE_BODY_LIMIT });
  const upload = files.get("sourceImage");
  const file = upload && upload.size > 0 ? upload : null;
  const headerKey = request.headers.get("idempotency-key");
  if (headerKey && raw.idempotencyKey === undefined) raw.idempotencyKey = headerKey;
  const input = parseOrRefuse(generateRequestSchema, raw);

  const maskFile = files.get("mask");
  let maskUpload: Uint8Array | undefined;
  if (maskFile && maskFile.size > 0) {
    if (input.mask !== undefined) throw appError("maskGivenTwice");
    if (maskFile.type !== "image/png") throw appError("maskNotPng");
    maskUpload = new Uint8Array(await maskFile.arrayBuffer());
  }
  if (!file) return { input, maskUpload };
  if (file.size > MAX_SOURCE_BYTES) throw appError("sourceFileTooLarge", { values: { maxBytes: MAX_SOURCE_BYTES } });
  if (!/^image\/(png|jpe?g|webp)$/.test(file.type)) throw appError("sourceFileWrongType");
  return { input, sourceUpload: new Uint8Array(await file.arrayBuffer()), maskUpload };
}

/** The list query, or a 400 naming what is wrong with it. */
export function parseListQuery(url: string) {
  return parseOrRefuse(listQuerySchema, Object.fromEntries(new URL(url).searchParams));
}
