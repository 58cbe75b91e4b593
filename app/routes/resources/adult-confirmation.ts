import { getDb } from "~/db/db.server";
import { apiError, requireApiUser } from "~/features/generation/api.server";
import { confirmAdult } from "~/features/generation/generation.server";
import type { Route } from "./+types/adult-confirmation";

/** POST: the signed-in user confirms, once, being 18 or older (needed for NSFW generation). */
export async function action({ request }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") return Response.json({ ok: false }, { status: 405, headers: { Allow: "POST" } });
    const user = await requireApiUser(request);
    await confirmAdult(getDb(), user.id);
    return Response.json({ ok: true });
  } catch (error) {
    return apiError(error);
  }
}
