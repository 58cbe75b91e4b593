import { getDb } from "~/db/db.server";
import { requireApiCaller } from "~/features/accounts/auth.server";
import { parseGenerateRequest, parseListQuery } from "./generations.server";
import { toViewWithQueue } from "~/features/generation/generation-view.server";
import { pageOfGenerations } from "~/features/generation/generation-pages.server";
import { queueStateOf } from "~/features/generation/queue-state.server";
import { startGeneration } from "~/features/generation/start-generation.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, methodNotAllowed } from "~/utils/http.server";
import { enforceRateLimit } from "~/services/rate-limit/rate-limit.server";
import type { Route } from "./+types/generations";

/** GET: the caller's finished pictures, newest first (`?cursor=&limit=`, the cursor from the page before). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const { userId } = await requireApiCaller(request, "signInToGenerate");
    const query = parseListQuery(request.url);
    const { items, nextCursor } = await pageOfGenerations(getDb(), userId, { after: query.cursor, limit: query.limit });
    return Response.json({ ok: true, items, nextCursor }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}

/**
 * POST: starts a request's pictures (1 credit each, `count` 1–4). Answers 202
 * with the first pending generation, all of them (`generations`) and the new
 * balance; each picture is then polled at /api/generations/:id.
 */
export async function action({ request }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const { userId, apiKey } = await requireApiCaller(request, "signInToGenerate");
    await enforceRateLimit(request, "generate", { userId });
    const { input, sourceUpload, maskUpload } = await parseGenerateRequest(request);
    const db = getDb();
    const { generations, balance, created } = await startGeneration(db, {
      userId,
      request: input,
      sourceUpload,
      maskUpload,
      apiKey: apiKey && { id: apiKey.keyId, monthlyCreditLimit: apiKey.monthlyCreditLimit },
    });
    const views = await Promise.all(generations.map(async (generation) => toViewWithQueue(generation, await queueStateOf(db, generation))));
    return Response.json({ ok: true, created, balance, generation: views[0], generations: views }, { status: created ? 202 : 200 });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
