import fresh from "fresh";
import { isUserPicture, type StoredFile, type StoredFileInfo } from "./stored-file";

// How stored files are answered over HTTP (/files, /thumbs, a generation's
// image). Admin uploads and catalogue images never change under their name, so
// they cache for a year. A user's picture may turn private or be deleted at any
// moment: caches keep it at most a minute and then ask again (a 304 costs no
// body), so a change reaches every viewer within that minute.

export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const USER_PICTURE_CACHE = "public, max-age=60, must-revalidate";

/** The Cache-Control of a public file, told by its key alone (no database read). */
export function publicCacheControl(file: StoredFile) {
  return isUserPicture(file) ? USER_PICTURE_CACHE : IMMUTABLE_CACHE;
}

/** A missing (or no longer public) file: nobody may keep this answer. */
export function fileNotFound() {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** Weak validators from size and time: a stored name is never rewritten, only removed. */
export function fileValidators(info: StoredFileInfo) {
  return {
    ETag: `W/"${info.size.toString(36)}-${info.lastModified.getTime().toString(36)}"`,
    "Last-Modified": info.lastModified.toUTCString(),
  };
}

/**
 * A stored file's answer with ETag and Last-Modified; 304 with no body when the
 * client's copy (If-None-Match, else If-Modified-Since) is still this file.
 */
export function storedFileResponse(
  request: Request,
  file: { body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> } & StoredFileInfo,
  headers: Record<string, string>,
): Response {
  const all = { ...headers, ...fileValidators(file) };
  const method = request.method.toUpperCase();
  const conditional = request.headers.has("if-none-match") || request.headers.has("if-modified-since");
  if ((method === "GET" || method === "HEAD") && conditional) {
    const requestHeaders = {
      "if-none-match": request.headers.get("if-none-match") ?? undefined,
      "if-modified-since": request.headers.get("if-modified-since") ?? undefined,
      "cache-control": request.headers.get("cache-control") ?? undefined,
    };
    if (fresh(requestHeaders, { etag: all.ETag, "last-modified": all["Last-Modified"] })) {
      if (file.body instanceof ReadableStream) void file.body.cancel().catch(() => {});
      return new Response(null, { status: 304, headers: all });
    }
  }
  return new Response(file.body, { headers: { ...all, "Content-Length": String(file.size) } });
}
