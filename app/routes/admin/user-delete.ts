import type { Route } from "./+types/user-delete";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { parseOrRefuse } from "~/utils/parse-form";
import { errorData, readRequestFields } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { urls } from "~/utils/urls";
import { adminDeleteAccountSchema, deleteAccountAsOperator } from "./user-delete.server";

const TITLE = ERROR_MESSAGES.deleteAccountMissing.title;

/**
 * POST from the user's page (its 'Delete account' form, a fetcher): on success a
 * redirect to the users list with a toast; a refusal answers `{ ok: false, error }`
 * with its status, shown in the form.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  try {
    const { fields, files } = await readRequestFields(request, { maxBytes: 16 * 1024 });
    if (files.size > 0) throw appError("formTakesNoFiles", { title: TITLE });
    const input = parseOrRefuse(adminDeleteAccountSchema, fields, { title: TITLE });
    const deleted = await deleteAccountAsOperator(getDb(), { id: admin.id, email: admin.email }, { ...input, userId: params.userId });
    return redirectWithToast(urls.adminUsers(), {
      type: "success",
      title: "Account deleted",
      description: `${deleted.email} and its pictures are gone.`,
    });
  } catch (error) {
    return errorData(error, { title: TITLE, message: "Nothing was deleted. Please try again later." }, { intent: "delete-account" });
  }
}
