import { z } from "zod";
import type { PublicSettings } from "~/utils/user";

// The operator's settings, one section per form of /hidden/admin/settings
// (CONTRACT "Operator settings"). Client-safe: the admin screen shows these
// limits, the server parses every save and every stored row with them.

export const SETTINGS_SECTIONS = ["brand", "newAccounts", "legal", "announcement", "maintenance"] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SETTINGS_SECTION_LABELS: Record<SettingsSection, string> = {
  brand: "Brand",
  newAccounts: "New accounts",
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
  newAccounts: newAccountsSchema,
  legal: legalSchema,
  announcement: announcementSchema,
  maintenance: maintenanceSchema,
} as const;

export type OperatorSettings = { [S in SettingsSection]: z.infer<(typeof SETTINGS_SCHEMAS)[S]> };

/** What every page may show (root loader): no legal texts, nothing private. */
export function publicSettings(settings: OperatorSettings): PublicSettings {
  return {
    brand: settings.brand,
    announcement: settings.announcement.show ? { text: settings.announcement.text } : null,
    supportEmail: settings.legal.supportEmail,
  };
}

/** The field errors of a failed parse, one message per field (the first), keyed by field name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}
