import type { Database } from "~/db/db.server";
import type { Actor } from "~/features/audit/admin-audit.server";
import { formatUsd } from "~/features/billing/pricing";
import { REFUND_FAILED, refundFormSchema, refundPayment } from "~/features/billing/refunds.server";
import { appError, unexpectedFailure } from "~/utils/error-messages";
import { parseOrRefuse } from "~/utils/parse-form";
import { errorData, readRequestFields } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The 'Refund' form of a payment (admin checked by the route): refunds it and
 * redirects back to the same list with a toast; a refusal answers `{ ok: false, error }`.
 */
export async function refundFromPayments(db: Database, request: Request, actor: Actor) {
  // Tells the page which payment's dialog a refusal belongs to (it shows each field's message there).
  let paymentId: string | undefined;
  try {
    const { fields, files } = await readRequestFields(request, { maxBytes: 10_000 });
    if (typeof fields.paymentId === "string") paymentId = fields.paymentId.slice(0, 100);
    if (files.size > 0) throw appError("formTakesNoFiles", { title: REFUND_FAILED });
    const { amount, reason, ...form } = parseOrRefuse(refundFormSchema, fields, { key: "refundFormInvalid" });
    const { result } = await refundPayment(db, actor, { paymentId: form.paymentId, amountCents: amount, reason });
    const credits = result.takenBack > 0 ? ` ${result.takenBack.toLocaleString("en-US")} credits taken back.` : "";
    const short = result.shortfall > 0 ? ` ${result.shortfall.toLocaleString("en-US")} credits were already spent.` : "";
    const url = new URL(request.url);
    return redirectWithToast(`${url.pathname}${url.search}`, {
      type: "success",
      title: "Payment refunded",
      description: `${formatUsd(amount)} refunded.${credits}${short}`,
    });
  } catch (error) {
    return errorData(error, unexpectedFailure(REFUND_FAILED), { intent: "refund", paymentId });
  }
}
