// POST /api/stripe/webhook: the signature is checked on the raw bytes first.
import type { Route } from "./+types/stripe-webhook";
import { getDb } from "~/db/db.server";
import { handleStripeWebhook } from "~/features/billing/stripe-webhook.server";
import { metrics } from "~/services/metrics/metrics.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { AppError } from "~/utils/errors";
import { errorResponse } from "~/utils/http.server";

export async function action({ request }: Route.ActionArgs) {
  try {
    const rawBody = Buffer.from(await request.arrayBuffer());
    const result = await handleStripeWebhook(getDb(), rawBody, request.headers.get("stripe-signature"));
    metrics.webhooks.inc({ outcome: "handled" });
    return Response.json(result);
  } catch (error) {
    // Refused: a bad signature or an unreadable event (Stripe's side or an attacker); error: ours, Stripe retries.
    metrics.webhooks.inc({ outcome: error instanceof AppError ? "refused" : "error" });
    return errorResponse(error, ERROR_MESSAGES.webhookFailed);
  }
}
