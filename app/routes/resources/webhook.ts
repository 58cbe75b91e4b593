// DELETE /api/webhooks/:id: deletes one of the signed-in user's webhooks and its log (CONTRACT.md "Public API").
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { webhookIdSchema } from "~/features/webhooks/webhook-schema";
import { deleteWebhook } from "~/features/webhooks/webhooks.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/webhook";

export async function loader() {
  return methodNotAllowed("DELETE");
}

export async function action({ request, params }: Route.ActionArgs) {
  try {
    if (request.method !== "DELETE") return methodNotAllowed("DELETE");
    const user = await requireApiUser(request, "signInToManageApi");
    const id = webhookIdSchema.safeParse(params.id);
    if (!id.success) throw appError("webhookNotFound");
    await deleteWebhook(getDb(), user.id, id.data);
    return Response.json({ ok: true });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
