import { z } from "zod";
import { getDb } from "~/db/db.server";
import { imageFileFor } from "~/features/generation/generation.server";
import { getStorage } from "~/features/storage/storage.server";
import { getSessionUser } from "~/utils/auth.server";
import type { Route } from "./+types/generation-image";

/**
 * A generation's picture (`?variant=thumb` for the WebP thumbnail). Private
 * pictures are served to their owner only; anyone else gets 404, as if it did not exist.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = z.uuid().safeParse(params.id);
  if (!id.success) return new Response("Not found", { status: 404 });
  const variant = new URL(request.url).searchParams.get("variant") === "thumb" ? "thumb" : "image";
  const viewer = await getSessionUser(request);
  const found = await imageFileFor(getDb(), viewer?.id ?? null, id.data, variant);
  const file = found && (await getStorage().get(found.file));
  if (!found || !file) return new Response("Not found", { status: 404 });
  return new Response(file.body, {
    headers: {
      "Content-Type": variant === "thumb" ? "image/webp" : "image/png",
      "Content-Length": String(file.size),
      // A generation's picture never changes under its address.
      "Cache-Control": `${found.generation.private ? "private" : "public"}, max-age=31536000, immutable`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
