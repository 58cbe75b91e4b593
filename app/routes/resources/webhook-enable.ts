// POST /api/webhooks/:id/enable: deliveries start again to one of the user's webhooks that failures disabled.
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { webhookIdSchema } from "~/features/webhooks/webhook-schema";
import { enableWebhook } from "~/features/webhooks/webhooks.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/webhook-enable";

export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, params }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireApiUser(request, "signInToManageApi");
    const id = webhookIdSchema.safeParse(params.id);
    if (!id.success) throw appError("webhookNotFound");
    const webhook = await enableWebhook(getDb(), user.id, id.data);
    return Response.json({ ok: true, webhook }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
