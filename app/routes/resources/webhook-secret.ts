// POST /api/webhooks/:id/secret: a new signing secret for one of the user's webhooks, shown once (the old one stops at once).
import { rollWebhookSecret } from "~/features/webhooks/webhooks.server";
import { methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/webhook-secret";
import { postToOwnWebhook } from "./webhook-post.server";

export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, params }: Route.ActionArgs) {
  return postToOwnWebhook(request, params, async ({ db, userId, webhookId }) => {
    const secret = await rollWebhookSecret(db, userId, webhookId);
    return Response.json({ ok: true, secret }, { headers: { "Cache-Control": "private, no-store" } });
  });
}
