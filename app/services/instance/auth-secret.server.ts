import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "~/db/db.server";
import { appSettings } from "~/db/schema";
import { needsSharedAuthSecret, provideSharedAuthSecret } from "~/utils/env.server";

// With a PostgreSQL server (DATABASE_URL) several processes serve the same
// site, so a generated signing secret cannot live in one process's DATA_DIR:
// it lives in app_settings. The first process to start creates it; the insert
// does nothing when the row exists (and waits for a concurrent insert of the
// same key to commit), so every process then reads the one stored secret.

export const AUTH_SECRET_SETTING = "auth-secret";

const storedSecretSchema = z.strictObject({ secret: z.string().min(32) });

/** The installation's signing secret from the database, created once. */
export async function loadSharedAuthSecret(db: DbOrTx): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: AUTH_SECRET_SETTING, value: { secret: randomBytes(32).toString("base64url") } })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, AUTH_SECRET_SETTING));
  if (!row) throw new Error(`app_settings has no "${AUTH_SECRET_SETTING}" row after creating it`);
  const parsed = storedSecretSchema.safeParse(row.value);
  if (!parsed.success) throw new Error(`app_settings "${AUTH_SECRET_SETTING}" does not hold a valid secret`);
  return parsed.data.secret;
}

/**
 * At start-up, before anything signs: with DATABASE_URL and no AUTH_SECRET the
 * secret comes from the database (every process the same one). Otherwise the
 * settings already hold it (AUTH_SECRET, or the file in DATA_DIR).
 */
export async function prepareAuthSecret(db: DbOrTx) {
  if (needsSharedAuthSecret()) provideSharedAuthSecret(await loadSharedAuthSecret(db));
}
