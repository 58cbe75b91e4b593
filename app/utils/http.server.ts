import { data } from "react-router";
import { appError, ERROR_MESSAGES, requestTooLarge, type ErrorText } from "./error-messages";
import { AppError, errorBody, isAppError } from "./errors";
import { logger } from "./logger.server";
import { isResponse } from "./misc";

// The HTTP edge of every route: one way to turn a failure into an answer and
// one way to read a request body within a limit.

/** The most bytes a JSON or form body may have unless its route says otherwise. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** The one answer to a method a resource route does not take: 405 naming the ones it does. */
export function methodNotAllowed(...allowed: string[]): Response {
  return Response.json({ ok: false }, { status: 405, headers: { Allow: allowed.join(", ") } });
}

/** The AppError a failure answers with: an AppError as it is, anything else logged and hidden behind `fallback`. */
function toAppError(error: unknown, fallback: ErrorText): AppError {
  if (isAppError(error)) return error;
  logger.error({ err: error, answered: fallback.title }, "unexpected failure answered with 500");
  return new AppError("INTERNAL", fallback);
}

/**
 * The JSON answer of a resource route's failure: an AppError as
 * `{ ok: false, error: { code, title, message } }` with its status and headers;
 * a thrown Response (a 401 from requireApiUser, a redirect) as it is; anything
 * else is logged and answered 500 with `fallback`, never with its own details.
 */
export function errorResponse(error: unknown, fallback: ErrorText = ERROR_MESSAGES.somethingWentWrong): Response {
  if (isResponse(error)) return error;
  const failure = toAppError(error, fallback);
  return Response.json(errorBody(failure), { status: failure.status, headers: failure.headers });
}

/**
 * The same for a route action answering its fetcher or form through React
 * Router's `data()`; a thrown Response (a redirect, requireAdmin's 401) is thrown on.
 * `extra` adds the fields a form tells its answers apart by (e.g. `intent`).
 */
export function errorData<Extra extends Record<string, unknown> = Record<never, never>>(
  error: unknown,
  fallback: ErrorText = ERROR_MESSAGES.somethingWentWrong,
  extra?: Extra,
) {
  if (isResponse(error)) throw error;
  const failure = toAppError(error, fallback);
  return data({ ...errorBody(failure), ...(extra as Extra) }, { status: failure.status, headers: failure.headers });
}

function tooLarge(maxBytes: number) {
  return new AppError("PAYLOAD_TOO_LARGE", requestTooLarge(maxBytes));
}

/**
 * The bytes of a request body, at most `maxBytes`: a declared Content-Length
 * above it is refused before reading, and reading stops as soon as a chunked
 * body grows past it (413 as an AppError).
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function isJson(request: Request) {
  return /^application\/json\b/i.test(request.headers.get("content-type")?.trim() ?? "");
}

/**
 * A JSON body of at most `maxBytes`. Only the JSON content type is accepted: a
 * cross-site form cannot send it without a CORS preflight. A body that is not
 * JSON is refused with the `bodyNotJson` text.
 */
export async function readJsonBody(request: Request, { maxBytes = DEFAULT_BODY_LIMIT }: { maxBytes?: number } = {}): Promise<unknown> {
  if (!isJson(request)) throw appError("bodyNotJson");
  const bytes = await readCappedBody(request, maxBytes);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw appError("bodyNotJson", { cause: error });
  }
}

/**
 * The fields of a JSON object body or a form body (urlencoded or multipart) of
 * at most `maxBytes`, read the same way: every value as sent. A form field given
 * twice is refused rather than one of its values guessed; files are returned apart.
 */
export async function readRequestFields(
  request: Request,
  { maxBytes = DEFAULT_BODY_LIMIT }: { maxBytes?: number } = {},
): Promise<{ fields: Record<string, unknown>; files: Map<string, File> }> {
  const files = new Map<string, File>();
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.includes("application/json")) {
    const bytes = await readCappedBody(request, maxBytes);
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch (error) {
      throw appError("bodyInvalidJson", { cause: error });
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) throw appError("bodyNotObject");
    return { fields: body as Record<string, unknown>, files };
  }
  if (!request.body) return { fields: {}, files };
  const bytes = await readCappedBody(request, maxBytes);
  const form = await new Response(bytes, { headers: { "content-type": contentType } }).formData().catch((error: unknown) => {
    throw appError("bodyUnreadable", { cause: error });
  });
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (Object.hasOwn(fields, name) || files.has(name)) throw appError("fieldGivenTwice", { values: { name: name.slice(0, 50) } });
    if (typeof value === "string") fields[name] = value;
    else files.set(name, value);
  }
  return { fields, files };
}
