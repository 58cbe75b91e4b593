// The frame shared by the POST-only routes that act on one of the signed-in user's webhooks:
// method check, sign-in (session or API key), the webhook id from the path, one error answer.
import { getDb, type DbOrTx } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { webhookIdSchema } from "~/features/webhooks/webhook-schema";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, methodNotAllowed } from "~/utils/http.server";

type OwnWebhook = { db: DbOrTx; userId: string; webhookId: string };

export async function postToOwnWebhook(request: Request, params: Record<string, string | undefined>, act: (target: OwnWebhook) => Promise<Response>) {
  try {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireApiUser(request, "signInToManageApi");
    const id = webhookIdSchema.safeParse(params.id);
    if (!id.success) throw appError("webhookNotFound");
    return await act({ db: getDb(), userId: user.id, webhookId: id.data });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
