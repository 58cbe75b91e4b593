import type { Route } from "./+types/media-list";
import { appError } from "~/utils/error-messages";
import { getDb } from "~/db/db.server";
import { listMedia } from "~/features/media/media-library.server";
import { parseMediaQuery } from "~/features/media/media-types";
import { requireAdmin } from "~/features/accounts/auth.server";
import { errorResponse } from "~/utils/http.server";

/** The media library as JSON, for the media picker. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const parsed = parseMediaQuery(new URL(request.url).searchParams);
  if (!parsed.ok) {
    return errorResponse(appError("mediaListInvalid", { message: parsed.message, headers: { "Cache-Control": "private, no-store" } }));
  }
  const list = await listMedia(getDb(), parsed.query);
  return Response.json(list, { headers: { "Cache-Control": "private, no-store" } });
}
