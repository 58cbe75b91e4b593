import { z } from "zod";
import { THUMB_BUCKETS, THUMB_WIDTHS } from "~/features/catalog/images";
import { getThumbnail } from "~/features/catalog/thumbnails.server";
import type { Route } from "./+types/thumbnail";

const paramsSchema = z.object({
  width: z.coerce.number().pipe(z.literal(THUMB_WIDTHS)),
  bucket: z.enum(THUMB_BUCKETS),
  "*": z.string().min(1).max(300),
});

export async function loader({ params }: Route.LoaderArgs) {
  const parsed = paramsSchema.safeParse(params);
  const body = parsed.success ? await getThumbnail(parsed.data.bucket, parsed.data["*"], parsed.data.width) : null;
  if (!body) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(body, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(body.byteLength),
      // Stored names are never reused, so neither are their thumbnails.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
