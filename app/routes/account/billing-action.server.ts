import { redirect } from "react-router";
import { z } from "zod";
import type { Database } from "~/db/db.server";
import { openBillingPortal, PORTAL_FAILED } from "~/features/billing/billing-portal.server";
import { RESUME_FAILED, resumeSubscription } from "~/features/billing/resume-subscription.server";
import { appError, unexpectedFailure } from "~/utils/error-messages";
import { parseOrRefuse } from "~/utils/parse-form";
import { errorData, readRequestFields } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { urls } from "~/utils/urls";

// /account/billing's forms: 'Manage billing' / 'Update payment method' (the Stripe
// customer portal) and 'Resume plan'. The signed-in user is checked by the route.

const formSchema = z.strictObject({ intent: z.enum(["portal", "resume"], { error: "Unknown action." }) }, { error: "Unknown field in the request." });

export async function billingAction(db: Database, request: Request, userId: string) {
  let title = "Error";
  try {
    const { fields, files } = await readRequestFields(request, { maxBytes: 2_000 });
    if (files.size > 0) throw appError("billingFormInvalid");
    const { intent } = parseOrRefuse(formSchema, fields, { key: "billingFormInvalid" });
    if (intent === "portal") {
      title = PORTAL_FAILED;
      return redirect(await openBillingPortal(db, userId));
    }
    title = RESUME_FAILED;
    await resumeSubscription(db, userId);
    return redirectWithToast(urls.billing(), { type: "success", title: "Plan resumed", description: "Your plan renews as before." });
  } catch (error) {
    return errorData(error, unexpectedFailure(title));
  }
}
