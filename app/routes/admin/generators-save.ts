import type { Route } from "./+types/generators-save";
import { getDb } from "~/db/db.server";
import { failureJson } from "~/features/admin/action-result.server";
import { saveGenerator, toGeneratorRecord } from "~/features/catalog/catalog-admin.server";
import { fieldErrors, formFields, generatorFormSchema } from "~/features/catalog/catalog-schemas";
import { fileField, readLimitedFormData } from "~/services/uploads/upload-validation.server";
import { UPLOAD_RULES } from "~/services/uploads/upload-rules";
import { requireAdmin } from "~/features/accounts/auth.server";

const MAX_BODY = UPLOAD_RULES.generatorImage.maxBytes + 64 * 1024;

/** Creates or updates a generator from the multipart form of the generator dialog; answers JSON. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  try {
    const form = await readLimitedFormData(request, MAX_BODY);
    const parsed = generatorFormSchema.safeParse(formFields(form));
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return Response.json(
        {
          ok: false,
          error: { code: "BAD_REQUEST", title: "Error saving generator", message: Object.values(errors)[0] },
          fieldErrors: errors,
        },
        { status: 400 },
      );
    }
    const { generator, created } = await saveGenerator(getDb(), { input: parsed.data, imageFile: fileField(form, "imageFile") });
    return Response.json({
      ok: true,
      created,
      title: created ? "Generator created successfully" : "Generator updated successfully",
      record: toGeneratorRecord(generator),
    });
  } catch (error) {
    return failureJson(error, "Error saving generator");
  }
}
