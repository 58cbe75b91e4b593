// POST /api/subscription/cancel: SPEC section 7 cancel-subscription.
import { z } from "zod";
import type { Route } from "./+types/cancel-subscription";
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { cancelSubscription } from "~/features/billing/cancel-subscription.server";
import { summarizeSubscription } from "~/features/billing/subscriptions.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { parseOrRefuse } from "~/utils/parse-form";
import { errorResponse, readJsonBody } from "~/utils/http.server";
import { text } from "~/utils/strict-input";

const bodySchema = z.object({ subscriptionId: text("subscriptionId").min(1).max(200).optional() });

export async function action({ request }: Route.ActionArgs) {
  try {
    const user = await requireApiUser(request, "signInToCancelSubscription");
    const body = parseOrRefuse(bodySchema, await readJsonBody(request), { title: ERROR_MESSAGES.cancelSubscriptionFailed.title });
    const row = await cancelSubscription(getDb(), user.id, body.subscriptionId);
    return Response.json({ ok: true, subscription: summarizeSubscription(row) });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.cancelSubscriptionFailed);
  }
}
