import { z } from "zod";
import { getDb } from "~/db/db.server";
import { getBalance } from "~/features/credits/ledger.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { getOwnGeneration } from "~/features/generation/generation-queries.server";
import { toView } from "~/features/generation/generation-view.server";
import { deleteGeneration } from "~/features/generation/my-images.server";
import { waitForGeneration } from "~/features/generation/start-generation.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse } from "~/utils/http.server";
import { flag } from "~/utils/strict-input";
import type { Route } from "./+types/generation";

const idSchema = z.uuid();
// CONTRACT.md: `?wait=1`; true and false are the API's words for the same thing.
const waitSchema = z.object({ wait: flag("wait", { checkedValue: "1" }).default(false) });

/** GET: one of the user's generations; `?wait=1` holds the answer until it finishes (at most 20 s). */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const user = await requireApiUser(request, "signInToGenerate");
    const id = idSchema.safeParse(params.id);
    if (!id.success) return Response.json({ ok: false }, { status: 404 });
    const db = getDb();
    const query = waitSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) throw appError("invalidRequest", { message: query.error.issues[0]?.message });
    let generation = await getOwnGeneration(db, user.id, id.data);
    if (generation.status === "pending" && query.data.wait) {
      generation = (await waitForGeneration(db, generation.id, 20_000)) ?? generation;
    }
    const balance = await getBalance(db, user.id);
    return Response.json({ ok: true, generation: toView(generation), balance }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}

/** DELETE: removes one of the user's pictures and its files. */
export async function action({ request, params }: Route.ActionArgs) {
  try {
    if (request.method !== "DELETE") return Response.json({ ok: false }, { status: 405, headers: { Allow: "DELETE" } });
    const user = await requireApiUser(request, "signInToGenerate");
    const id = idSchema.safeParse(params.id);
    if (!id.success) return Response.json({ ok: false }, { status: 404 });
    await deleteGeneration(getDb(), user.id, id.data);
    return Response.json({ ok: true });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
