import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, appSettings } from "~/db/schema";
import { cachedCatalogRead } from "~/features/catalog/cache.server";
import { resetEnvCache } from "~/utils/env.server";
import { createUser } from "../../../tests/factories";
import { DEFAULT_SITE_NAME, DEFAULT_TAGLINE } from "./settings-defaults.server";
import { getSettings, loadSettings, saveSettingsSection } from "./settings.server";

async function newAdmin() {
  const admin = await createUser({ role: "admin" });
  return { id: admin.id, email: admin.email };
}

async function lastSettingsAudit() {
  const [row] = await getDb()
    .select()
    .from(adminActions)
    .where(eq(adminActions.action, "settings.update"))
    .orderBy(desc(adminActions.createdAt))
    .limit(1);
  return row;
}

async function settingsAuditCount() {
  return (await getDb().select().from(adminActions).where(eq(adminActions.action, "settings.update"))).length;
}

describe("operator settings", () => {
  it("serves SPEC's values and the environment's until an admin saves", async () => {
    process.env.SIGNUP_CREDITS = "7";
    process.env.SUPPORT_EMAIL = "help@example.com";
    resetEnvCache();
    try {
      const settings = await loadSettings(getDb());
      expect(settings.brand.siteName).toBe(DEFAULT_SITE_NAME);
      expect(settings.brand.tagline).toBe(DEFAULT_TAGLINE);
      expect(settings.newAccounts.signupCredits).toBe(7);
      expect(settings.legal.supportEmail).toBe("help@example.com");
      expect(settings.announcement.show).toBe(false);
      expect(settings.maintenance.enabled).toBe(false);
    } finally {
      delete process.env.SIGNUP_CREDITS;
      delete process.env.SUPPORT_EMAIL;
      resetEnvCache();
    }
  });

  it("a saved section replaces the default (over the environment), is audited before → after, and every cached read sees it at once", async () => {
    const admin = await newAdmin();
    expect((await getSettings()).brand.siteName).toBe(DEFAULT_SITE_NAME);
    const cachedPage = await cachedCatalogRead("page-built-from-settings", async () => "old");
    expect(cachedPage).toBe("old");

    const result = await saveSettingsSection(getDb(), admin, "brand", {
      siteName: "  Pixel Forge ",
      tagline: "Pictures from words",
      logoUrl: "",
      featuredOnLabel: "",
      featuredOnUrl: "",
    });
    expect(result).toMatchObject({ ok: true, value: { siteName: "Pixel Forge" } });
    expect((await getSettings()).brand).toMatchObject({ siteName: "Pixel Forge", tagline: "Pictures from words" });
    // The catalogue cache (and with it the HTML cache of anonymous pages) was emptied too.
    expect(await cachedCatalogRead("page-built-from-settings", async () => "new")).toBe("new");

    const audit = await lastSettingsAudit();
    expect(audit).toMatchObject({ adminId: admin.id, adminEmail: admin.email, reason: "brand" });
    expect(audit.before).toEqual({
      brand: {
        siteName: DEFAULT_SITE_NAME,
        tagline: DEFAULT_TAGLINE,
        featuredOnLabel: "There's An AI For That",
        featuredOnUrl: "https://theresanaiforthat.com/",
      },
    });
    expect(audit.after).toEqual({ brand: { siteName: "Pixel Forge", tagline: "Pictures from words", featuredOnLabel: "", featuredOnUrl: "" } });

    const signup = await saveSettingsSection(getDb(), admin, "newAccounts", { signupCredits: 25 });
    expect(signup.ok).toBe(true);
    process.env.SIGNUP_CREDITS = "9";
    resetEnvCache();
    try {
      expect((await loadSettings(getDb())).newAccounts.signupCredits).toBe(25);
    } finally {
      delete process.env.SIGNUP_CREDITS;
      resetEnvCache();
    }
  });

  it("bad input gets one clear message per field and nothing is saved or audited", async () => {
    const admin = await newAdmin();
    const rowsBefore = await getDb().select().from(appSettings);
    const auditsBefore = await settingsAuditCount();

    const brand = await saveSettingsSection(getDb(), admin, "brand", {
      siteName: "   ",
      tagline: "x".repeat(121),
      logoUrl: "javascript:alert(1)",
      featuredOnLabel: "",
      featuredOnUrl: "http://insecure.test",
    });
    expect(brand).toEqual({
      ok: false,
      errors: {
        siteName: "Site name is required.",
        tagline: "Tagline must be at most 120 characters.",
        logoUrl: "Logo must start with https:// or /.",
        featuredOnUrl: "Badge link must start with https:// or /.",
      },
    });
    expect(await saveSettingsSection(getDb(), admin, "newAccounts", { signupCredits: -1 })).toEqual({
      ok: false,
      errors: { signupCredits: "Sign-up credits cannot be negative." },
    });
    expect(await saveSettingsSection(getDb(), admin, "newAccounts", { signupCredits: 1.5 })).toEqual({
      ok: false,
      errors: { signupCredits: "Sign-up credits must be a whole number." },
    });
    expect(await saveSettingsSection(getDb(), admin, "legal", { termsOfService: "", privacyPolicy: "", supportEmail: "not an address" })).toEqual({
      ok: false,
      errors: { supportEmail: "Enter a valid e-mail address." },
    });
    expect(await saveSettingsSection(getDb(), admin, "announcement", { text: " ", show: true })).toEqual({
      ok: false,
      errors: { text: "Write the announcement before showing it." },
    });
    // Unknown fields are refused, not dropped silently.
    expect(await saveSettingsSection(getDb(), admin, "maintenance", { enabled: true, message: "Back soon", retryAfter: 5 })).toMatchObject({
      ok: false,
    });

    expect(await getDb().select().from(appSettings)).toEqual(rowsBefore);
    expect(await settingsAuditCount()).toBe(auditsBefore);
  });

  it("a stored section that no longer parses serves its default instead of breaking every page", async () => {
    await getDb()
      .insert(appSettings)
      .values({ key: "operator.announcement", value: { text: 42 } })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: { text: 42 } } });
    expect((await loadSettings(getDb())).announcement).toEqual({ text: "", show: false });
  });
});
