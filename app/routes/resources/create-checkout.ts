// POST /api/checkout: SPEC section 7 create-checkout. Answers { ok, url }.
import type { Route } from "./+types/create-checkout";
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { checkoutSchemaFor } from "~/features/billing/checkout-schema";
import { createCheckout } from "~/features/billing/checkout.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { parseOrRefuse } from "~/utils/parse-form";
import { errorResponse, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import { enforceRateLimit } from "~/services/rate-limit/rate-limit.server";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  try {
    const user = await requireApiUser(request, "signInToPurchase");
    await enforceRateLimit(request, "checkout", { userId: user.id });
    const body = await readJsonBody(request);
    const input = parseOrRefuse(checkoutSchemaFor(body), body, { key: "checkoutRequestInvalid" });
    const { url } = await createCheckout(getDb(), user, input);
    return Response.json({ ok: true, url });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.checkoutFailed);
  }
}
