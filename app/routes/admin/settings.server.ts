import { data } from "react-router";
import type { Database } from "~/db/db.server";
import { uploadMedia } from "~/features/media/media-library.server";
import { UPLOAD_RULES } from "~/services/uploads/upload-rules";
import { fileField, readLimitedFormData } from "~/services/uploads/upload-validation.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { orderedModels } from "~/features/generation/model-switches";
import { listAllModels } from "~/features/generation/providers/select-provider.server";
import { PLAN_TYPES } from "~/features/settings/plans-schema";
import { SETTINGS_SECTIONS, type ModelEntry, type OperatorSettings, type SettingsSection } from "~/features/settings/settings-schema";
import { getSettings, saveSettingsSection, type Actor } from "~/features/settings/settings.server";

// The Settings screen's loader and action (beside its route, issue 23's shape):
// the form fields of each section become the settings module's typed input;
// the module validates and saves.

export type SettingsAnswer = { section: SettingsSection; ok: true } | { section: SettingsSection | null; ok: false; errors: Record<string, string> };

/** One row of the 'Models' section: a model there is now, in the operator's order, with what was saved for it. */
export type ModelRow = { id: string; ownLabel: string; provider: string; entry: ModelEntry | null };

export async function loadSettingsScreen(): Promise<{ settings: OperatorSettings; models: ModelRow[] }> {
  const [settings, all] = await Promise.all([getSettings(), listAllModels()]);
  const ownLabels = new Map(all.map((model) => [model.id, model.label]));
  const models = orderedModels(all, settings.models).map((model) => ({
    id: model.id,
    ownLabel: ownLabels.get(model.id) ?? model.id,
    provider: model.provider,
    entry: settings.models.entries[model.id] ?? null,
  }));
  return { settings, models };
}

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
// A checked checkbox sends "on"; an unchecked one sends nothing.
const checked = (form: FormData, name: string) => form.get(name) === "on";
// "" and text that is not a plain number become NaN, which the schema refuses with the field's message (Number("") would be 0).
const wholeNumberOf = (form: FormData, name: string) => {
  const raw = textOf(form, name).trim();
  return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
};

/**
 * The 'Models' form lists the models there are now, one row each (`modelId`
 * repeated, the row's fields named by its index). Saved entries of models not
 * listed now (a checkpoint whose engine is down) are kept for when they return.
 */
function readModels(form: FormData, current: OperatorSettings) {
  const entries: Record<string, unknown> = { ...current.models.entries };
  form.getAll("modelId").forEach((id, index) => {
    if (typeof id !== "string") return;
    entries[id] = {
      enabled: checked(form, `model-${index}-enabled`),
      label: textOf(form, `model-${index}-label`),
      order: wholeNumberOf(form, `model-${index}-order`),
    };
  });
  return { defaultModel: textOf(form, "defaultModel"), entries };
}

/** Dollars as typed ("25", "24.99", "-5") in cents; anything else NaN, which the schema refuses with the field's message. */
const centsOf = (form: FormData, name: string) => {
  const raw = textOf(form, name).trim().replace(/^\$/, "");
  return /^-?\d+(\.\d{1,2})?$/.test(raw) ? Math.round(Number(raw) * 100) : Number.NaN;
};

/** The pack rows the operator filled in (a row left wholly empty is a pack removed), by their row on the form. */
function filledPackRows(form: FormData): number[] {
  const columns = ["packDollars", "packCredits", "packBonus"].map((name) => form.getAll(name).map((v) => (typeof v === "string" ? v.trim() : "")));
  const rows = Math.max(...columns.map((c) => c.length));
  return Array.from({ length: rows }, (_, row) => row).filter((row) => columns.some((c) => (c[row] ?? "") !== ""));
}

/**
 * 'Plans and credit packs': per plan its fields named `plan-<type>-<field>`
 * (feature lines one a line), the packs as repeated `packDollars`,
 * `packCredits`, `packBonus` columns.
 */
