import { z } from "zod";
import { getDb } from "~/db/db.server";
import { getBalance } from "~/features/credits/ledger.server";
import { requireApiCaller } from "~/features/accounts/auth.server";
import { getOwnGeneration } from "~/features/generation/generation-queries.server";
import { toViewWithQueue } from "~/features/generation/generation-view.server";
import { deleteGeneration } from "~/features/generation/my-images.server";
import { queueStateOf } from "~/features/generation/queue-state.server";
import { generationErrors } from "~/features/generation/generation-errors";
import { waitForGeneration } from "~/features/generation/wait-for-generation.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, methodNotAllowed } from "~/utils/http.server";
import { parseOrRefuse } from "~/utils/parse-form";
import { waitQuerySchema } from "~/features/generation/api-request-schemas.server";
import type { Route } from "./+types/generation";

const idSchema = z.uuid();
/** The longest `?wait=1` holds an answer; shorter while the generation waits in line, so its place shown stays fresh. */
const WAIT_RUNNING_MS = 20_000;
const WAIT_QUEUED_MS = 5_000;

/**
 * GET: one of the user's generations; `?wait=1` holds the answer until it
 * finishes on any process (at most 20 s; 5 s while it waits in line). A
 * pending one carries its queue state.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const { userId } = await requireApiCaller(request, "signInToGenerate");
    const id = idSchema.safeParse(params.id);
    if (!id.success) throw generationErrors.notFound();
    const db = getDb();
    const query = parseOrRefuse(waitQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    let generation = await getOwnGeneration(db, userId, id.data);
    if (generation.status === "pending" && query.wait) {
      const before = await queueStateOf(db, generation);
      const limit = before?.state === "queued" ? WAIT_QUEUED_MS : WAIT_RUNNING_MS;
      generation = (await waitForGeneration(db, generation.id, limit)) ?? generation;
    }
    const [balance, queue] = await Promise.all([getBalance(db, userId), queueStateOf(db, generation)]);
    return Response.json(
      { ok: true, generation: toViewWithQueue(generation, queue), balance },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}

/** DELETE: removes one of the user's pictures and its files. */
export async function action({ request, params }: Route.ActionArgs) {
  try {
    if (request.method !== "DELETE") return methodNotAllowed("DELETE");
    const { userId } = await requireApiCaller(request, "signInToGenerate");
    const id = idSchema.safeParse(params.id);
    if (!id.success) throw generationErrors.notFound();
    await deleteGeneration(getDb(), userId, id.data);
    return Response.json({ ok: true });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
