// /api/pictures/:id/like (issue 28), signed-in session only: POST likes a published picture, DELETE takes the like back.
// Both answer { ok, liked, likeCount } with the exact count.
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { setLike } from "~/features/explore/likes.server";
import { enforceRateLimit } from "~/services/rate-limit/rate-limit.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/picture-like";

export async function loader() {
  return methodNotAllowed("POST", "DELETE");
}

export async function action({ request, params }: Route.ActionArgs) {
  try {
    if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed("POST", "DELETE");
    const user = await requireApiUser(request, "signInToLike");
    await enforceRateLimit(request, "like", { userId: user.id });
    const id = z.uuid().safeParse(params.id);
    if (!id.success) throw appError("publishedPictureNotFound");
    const state = await setLike(getDb(), user.id, id.data, request.method === "POST");
    return Response.json({ ok: true, ...state });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
