// GET /api/credits: the signed-in user's current balance, read fresh by the
// workspace before each generation (SPEC section 4, the "checks" step). The
// generation action still reserves the credit itself.
import type { Route } from "./+types/credits";
import { getDb } from "~/db/db.server";
import { jsonError, requireApiUser } from "~/features/billing/api.server";
import { getBalance } from "~/features/credits/ledger.server";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const user = await requireApiUser(request, "Please sign in to see your credits");
    const balance = await getBalance(getDb(), user.id);
    return Response.json({ ok: true, balance }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return jsonError(error, { title: "Credit check failed", message: "Could not verify your available credits. Please try again." });
  }
}
