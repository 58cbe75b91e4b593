// GET and POST /api/keys (CONTRACT.md "Public API"): the signed-in user's API
// keys, and a new one (the key is in this answer only). A session from this
// site only: server/api-keys.ts refuses an API key here, server/csrf.ts another origin.
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { createApiKeySchema } from "~/features/api-access/api-key-schema";
import { createApiKey, listApiKeys } from "~/features/api-access/api-keys.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import { parseOrRefuse } from "~/utils/parse-form";
import type { Route } from "./+types/api-keys";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const user = await requireApiUser(request, "signInToManageApi");
    return Response.json({ ok: true, apiKeys: await listApiKeys(getDb(), user.id) }, { headers: PRIVATE });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}

export async function action({ request }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") return methodNotAllowed("GET", "POST");
    const user = await requireApiUser(request, "signInToManageApi");
    const input = parseOrRefuse(createApiKeySchema, await readJsonBody(request, { maxBytes: 4096 }));
    const created = await createApiKey(getDb(), user.id, input);
    return Response.json({ ok: true, ...created }, { status: 201, headers: PRIVATE });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
