import { unexpectedFailure } from "~/utils/error-messages";
import { AppError } from "~/utils/errors";
import { errorData } from "~/utils/http.server";
import { deleteIntentSchema } from "~/features/catalog/catalog-schemas";

/**
 * The action of the apps and generators list pages: deletes the record whose
 * id was posted with `intent=delete`. The caller checks the admin first.
 */
export async function catalogDeleteAction(
  request: Request,
  { remove, errorTitle, success }: { remove: (id: string) => Promise<unknown>; errorTitle: string; success: string },
) {
  try {
    const parsed = deleteIntentSchema.safeParse(Object.fromEntries(await request.formData()));
    if (!parsed.success) throw new AppError("BAD_REQUEST", { title: errorTitle, message: "Unknown request." });
    await remove(parsed.data.id);
    return { ok: true as const, title: success };
  } catch (error) {
    return errorData(error, unexpectedFailure(errorTitle));
  }
}
