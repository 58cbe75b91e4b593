import type { Route } from "./+types/apps-save";
import { getDb } from "~/db/db.server";
import { failureJson } from "~/features/admin/action-result.server";
import { saveApp, toAppRecord } from "~/features/catalog/catalog-admin.server";
import { appFormSchema, fieldErrors, formFields } from "~/features/catalog/catalog-schemas";
import { fileField, readLimitedFormData } from "~/services/uploads/upload-validation.server";
import { UPLOAD_RULES } from "~/services/uploads/upload-rules";
import { requireAdmin } from "~/features/accounts/auth.server";

// Icon and image files plus the text fields.
const MAX_BODY = UPLOAD_RULES.appIcon.maxBytes + UPLOAD_RULES.appImage.maxBytes + 64 * 1024;

/** Creates or updates an app from the multipart form of the app dialog; answers JSON. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  try {
    const form = await readLimitedFormData(request, MAX_BODY);
    const parsed = appFormSchema.safeParse(formFields(form));
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return Response.json(
        { ok: false, error: { code: "BAD_REQUEST", title: "Error saving app", message: Object.values(errors)[0] }, fieldErrors: errors },
        { status: 400 },
      );
    }
    const { app, created } = await saveApp(getDb(), {
      input: parsed.data,
      iconFile: fileField(form, "iconFile"),
      imageFile: fileField(form, "imageFile"),
    });
    return Response.json({
      ok: true,
      created,
      title: created ? "App created successfully" : "App updated successfully",
      record: toAppRecord(app),
    });
  } catch (error) {
    return failureJson(error, "Error saving app");
  }
}
