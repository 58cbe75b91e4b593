// POST /api/webhooks/:id/deliveries/:deliveryId/resend: sends a delivery's message again, with the same `webhook-id` (CONTRACT.md "Public API").
import { webhookIdSchema } from "~/features/webhooks/webhook-schema";
import { resendDelivery } from "~/features/webhooks/webhooks.server";
import { appError } from "~/utils/error-messages";
import { methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/webhook-resend";
import { postToOwnWebhook } from "./webhook-post.server";

export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, params }: Route.ActionArgs) {
  return postToOwnWebhook(request, params, async ({ db, userId, webhookId }) => {
    const deliveryId = webhookIdSchema.safeParse(params.deliveryId);
    if (!deliveryId.success) throw appError("webhookDeliveryNotFound");
    const delivery = await resendDelivery(db, userId, webhookId, deliveryId.data);
    return Response.json({ ok: true, delivery }, { status: 202 });
  });
}
