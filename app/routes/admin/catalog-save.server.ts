import { getDb } from "~/db/db.server";
import { saveCatalogForm, CATALOG_FORM_MAX_BYTES, type CatalogFormExtras } from "~/features/catalog/save-catalog-form.server";
import { CATALOG_TEXT, type CatalogKind } from "~/features/catalog/catalog-text";
import { formFields } from "~/features/catalog/catalog-schemas";
import { presetFromForm, presetFormSchema } from "~/features/generation/generator-preset";
import { listAvailableModels } from "~/features/generation/providers/select-provider.server";
import { readLimitedFormData } from "~/services/uploads/upload-validation.server";
import { unexpectedFailure } from "~/utils/error-messages";
import { errorResponse } from "~/utils/http.server";

type PresetCheck = { ok: true; extras: CatalogFormExtras } | { ok: false; field: string; message: string };

/** A generator's preset fields: a preset names one of the models the site offers now (ADR 032). */
async function checkPreset(form: FormData): Promise<PresetCheck> {
  const fields = presetFormSchema.safeParse(formFields(form));
  if (!fields.success)
    return { ok: false, field: String(fields.error.issues[0]?.path[0] ?? "presetModel"), message: fields.error.issues[0]?.message ?? "" };
  const result = presetFromForm(fields.data);
  if ("field" in result) return { ok: false, ...result };
  if (result.preset) {
    const { models } = await listAvailableModels();
    if (!models.some((model) => model.id === result.preset?.model)) {
      return { ok: false, field: "presetModel", message: "Choose one of the models the site offers now (Settings, 'Models')." };
    }
  }
  return { ok: true, extras: { preset: result.preset } };
}

/**
 * The action of the apps and generators save endpoints: the multipart form of the record's dialog in,
 * JSON out (400 with the field messages when a field is invalid). The caller checks the admin first.
 */
export async function catalogSaveAction(request: Request, kind: CatalogKind) {
  try {
    const form = await readLimitedFormData(request, CATALOG_FORM_MAX_BYTES[kind]);
    let extras: CatalogFormExtras = {};
    if (kind === "generator") {
      const preset = await checkPreset(form);
      if (!preset.ok) {
        const error = { code: "BAD_REQUEST", title: CATALOG_TEXT[kind].saveError, message: preset.message };
        return Response.json({ ok: false, error, fieldErrors: { [preset.field]: preset.message } }, { status: 400 });
      }
      extras = preset.extras;
    }
    const answer = await saveCatalogForm(getDb(), kind, form, extras);
    return Response.json(answer, { status: answer.ok ? 200 : 400 });
  } catch (error) {
    return errorResponse(error, unexpectedFailure(CATALOG_TEXT[kind].saveError));
  }
}
