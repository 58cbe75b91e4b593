// GET /api/subscription: the signed-in user's active subscription, loaded by the
// buy flow at sign-in (SPEC section 4).
import type { Route } from "./+types/subscription";
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { getActiveSubscription, summarizeSubscription } from "~/features/billing/subscriptions.server";
import { errorResponse } from "~/utils/http.server";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const user = await requireApiUser(request, "signInToSeePlan");
    const subscription = summarizeSubscription(await getActiveSubscription(getDb(), user.id));
    return Response.json({ ok: true, subscription }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