function readPlans(form: FormData) {
  const plan = (type: string) => ({
    name: textOf(form, `plan-${type}-name`),
    audience: textOf(form, `plan-${type}-audience`),
    priceCents: { monthly: centsOf(form, `plan-${type}-monthly`), yearly: centsOf(form, `plan-${type}-yearly`) },
    creditsPerPeriod: wholeNumberOf(form, `plan-${type}-credits`),
    features: textOf(form, `plan-${type}-features`)
      .split(/\r?\n/)
      .map((feature) => feature.trim())
      .filter((feature) => feature !== ""),
  });
  const column = (name: string, row: number) => {
    const value = form.getAll(name)[row];
    const raw = typeof value === "string" ? value.trim() : "";
    return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
  };
  return {
    plans: Object.fromEntries(PLAN_TYPES.map((type) => [type, plan(type)])),
    packs: filledPackRows(form).map((row) => ({
      dollars: column("packDollars", row),
      credits: column("packCredits", row),
      bonusPercentage: column("packBonus", row),
    })),
    offerPacksToEveryPlan: checked(form, "offerPacksToEveryPlan"),
  };
}

/** A pack's error names the row the operator sees (empty rows are skipped when reading). */
function packErrorsByFormRow(errors: Record<string, string>, form: FormData): Record<string, string> {
  const rows = filledPackRows(form);
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      const match = /^packs\.(\d+)\.(.+)$/.exec(key);
      return [match ? `packs.${rows[Number(match[1])] ?? match[1]}.${match[2]}` : key, message];
    }),
  );
}

/** Each section's fields as the settings module takes them. */
const FORM_READERS: { [S in SettingsSection]: (form: FormData, current: OperatorSettings) => unknown } = {
  brand: (form) => ({
    siteName: textOf(form, "siteName"),
    tagline: textOf(form, "tagline"),
    logoUrl: textOf(form, "logoUrl"),
    featuredOnLabel: textOf(form, "featuredOnLabel"),
    featuredOnUrl: textOf(form, "featuredOnUrl"),
  }),
  plans: readPlans,
  newAccounts: (form) => ({ signupCredits: wholeNumberOf(form, "signupCredits") }),
  models: readModels,
  legal: (form) => ({
    termsOfService: textOf(form, "termsOfService"),
    privacyPolicy: textOf(form, "privacyPolicy"),
    supportEmail: textOf(form, "supportEmail"),
  }),
  announcement: (form) => ({ text: textOf(form, "text"), show: checked(form, "show") }),
  maintenance: (form) => ({ enabled: checked(form, "enabled"), message: textOf(form, "message") }),
};

function isSection(value: unknown): value is SettingsSection {
  return typeof value === "string" && (SETTINGS_SECTIONS as readonly string[]).includes(value);
}

/** Saves the section named by the form's `intent`; every field's error comes back at once (400), nothing half-saved. */
export async function performSettingsAction(db: Database, actor: Actor, request: Request) {
  const form = await request.formData();
  const section = form.get("intent");
  if (!isSection(section)) {
    return data<SettingsAnswer>({ section: null, ok: false, errors: { form: "Unknown settings section." } }, { status: 400 });
  }
  const result = await saveSettingsSection(db, actor, section, FORM_READERS[section](form, await getSettings()));
  if (!result.ok) {
    const errors = section === "plans" ? packErrorsByFormRow(result.errors, form) : result.errors;
    return data<SettingsAnswer>({ section, ok: false, errors }, { status: 400 });
  }
  return data<SettingsAnswer>({ section, ok: true });
}

/** The logo upload's body: the file and the multipart framing around it. */
export const LOGO_UPLOAD_MAX_BODY = UPLOAD_RULES.logo.maxBytes + 64 * 1024;

export type LogoUploadAnswer = { ok: true; logoUrl: string } | { ok: false; error: { title: string; message: string } };

/**
 * 'Brand' → upload a logo: the file goes through the Media Library's upload
 * (content checks, size limit, SVG drawn as a PNG, stored and listed in the
 * library), and the brand is saved with its address, audited like any save.
 */
export async function uploadLogo(db: Database, actor: Actor, request: Request): Promise<string> {
  const form = await readLimitedFormData(request, LOGO_UPLOAD_MAX_BODY);
  const file = fileField(form, "file");
  if (!file) throw appError("noFileToUpload", { fieldErrors: { file: ERROR_MESSAGES.noFileToUpload.message } });
  const current = await getSettings();
  const item = await uploadMedia(db, {
    file,
    altText: `${current.brand.siteName} logo`,
    description: "Site logo",
    uploadedBy: actor.id,
    purpose: "logo",
  });
  const saved = await saveSettingsSection(db, actor, "brand", { ...current.brand, logoUrl: item.url });
  if (!saved.ok) throw appError("logoNotSaved", { message: Object.values(saved.errors)[0] });
  return item.url;
}
