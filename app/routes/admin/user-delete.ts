import { redirect } from "react-router";
import type { Route } from "./+types/user-delete";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { isAppError } from "~/utils/errors";
import { readRequestFields } from "~/utils/http.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { urls } from "~/utils/urls";
import { adminDeleteAccountSchema, deleteAccountAsOperator } from "./user-delete.server";

/** Nothing to show here: the form lives on the user's page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect(urls.adminUser(params.userId));
}

/** POST from the user's page; answers with a redirect and a toast either way (works without JavaScript). */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const back = urls.adminUser(params.userId);
  try {
    const { fields, files } = await readRequestFields(request, { maxBytes: 16 * 1024 });
    const parsed = adminDeleteAccountSchema.safeParse(fields);
    if (files.size > 0 || !parsed.success) {
      const message = files.size > 0 ? "This form takes no files." : (parsed.error?.issues[0]?.message ?? "Invalid request.");
      return redirectWithToast(back, { type: "error", title: "Could not delete the account", description: message });
    }
    const deleted = await deleteAccountAsOperator(getDb(), { id: admin.id, email: admin.email }, { ...parsed.data, userId: params.userId });
    return redirectWithToast(urls.adminUsers(), {
      type: "success",
      title: "Account deleted",
      description: `${deleted.email} and its pictures are gone.`,
    });
  } catch (error) {
    if (isAppError(error)) return redirectWithToast(back, { type: "error", title: error.title, description: error.message });
    logger.error({ err: error, userId: params.userId }, "an operator's account deletion failed");
    return redirectWithToast(back, {
      type: "error",
      title: "Could not delete the account",
      description: "Nothing was deleted. Please try again later.",
    });
  }
}
