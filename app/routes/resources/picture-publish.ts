// /api/pictures/:id/publish (issue 28), signed-in session only: GET the publish
// state of one of the user's pictures, POST { title?, hidePrompt? } publishes it
// (or changes its title and 'Hide prompt'), DELETE unpublishes it.
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { TITLE_MAX } from "~/features/explore/explore-rules";
import { getPublishState, publishPicture, unpublishPicture } from "~/features/explore/publishing.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, methodNotAllowed, readRequestFields } from "~/utils/http.server";
import { parseOrRefuse } from "~/utils/parse-form";
import { flag } from "~/utils/strict-input";
import type { Route } from "./+types/picture-publish";

const bodySchema = z.strictObject({
  title: z.string().max(TITLE_MAX, `The title can be at most ${TITLE_MAX} characters.`).optional(),
  hidePrompt: flag("Hide prompt").optional(),
});

function pictureId(params: Route.LoaderArgs["params"]) {
  const id = z.uuid().safeParse(params.id);
  if (!id.success) throw appError("imageNotFound");
  return id.data;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const user = await requireApiUser(request, "signInToPublish");
    const state = await getPublishState(getDb(), user.id, pictureId(params));
    return Response.json({ ok: true, ...state }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  try {
    if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed("GET", "POST", "DELETE");
    const user = await requireApiUser(request, "signInToPublish");
    const id = pictureId(params);
    if (request.method === "DELETE") return Response.json({ ok: true, ...(await unpublishPicture(getDb(), user.id, id)) });
    const input = parseOrRefuse(bodySchema, (await readRequestFields(request)).fields, { key: "publishInvalid" });
    const state = await publishPicture(getDb(), user.id, id, { title: input.title ?? null, hidePrompt: input.hidePrompt ?? false });
    return Response.json({ ok: true, ...state });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
