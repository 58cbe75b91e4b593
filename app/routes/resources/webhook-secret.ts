// POST /api/webhooks/:id/secret: a new signing secret for one of the user's webhooks, shown once (the old one stops at once).
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { webhookIdSchema } from "~/features/webhooks/webhook-schema";
import { rollWebhookSecret } from "~/features/webhooks/webhooks.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/webhook-secret";

export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, params }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireApiUser(request, "signInToManageApi");
    const id = webhookIdSchema.safeParse(params.id);
    if (!id.success) throw appError("webhookNotFound");
    const secret = await rollWebhookSecret(getDb(), user.id, id.data);
    return Response.json({ ok: true, secret }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
