import { eq, inArray } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/db.server";
import { getDb } from "~/db/db.server";
import { appSettings } from "~/db/schema";
import { recordAdminAction } from "~/features/audit/admin-audit.server";
import { cachedCatalogRead, invalidateCatalogCache } from "~/features/catalog/cache.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { defaultSettings } from "./settings-defaults.server";
import { fieldErrors } from "~/utils/parse-form";
import { SETTINGS_SCHEMAS, SETTINGS_SECTIONS, type OperatorSettings, type SettingsSection } from "./settings-schema";

// The operator's settings: one app_settings row per saved section
// (`operator.<section>`), a section never saved is its default. Reads are cached
// per process in the catalogue cache and a save invalidates it, so a change
// reaches every process the way a catalogue write does (LISTEN/NOTIFY on
// PostgreSQL, the TTL as the safety net) and empties the HTML cache of
// anonymous pages with it (ADR 020): brand, announcement and legal links are on
// every page. Decisions: docs/decisions/028-operator-settings.md.

const CACHE_KEY = "operator-settings";
const rowKey = (section: SettingsSection) => `operator.${section}`;
const ROW_KEYS = SETTINGS_SECTIONS.map(rowKey);

/** Reads every section from the database: stored rows over the defaults. */
export async function loadSettings(db: DbOrTx): Promise<OperatorSettings> {
  const settings = defaultSettings(getEnv());
  const rows = await db.select().from(appSettings).where(inArray(appSettings.key, ROW_KEYS));
  for (const section of SETTINGS_SECTIONS) {
    const row = rows.find((r) => r.key === rowKey(section));
    if (!row) continue;
    const parsed = SETTINGS_SCHEMAS[section].safeParse(row.value);
    // A row written by an older release that no longer parses: the default serves until an admin saves again.
    if (parsed.success) Object.assign(settings, { [section]: parsed.data });
    else logger.error({ section, issues: parsed.error.issues }, "a stored settings section does not parse; serving its default");
  }
  return settings;
}

/** The settings every page and checkout uses, cached per process. */
export function getSettings(): Promise<OperatorSettings> {
  return cachedCatalogRead(CACHE_KEY, () => loadSettings(getDb()));
}

/** The admin saving, as requireAdmin returned them. */
export type Actor = { id: string; email: string };

export type SaveSettingsResult<S extends SettingsSection> = { ok: true; value: OperatorSettings[S] } | { ok: false; errors: Record<string, string> };

/**
 * Validates and stores one section, with its audit entry (before → after) in
 * the same transaction: a section is saved whole or not at all. Then every
 * process's cached settings and anonymous pages are dropped.
 */
export async function saveSettingsSection<S extends SettingsSection>(
  db: Database,
  actor: Actor,
  section: S,
  input: unknown,
): Promise<SaveSettingsResult<S>> {
  const parsed = SETTINGS_SCHEMAS[section].safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const value = parsed.data as OperatorSettings[S];
  await db.transaction(async (tx) => {
    // The row lock orders two admins' saves of one section, so each audit entry's "before" is what it replaced.
    const [current] = await tx
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, rowKey(section)))
      .for("update");
    const before = current ? SETTINGS_SCHEMAS[section].safeParse(current.value) : null;
    const previous = before?.success ? before.data : defaultSettings(getEnv())[section];
    await tx
      .insert(appSettings)
      .values({ key: rowKey(section), value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
    await recordAdminAction(tx, actor, {
      action: "settings.update",
      reason: section,
      before: { [section]: changedOnly(previous, value, "before") },
      after: { [section]: changedOnly(previous, value, "after") },
    });
  });
  invalidateCatalogCache();
  return { ok: true, value };
}

/** The fields that changed, on one side: the audit shows what moved, not a 10,000-word policy twice. */
function changedOnly(before: object, after: object, side: "before" | "after"): Record<string, unknown> {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) changed[key] = side === "before" ? a[key] : b[key];
  }
  return changed;
}
