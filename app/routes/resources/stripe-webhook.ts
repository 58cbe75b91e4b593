// POST /api/stripe/webhook: the signature is checked on the raw bytes first.
import type { Route } from "./+types/stripe-webhook";
import { getDb } from "~/db/db.server";
import { handleStripeWebhook } from "~/features/billing/stripe-webhook.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse } from "~/utils/http.server";

export async function action({ request }: Route.ActionArgs) {
  try {
    const rawBody = Buffer.from(await request.arrayBuffer());
    const result = await handleStripeWebhook(getDb(), rawBody, request.headers.get("stripe-signature"));
    return Response.json(result);
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.webhookFailed);
  }
}
