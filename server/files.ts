import { Hono } from "hono";
import { fileNotFound, publicCacheControl, storedFileResponse } from "~/services/storage/file-response.server";
import { getStorage, isBucket, isValidKey } from "~/services/storage/storage.server";

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  mp4: "video/mp4",
  webm: "video/webm",
  pdf: "application/pdf",
};

export const fileRoutes = new Hono();

// Public files. Names are server-made and never reused; how long a copy may be
// kept depends on whose file it is (file-response.server.ts).
fileRoutes.get("/:bucket/:key{.+}", async (c) => {
  const { bucket, key } = c.req.param();
  if (!isBucket(bucket) || !isValidKey(key)) return fileNotFound();
  // Private generations are served only by their owner-checked route (/api/generations/:id/image).
  if (bucket === "generations" && key.startsWith("private/")) return fileNotFound();
  // Thumbnails are served only by /thumbs/..., which first checks that their original still exists.
  if (key.startsWith("thumbs/")) return fileNotFound();
  const storage = getStorage();
  // With a CDN over the bucket (S3_PUBLIC_URL), files public for good are fetched from it; the
  // storage never names a CDN address for a user's picture, which the app keeps serving itself.
  const direct = storage.directUrl({ bucket, key });
  if (direct) return new Response(null, { status: 302, headers: { Location: direct, "Cache-Control": "public, max-age=3600" } });
  const file = await storage.get({ bucket, key });
  if (!file) return fileNotFound();
  const ext = key.split(".").pop() ?? "";
  return storedFileResponse(c.req.raw, file, {
    "Content-Type": CONTENT_TYPES[ext] ?? "application/octet-stream",
    "Cache-Control": publicCacheControl({ bucket, key }),
    // An uploaded SVG must never run script in our origin.
    "Content-Security-Policy": "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    "X-Content-Type-Options": "nosniff",
  });
});
