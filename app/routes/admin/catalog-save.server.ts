import { getDb } from "~/db/db.server";
import { saveCatalogForm, CATALOG_FORM_MAX_BYTES } from "~/features/catalog/save-catalog-form.server";
import { CATALOG_TEXT, type CatalogKind } from "~/features/catalog/catalog-text";
import { readLimitedFormData } from "~/services/uploads/upload-validation.server";
import { unexpectedFailure } from "~/utils/error-messages";
import { errorResponse } from "~/utils/http.server";

/**
 * The action of the apps and generators save endpoints: the multipart form of the record's dialog in,
 * JSON out (400 with the field messages when a field is invalid). The caller checks the admin first.
 */
export async function catalogSaveAction(request: Request, kind: CatalogKind) {
  try {
    const form = await readLimitedFormData(request, CATALOG_FORM_MAX_BYTES[kind]);
    const answer = await saveCatalogForm(getDb(), kind, form);
    return Response.json(answer, { status: answer.ok ? 200 : 400 });
  } catch (error) {
    return errorResponse(error, unexpectedFailure(CATALOG_TEXT[kind].saveError));
  }
}
