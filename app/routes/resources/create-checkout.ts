// POST /api/checkout: SPEC section 7 create-checkout. Answers { ok, url }.
import type { Route } from "./+types/create-checkout";
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { parseCheckoutBody } from "~/features/billing/checkout-schema";
import { createCheckout } from "~/features/billing/checkout.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { AppError } from "~/utils/errors";
import { errorResponse, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import { enforceRateLimit } from "~/services/rate-limit/rate-limit.server";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  try {
    const user = await requireApiUser(request, "signInToPurchase");
    await enforceRateLimit(request, "checkout", { userId: user.id });
    const parsed = parseCheckoutBody(await readJsonBody(request));
    if (!parsed.ok) throw new AppError("BAD_REQUEST", { title: "Error", message: parsed.message });
    const { url } = await createCheckout(getDb(), user, parsed.input);
    return Response.json({ ok: true, url });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.checkoutFailed);
  }
}
