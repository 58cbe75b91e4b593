import { unexpectedFailure } from "~/utils/error-messages";
import { parseOrRefuse } from "~/utils/parse-form";
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
    const { id } = parseOrRefuse(deleteIntentSchema, Object.fromEntries(await request.formData()), { key: "unknownRequest", title: errorTitle });
    await remove(id);
    return { ok: true as const, title: success };
  } catch (error) {
    return errorData(error, unexpectedFailure(errorTitle));
  }
}
