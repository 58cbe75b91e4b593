import { z } from "zod";
import { getDb } from "~/db/db.server";
import { requireApiUser } from "~/features/accounts/auth.server";
import { REPORT_SENT_MESSAGE, reportPictureSchema } from "~/features/moderation/picture-reports";
import { reportPicture } from "~/features/moderation/picture-reports.server";
import { enforceRateLimit } from "~/services/rate-limit/rate-limit.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, methodNotAllowed, readRequestFields } from "~/utils/http.server";
import { parseOrRefuse } from "~/utils/parse-form";
import type { Route } from "./+types/picture-report";

const REPORT_FAILED = ERROR_MESSAGES.reportPictureNotFound.title;

/**
 * POST (form or JSON `{ reason, details? }`): the signed-in user reports a
 * published picture that is not their own. One report per user per picture;
 * counted against the user's and the address's report limits first.
 */
export async function action({ request, params }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireApiUser(request, "signInToReport");
    const id = z.uuid().safeParse(params.id);
    if (!id.success) throw appError("reportPictureNotFound");
    await enforceRateLimit(request, "report", { userId: user.id });
    const input = parseOrRefuse(reportPictureSchema, (await readRequestFields(request, { maxBytes: 16 * 1024 })).fields, { title: REPORT_FAILED });
    const report = await reportPicture(getDb(), user.id, id.data, input);
    return Response.json({ ok: true, message: REPORT_SENT_MESSAGE, hidden: report.hidden }, { status: 201 });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
