// DELETE /api/keys/:id: revokes one of the signed-in user's keys at once (CONTRACT.md "Public API").
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { revokeApiKey } from "~/features/api-access/api-keys.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";

import { errorResponse, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/api-key";

export async function loader() {
  return methodNotAllowed("DELETE");
}

export async function action({ request, params }: Route.ActionArgs) {
  try {
    if (request.method !== "DELETE") return methodNotAllowed("DELETE");
    const user = await requireApiUser(request, "signInToManageApi");
    const id = z.uuid().safeParse(params.id);
    if (!id.success) throw appError("apiKeyNotFound");
    await revokeApiKey(getDb(), user.id, id.data);
    return Response.json({ ok: true });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
