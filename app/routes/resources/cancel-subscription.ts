// POST /api/subscription/cancel: SPEC section 7 cancel-subscription.
import { z } from "zod";
import type { Route } from "./+types/cancel-subscription";
import { getDb } from "~/db/db.server";
import { jsonError, readJson, requireApiUser } from "~/features/billing/api.server";
import { cancelSubscription } from "~/features/billing/cancel-subscription.server";
import { summarizeSubscription } from "~/features/billing/subscriptions.server";
import { AppError } from "~/utils/errors";
import { text } from "~/utils/strict-input";

const bodySchema = z.object({ subscriptionId: text("subscriptionId").min(1).max(200).optional() });

export async function action({ request }: Route.ActionArgs) {
  try {
    const user = await requireApiUser(request, "Please sign in to cancel your subscription");
    const parsed = bodySchema.safeParse(await readJson(request));
    if (!parsed.success) {
      throw new AppError("BAD_REQUEST", { title: "Error cancelling subscription", message: parsed.error.issues[0]?.message ?? "Invalid request." });
    }
    const row = await cancelSubscription(getDb(), user.id, parsed.data.subscriptionId);
    return Response.json({ ok: true, subscription: summarizeSubscription(row) });
  } catch (error) {
    return jsonError(error, { title: "Error cancelling subscription", message: "Please try again later." });
  }
}
