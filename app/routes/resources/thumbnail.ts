import { z } from "zod";
import { THUMB_BUCKETS, THUMB_WIDTHS } from "~/features/catalog/images";
import { getThumbnail } from "~/features/catalog/thumbnails.server";
import { fileNotFound, publicCacheControl, storedFileResponse } from "~/services/storage/file-response.server";
import type { Route } from "./+types/thumbnail";

const paramsSchema = z.object({
  width: z.coerce.number().pipe(z.literal(THUMB_WIDTHS)),
  bucket: z.enum(THUMB_BUCKETS),
  "*": z.string().min(1).max(300),
});

/** A WebP thumbnail of a public stored image; 404 (not kept) once the image is gone or private. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) return fileNotFound();
  const { bucket, width } = parsed.data;
  const key = parsed.data["*"];
  const thumbnail = await getThumbnail(bucket, key, width);
  if (!thumbnail) return fileNotFound();
  return storedFileResponse(
    request,
    { body: thumbnail.body, size: thumbnail.body.byteLength, lastModified: thumbnail.lastModified },
    {
      "Content-Type": "image/webp",
      // A thumbnail lives as long as its original, and is cached the same way.
      "Cache-Control": publicCacheControl({ bucket, key }),
      "X-Content-Type-Options": "nosniff",
    },
  );
}
