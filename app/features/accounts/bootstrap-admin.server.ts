import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { accounts, users } from "~/db/schema";
import { getAuth } from "~/features/accounts/auth.server";
import { withInstallationLock } from "~/services/instance/installation-lock.server";
import { logger } from "~/utils/logger.server";
import { checkPasswordStrength, personalWords } from "./password-strength.server";

/**
 * Makes sure the ADMIN_EMAIL account exists with that password, a verified
 * e-mail and the admin role. Safe to run at every start, and from several
 * processes starting together: they take turns (an installation-wide lock),
 * so exactly one creates the account and the others find it.
 */
export function ensureAdminAccount(email: string, password: string) {
  return withInstallationLock(getDb(), "admin-bootstrap", () => ensureAdminAccountNow(email, password));
}

async function ensureAdminAccountNow(email: string, password: string) {
  const db = getDb();
  const ctx = await getAuth().$context;
  const normalized = email.toLowerCase();
  // The operator chose it, so it is not refused; but a guessable admin password is worth a loud word.
  const strength = checkPasswordStrength(password, personalWords(normalized));
  if (!strength.ok) logger.warn({ email: normalized }, `ADMIN_PASSWORD is weak: ${strength.message}`);
  let [user] = await db.select().from(users).where(eq(users.email, normalized));
  if (!user) {
    const created = await ctx.internalAdapter.createUser(
      { email: normalized, name: normalized.split("@")[0], emailVerified: true },
      { method: "admin" },
    );
    [user] = await db.select().from(users).where(eq(users.id, created.id));
    logger.info({ email: normalized }, "admin account created");
  }
  await db.update(users).set({ role: "admin", emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));

  const [credential] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
  if (!credential) {
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await ctx.password.hash(password),
    });
  } else if (!credential.password || !(await ctx.password.verify({ hash: credential.password, password }))) {
    await db
      .update(accounts)
      .set({ password: await ctx.password.hash(password), updatedAt: new Date() })
      .where(eq(accounts.id, credential.id));
  }
}
