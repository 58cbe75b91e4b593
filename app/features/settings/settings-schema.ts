import { z } from "zod";
import type { PublicSettings } from "~/utils/user";
import { plansSectionSchema } from "./plans-schema";

// The operator's settings, one section per form of /hidden/admin/settings
// (CONTRACT "Operator settings"). Client-safe: the admin screen shows these
// limits, the server parses every save and every stored row with them.

export const SETTINGS_SECTIONS = ["brand", "plans", "newAccounts", "models", "legal", "announcement", "maintenance"] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SETTINGS_SECTION_LABELS: Record<SettingsSection, string> = {
  brand: "Brand",
  plans: "Plans and credit packs",
  newAccounts: "New accounts",
  models: "Models",
  legal: "Legal and support",
  announcement: "Announcement",
  maintenance: "Maintenance mode",
};

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);

/** A site path ("/files/…") or an https address; empty for none. */
const linkOrEmpty = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters.`)
    .refine((v) => v === "" || /^https:\/\/[^\s]+$/i.test(v) || /^\/[^\s/][^\s]*$/.test(v), `${label} must start with https:// or /.`);

export const brandSchema = z.strictObject({
  siteName: text(40, "Site name").min(1, "Site name is required."),
  tagline: text(120, "Tagline"),
  /** Where the logo image is; empty: the built-in mark. */
  logoUrl: linkOrEmpty("Logo"),
  featuredOnLabel: text(60, "Badge name"),
  featuredOnUrl: linkOrEmpty("Badge link"),
});

export const newAccountsSchema = z.strictObject({
  signupCredits: z
    .number({ error: "Sign-up credits must be a whole number." })
    .int("Sign-up credits must be a whole number.")
    .min(0, "Sign-up credits cannot be negative.")
    .max(100_000, "Sign-up credits must be at most 100,000."),
});

/** The operator's choices for one model; a model without an entry is enabled, with its own label, after the ordered ones. */
export const modelEntrySchema = z.strictObject({
  enabled: z.boolean(),
  /** Empty: the model's own label. */
  label: text(80, "Label"),
  order: z
    .number({ error: "Order must be a whole number." })
    .int("Order must be a whole number.")
    .min(0, "Order cannot be negative.")
    .max(999, "Order must be at most 999."),
});
export type ModelEntry = z.infer<typeof modelEntrySchema>;

/** A model id as GET /api/models lists it (a hosted model or "{engine}:{checkpoint}"). */
const modelId = z.string().min(1).max(300);

// Keyed by model id, not a list of the models there are: self-hosted checkpoints
// come and go, so an entry for a model not listed now is kept for when it returns,
// and a model without an entry (a new checkpoint) is enabled.
export const modelsSchema = z
  .strictObject({
    defaultModel: modelId,
    entries: z.record(modelId, modelEntrySchema).refine((e) => Object.keys(e).length <= 500, "Too many models."),
  })
  .refine((m) => m.entries[m.defaultModel]?.enabled !== false, {
    path: ["defaultModel"],
    message: "The default model must be enabled.",
    // Checked alongside a bad row's messages (every field's message at once), whenever the choice itself can be read.
    when: ({ value }) => {
      const m = value as { defaultModel?: unknown; entries?: unknown };
      return typeof m?.defaultModel === "string" && typeof m.entries === "object" && m.entries !== null;
    },
  });

export const legalSchema = z.strictObject({
  termsOfService: text(100_000, "Terms of Service"),
  privacyPolicy: text(100_000, "Privacy Policy"),
  // Any address with an @ (an intranet's support@localhost too); shown as a mailto: link.
  supportEmail: z
    .string()
    .trim()
    .max(254, "Support e-mail is too long.")
    .regex(/^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+$/, "Enter a valid e-mail address."),
});

export const announcementSchema = z
  .strictObject({
    text: text(300, "Announcement"),
    show: z.boolean(),
  })
  .refine((a) => !a.show || a.text !== "", { path: ["text"], message: "Write the announcement before showing it." });

export const maintenanceSchema = z.strictObject({
  enabled: z.boolean(),
  message: text(500, "Message").min(1, "Tell visitors what is happening."),
});

export const SETTINGS_SCHEMAS = {
  brand: brandSchema,
  plans: plansSectionSchema,
  newAccounts: newAccountsSchema,
  models: modelsSchema,
  legal: legalSchema,
  announcement: announcementSchema,
  maintenance: maintenanceSchema,
} as const;

export type OperatorSettings = { [S in SettingsSection]: z.infer<(typeof SETTINGS_SCHEMAS)[S]> };

/** What every page may show (root loader): no legal texts, nothing private; the price table for the buy dialogs. */
export function publicSettings(settings: OperatorSettings): PublicSettings {
  return {
    brand: settings.brand,
    pricing: settings.plans,
    announcement: settings.announcement.show ? { text: settings.announcement.text } : null,
    supportEmail: settings.legal.supportEmail,
  };
}
