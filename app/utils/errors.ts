// Domain failures carry a code; one map turns a code into an HTTP status.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  PAYMENT_REQUIRED: 402,
  TOO_MANY_REQUESTS: 429,
  UPSTREAM_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A failure whose `title`/`message` may be shown to the user as a toast. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly title: string;
  readonly status: number;
  /** Response headers the failure's answer carries (e.g. Retry-After on a 429, cookies better-auth set). */
  readonly headers?: HeadersInit;
  /** The entry of ERROR_MESSAGES (error-messages.ts) the texts came from; build one with `appError(key)`. */
  readonly key?: string;
  /** Every refused field's first message, by the field's name, when the failure is a refused form or body (parseOrRefuse). */
  readonly fieldErrors?: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: { title: string; message: string; cause?: unknown; headers?: HeadersInit; key?: string; fieldErrors?: Record<string, string> },
  ) {
    super(options.message, { cause: options.cause });
    this.name = "AppError";
    this.key = options.key;
    this.fieldErrors = options.fieldErrors;
    this.code = code;
    this.title = options.title;
    this.status = ERROR_STATUS[code];
    this.headers = options.headers;
  }
}

/** The code of an HTTP status, for failures that arrive as a status (better-auth's answers); an unknown one is a 400 or a 500. */
export function codeOfStatus(status: number): ErrorCode {
  const known = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status);
  return known ?? (status >= 500 ? "INTERNAL" : "BAD_REQUEST");
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * The JSON body routes return for a failure: `{ ok: false, error: { code, title, message } }`,
 * and beside it `fieldErrors` (every refused field's message) when a form or body was refused.
 */
export type ErrorBody = {
  ok: false;
  error: { code: ErrorCode; title: string; message: string };
  fieldErrors?: Record<string, string>;
};

export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { ok: false, error: { code: error.code, title: error.title, message: error.message } };
  return error.fieldErrors ? { ...body, fieldErrors: error.fieldErrors } : body;
}
