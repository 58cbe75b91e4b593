// GET /api/models: every model a generation may use right now (CONTRACT.md), the
// hosted ones and each reachable self-hosted engine's checkpoints, with what each
// supports, as the operator enabled, labelled and ordered them in Settings.
// POST /api/generations accepts any id listed here.
import { listAvailableModels } from "~/features/generation/providers/select-provider.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse } from "~/utils/http.server";

export async function loader() {
  try {
    const { models } = await listAvailableModels();
    return Response.json({ ok: true, models }, { headers: { "Cache-Control": "public, max-age=15" } });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
