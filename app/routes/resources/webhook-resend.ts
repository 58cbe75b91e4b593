// POST /api/webhooks/:id/deliveries/:deliveryId/resend: sends a delivery's message again, with the same `webhook-id` (CONTRACT.md "Public API").
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { webhookIdSchema } from "~/features/webhooks/webhook-schema";
import { resendDelivery } from "~/features/webhooks/webhooks.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/webhook-resend";

export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, params }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireApiUser(request, "signInToManageApi");
    const id = webhookIdSchema.safeParse(params.id);
    if (!id.success) throw appError("webhookNotFound");
    const deliveryId = webhookIdSchema.safeParse(params.deliveryId);
    if (!deliveryId.success) throw appError("webhookDeliveryNotFound");
    const delivery = await resendDelivery(getDb(), user.id, id.data, deliveryId.data);
    return Response.json({ ok: true, delivery }, { status: 202 });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
