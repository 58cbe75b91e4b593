// POST /api/webhooks/:id/enable: deliveries start again to one of the user's webhooks that failures disabled.
import { enableWebhook } from "~/features/webhooks/webhooks.server";
import { methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/webhook-enable";
import { postToOwnWebhook } from "./webhook-post.server";

export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, params }: Route.ActionArgs) {
  return postToOwnWebhook(request, params, async ({ db, userId, webhookId }) => {
    const webhook = await enableWebhook(db, userId, webhookId);
    return Response.json({ ok: true, webhook }, { headers: { "Cache-Control": "private, no-store" } });
  });
}
