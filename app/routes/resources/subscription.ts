// GET /api/subscription: the signed-in user's active subscription, loaded by the
// buy flow at sign-in (SPEC section 4).
import type { Route } from "./+types/subscription";
import { getDb } from "~/db/db.server";
import { jsonError, requireApiUser } from "~/features/billing/api.server";
import { getActiveSubscription, summarizeSubscription } from "~/features/billing/subscriptions.server";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const user = await requireApiUser(request, "Please sign in to see your plan");
    const subscription = summarizeSubscription(await getActiveSubscription(getDb(), user.id));
    return Response.json({ ok: true, subscription }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return jsonError(error);
  }
}
