// GET /api/credits: the signed-in user's current balance, read fresh by the
// workspace before each generation (SPEC section 4, the "checks" step). The
// generation action still reserves the credit itself.
import type { Route } from "./+types/credits";
import { getDb } from "~/db/db.server";
import { requireApiCaller } from "~/features/accounts/auth.server";
import { getBalance } from "~/features/credits/ledger.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse } from "~/utils/http.server";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const { userId } = await requireApiCaller(request, "signInToSeeCredits");
    const balance = await getBalance(getDb(), userId);
    return Response.json({ ok: true, balance }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.creditCheckFailed);
  }
}
