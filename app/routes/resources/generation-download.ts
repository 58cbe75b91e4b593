import { z } from "zod";
import { getDb } from "~/db/db.server";
import { requireApiCaller } from "~/features/accounts/auth.server";
import { imageFileFor } from "~/features/generation/generation-queries.server";
import { getStorage } from "~/services/storage/storage.server";
import type { Route } from "./+types/generation-download";

/** The owner's picture as a download named ai-generated-image-{timestamp}.png (SPEC section 9). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { userId } = await requireApiCaller(request, "signInToGenerate");
  const id = z.uuid().safeParse(params.id);
  if (!id.success) return new Response("Not found", { status: 404 });
  const found = await imageFileFor(getDb(), userId, id.data, "image");
  const file = found && found.generation.userId === userId ? await getStorage().get(found.file) : null;
  if (!file) return new Response("Not found", { status: 404 });
  return new Response(file.body, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="ai-generated-image-${Date.now()}.png"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
