import { Hono } from "hono";
import { getStorage, isBucket, isValidKey } from "~/features/storage/storage.server";

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

// Public files. Names are server-made and never reused, so they cache for a year.
fileRoutes.get("/:bucket/:key{.+}", async (c) => {
  const { bucket, key } = c.req.param();
  if (!isBucket(bucket) || !isValidKey(key)) return c.notFound();
  // Private generations are served only by their owner-checked route (/api/generations/:id/image).
  if (bucket === "generations" && key.startsWith("private/")) return c.notFound();
  const file = await getStorage().get({ bucket, key });
  if (!file) return c.notFound();
  const ext = key.split(".").pop() ?? "";
  return new Response(file.body, {
    headers: {
      "Content-Type": CONTENT_TYPES[ext] ?? "application/octet-stream",
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      // An uploaded SVG must never run script in our origin.
      "Content-Security-Policy": "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
