import type { Route } from "./+types/media-list";
import { getDb } from "~/db/db.server";
import { listMedia } from "~/features/media/media-library.server";
import { parseMediaQuery } from "~/features/media/media-types";
import { requireAdmin } from "~/utils/auth.server";

/** The media library as JSON, for the media picker. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const list = await listMedia(getDb(), parseMediaQuery(new URL(request.url).searchParams));
  return Response.json(list, { headers: { "Cache-Control": "private, no-store" } });
}
