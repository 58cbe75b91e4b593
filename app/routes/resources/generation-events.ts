// GET /api/generations/:id/events (CONTRACT.md "Public API"): Server-Sent Events
// of one of the caller's generations (a key with the read scope, or the
// session): `progress` while it waits or runs, then one `succeeded` or `failed`
// carrying the generation as GET /api/generations/:id answers it, then the end.
// Last-Event-ID is accepted and needs nothing: every (re)connection starts with
// the generation as it is now, so a client that missed the end gets it again.
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { requireApiCaller } from "~/features/accounts/auth.server";
import { generationErrors } from "~/features/generation/generation-errors";
import { generationEventStream } from "~/features/generation/generation-event-stream.server";
import { getOwnGeneration } from "~/features/generation/generation-queries.server";
import { isShuttingDown } from "~/services/instance/startup-state.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse } from "~/utils/http.server";
import type { Route } from "./+types/generation-events";

export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const { userId } = await requireApiCaller(request, "signInToGenerate");
    const id = z.uuid().safeParse(params.id);
    if (!id.success) throw generationErrors.notFound();
    const db = getDb();
    const generation = await getOwnGeneration(db, userId, id.data);
    const stream = generationEventStream({ db, userId, generation, signal: request.signal, stopping: isShuttingDown });
    return new Response(stream, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        // no-transform: no proxy or compression may hold events back to batch them.
        "Cache-Control": "private, no-store, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
