import { z } from "zod";
import { getDb } from "~/db/db.server";
import { imageFileFor } from "~/features/generation/generation-queries.server";
import { fileNotFound, USER_PICTURE_CACHE, storedFileResponse } from "~/services/storage/file-response.server";
import { getStorage } from "~/services/storage/storage.server";
import { getApiCallerUserId } from "~/features/accounts/auth.server";
import type { Route } from "./+types/generation-image";

/**
 * A generation's picture (`?variant=thumb` for the WebP thumbnail). Private
 * pictures are served to their owner only; anyone else gets 404, as if it did not exist.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = z.uuid().safeParse(params.id);
  if (!id.success) return fileNotFound();
  const variantParam = z
    .enum(["image", "thumb"])
    .default("image")
    .safeParse(new URL(request.url).searchParams.get("variant") ?? undefined);
  if (!variantParam.success) return fileNotFound();
  const variant = variantParam.data;
  const viewerId = await getApiCallerUserId(request);
  const found = await imageFileFor(getDb(), viewerId, id.data, variant);
  const file = found && (await getStorage().get(found.file));
  if (!found || !file) return fileNotFound();
  return storedFileResponse(request, file, {
    "Content-Type": variant === "thumb" ? "image/webp" : "image/png",
    // This address stays while the picture turns private or is deleted: a
    // private answer is the owner's alone and checked again each time; a public
    // one is kept a minute at most, like every user picture.
    "Cache-Control": found.generation.private ? "private, no-cache" : USER_PICTURE_CACHE,
    // The answer depends on who asks (the session cookie or an API key).
    Vary: "Cookie, Authorization",
    "X-Content-Type-Options": "nosniff",
  });
}
