// GET /api/webhooks/:id/deliveries: the latest deliveries of one of the user's webhooks, newest first (CONTRACT.md "Public API").
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { webhookIdSchema } from "~/features/webhooks/webhook-schema";
import { listDeliveries } from "~/features/webhooks/webhooks.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/webhook-deliveries";

export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const user = await requireApiUser(request, "signInToManageApi");
    const id = webhookIdSchema.safeParse(params.id);
    if (!id.success) throw appError("webhookNotFound");
    return Response.json(
      { ok: true, deliveries: await listDeliveries(getDb(), user.id, id.data) },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}

export async function action() {
  return methodNotAllowed("GET");
}
