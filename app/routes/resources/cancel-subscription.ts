// POST /api/subscription/cancel: SPEC section 7 cancel-subscription.
import { z } from "zod";
import type { Route } from "./+types/cancel-subscription";
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { cancelSubscription } from "~/features/billing/cancel-subscription.server";
import { summarizeSubscription } from "~/features/billing/subscriptions.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { AppError } from "~/utils/errors";
import { errorResponse, readJsonBody } from "~/utils/http.server";
import { text } from "~/utils/strict-input";

const bodySchema = z.object({ subscriptionId: text("subscriptionId").min(1).max(200).optional() });

export async function action({ request }: Route.ActionArgs) {
  try {
    const user = await requireApiUser(request, "signInToCancelSubscription");
    const parsed = bodySchema.safeParse(await readJsonBody(request));
    if (!parsed.success) {
      throw new AppError("BAD_REQUEST", {
        title: ERROR_MESSAGES.cancelSubscriptionFailed.title,
        message: parsed.error.issues[0]?.message ?? "Invalid request.",
      });
    }
    const row = await cancelSubscription(getDb(), user.id, parsed.data.subscriptionId);
    return Response.json({ ok: true, subscription: summarizeSubscription(row) });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.cancelSubscriptionFailed);
  }
}
