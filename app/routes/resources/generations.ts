import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { listQuerySchema, parseGenerateRequest } from "./generations.server";
import { toViewWithQueue } from "~/features/generation/generation-view.server";
import { listGenerations } from "~/features/generation/my-images.server";
import { queueStateOf } from "~/features/generation/queue-state.server";
import { startGeneration } from "~/features/generation/start-generation.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, methodNotAllowed } from "~/utils/http.server";
import { enforceRateLimit } from "~/services/rate-limit/rate-limit.server";
import type { Route } from "./+types/generations";

/** GET: the signed-in user's finished pictures, newest first (`?cursor=&limit=`). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const user = await requireApiUser(request, "signInToGenerate");
    const query = listQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    const page = query.success ? query.data : { cursor: 0, limit: 8 };
    const { items, nextCursor } = await listGenerations(getDb(), user.id, { offset: page.cursor, limit: page.limit });
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
    const user = await requireApiUser(request, "signInToGenerate");
    await enforceRateLimit(request, "generate", { userId: user.id });
    const { input, sourceUpload, maskUpload } = await parseGenerateRequest(request);
    const db = getDb();
    const { generations, balance, created } = await startGeneration(db, { userId: user.id, request: input, sourceUpload, maskUpload });
    const views = await Promise.all(generations.map(async (generation) => toViewWithQueue(generation, await queueStateOf(db, generation))));
    return Response.json({ ok: true, created, balance, generation: views[0], generations: views }, { status: created ? 202 : 200 });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
