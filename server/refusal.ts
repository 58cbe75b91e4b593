import type { Context } from "hono";
import { AppError, errorBody, type ErrorCode } from "~/utils/errors";

/**
 * The answer of an edge middleware that refuses a request before any route
 * runs: the site's JSON error shape for API callers (paths under /api/, or a
 * caller that asks for JSON, like the admin upload dialogs), plain text otherwise.
 */
export function refusal(c: Context, code: ErrorCode, text: { title: string; message: string }): Response {
  const error = new AppError(code, text);
  const headers = { "Cache-Control": "no-store" };
  if (wantsJson(c.req.raw)) return Response.json(errorBody(error), { status: error.status, headers });
  return new Response(`${text.title}: ${text.message}\n`, {
    status: error.status,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}

function wantsJson(request: Request) {
  if (new URL(request.url).pathname.startsWith("/api/")) return true;
  return /\bapplication\/json\b/i.test(request.headers.get("accept") ?? "");
}
