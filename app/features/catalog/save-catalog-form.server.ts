import type { Database } from "~/db/db.server";
import type { GeneratorPreset } from "~/db/schema";
import { fileField } from "~/services/uploads/upload-validation.server";
import { UPLOAD_RULES } from "~/services/uploads/upload-rules";
import { toAppRecord, toGeneratorRecord } from "./admin-list.server";
import { fieldErrors } from "~/utils/parse-form";
import { appFormSchema, formFields, generatorFormSchema } from "./catalog-schemas";
import { CATALOG_TEXT, type CatalogKind } from "./catalog-text";
import type { AdminAppRecord, AdminGeneratorRecord, SaveResponse } from "./catalog-types";
import { saveApp } from "./save-app.server";
import { saveGenerator } from "./save-generator.server";

/** The most a save form may carry: its files plus the text fields. */
export const CATALOG_FORM_MAX_BYTES: Record<CatalogKind, number> = {
  app: UPLOAD_RULES.appIcon.maxBytes + UPLOAD_RULES.appImage.maxBytes + 64 * 1024,
  generator: UPLOAD_RULES.generatorImage.maxBytes + 64 * 1024,
};

type Outcome =
  { saved: true; created: boolean; record: AdminAppRecord | AdminGeneratorRecord } | { saved: false; fieldErrors: Record<string, string> };

/** What the caller checked beside the form's own fields: a generator's preset (ADR 032; undefined keeps the stored one). */
export type CatalogFormExtras = { preset?: GeneratorPreset | null };

async function saveFields(db: Database, kind: CatalogKind, form: FormData, extras: CatalogFormExtras): Promise<Outcome> {
  const fields = formFields(form);
  if (kind === "app") {
    const parsed = appFormSchema.safeParse(fields);
    if (!parsed.success) return { saved: false, fieldErrors: fieldErrors(parsed.error) };
    const { app, created } = await saveApp(db, {
      input: parsed.data,
      iconFile: fileField(form, "iconFile"),
      imageFile: fileField(form, "imageFile"),
    });
    return { saved: true, created, record: toAppRecord(app) };
  }
  const parsed = generatorFormSchema.safeParse(fields);
  if (!parsed.success) return { saved: false, fieldErrors: fieldErrors(parsed.error) };
  const { generator, created } = await saveGenerator(db, { input: parsed.data, imageFile: fileField(form, "imageFile"), preset: extras.preset });
  return { saved: true, created, record: toGeneratorRecord(generator) };
}

/**
 * Creates or updates an app or a generator from the multipart form of its dialog; answers what the
 * save endpoint sends back (invalid fields: `ok: false` with the message of each field).
 */
export async function saveCatalogForm(
  db: Database,
  kind: CatalogKind,
  form: FormData,
  extras: CatalogFormExtras = {},
): Promise<SaveResponse<AdminAppRecord | AdminGeneratorRecord>> {
  const text = CATALOG_TEXT[kind];
  const outcome = await saveFields(db, kind, form, extras);
  if (!outcome.saved) {
    const { fieldErrors } = outcome;
    return { ok: false, error: { code: "BAD_REQUEST", title: text.saveError, message: Object.values(fieldErrors)[0] }, fieldErrors };
  }
  return { ok: true, created: outcome.created, title: outcome.created ? text.created : text.updated, record: outcome.record };
}
