import type { Route } from "./+types/media-upload";
import { getDb } from "~/db/db.server";
import { appError, ERROR_MESSAGES, unexpectedFailure } from "~/utils/error-messages";
import { errorResponse } from "~/utils/http.server";
import { uploadMedia } from "~/features/media/media-library.server";
import { mediaUploadFieldsSchema } from "~/features/media/media-types";
import { UPLOAD_RULES } from "~/services/uploads/upload-rules";
import { fileField, readLimitedFormData } from "~/services/uploads/upload-validation.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { parseOrRefuse } from "~/utils/parse-form";

const MAX_BODY = UPLOAD_RULES.media.maxBytes + 64 * 1024;

/** One media file from the Upload Media dialog; answers JSON. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  try {
    const form = await readLimitedFormData(request, MAX_BODY);
    const file = fileField(form, "file");
    const fields = parseOrRefuse(
      mediaUploadFieldsSchema,
      { altText: form.get("altText") ?? undefined, description: form.get("description") ?? undefined },
      { title: ERROR_MESSAGES.noFileToUpload.title },
    );
    if (!file) throw appError("noFileToUpload", { fieldErrors: { file: ERROR_MESSAGES.noFileToUpload.message } });
    const item = await uploadMedia(getDb(), { file, ...fields, uploadedBy: admin.id });
    return Response.json({ ok: true, created: true, title: "Media uploaded successfully", record: item });
  } catch (error) {
    return errorResponse(error, unexpectedFailure("Upload failed"));
  }
}
