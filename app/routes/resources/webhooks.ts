// GET and POST /api/webhooks (CONTRACT.md "Public API"): the signed-in user's
// webhooks, and a new one (its secret is in this answer only). A session from
// this site only: server/api-keys.ts refuses an API key here, server/csrf.ts another origin.
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { createWebhookSchema } from "~/features/webhooks/webhook-schema";
import { createWebhook, listWebhooks } from "~/features/webhooks/webhooks.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import type { Route } from "./+types/webhooks";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const user = await requireApiUser(request, "signInToManageApi");
    return Response.json({ ok: true, webhooks: await listWebhooks(getDb(), user.id) }, { headers: PRIVATE });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}

export async function action({ request }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") return methodNotAllowed("GET", "POST");
    const user = await requireApiUser(request, "signInToManageApi");
    const parsed = createWebhookSchema.safeParse(await readJsonBody(request, { maxBytes: 4096 }));
    if (!parsed.success) throw appError("invalidRequest", { message: parsed.error.issues[0]?.message });
    const created = await createWebhook(getDb(), user.id, parsed.data);
    return Response.json({ ok: true, ...created }, { status: 201, headers: PRIVATE });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
