import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { accounts } from "~/db/schema";
import { getAuth } from "~/features/accounts/auth.server";
import { authHeaders, callAuth } from "./auth-actions.server";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "./password-constants";

/** Whether the account signs in with a password at all (a Google-only account has none). */
export async function hasPassword(db: Database, userId: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"), isNotNull(accounts.password)))
    .limit(1);
  return Boolean(row);
}

export type ChangePasswordResult = { ok: true; headers: Headers } | { ok: false; status: number; message: string; headers: Headers };

/**
 * Sets a new password after checking the current one, and signs out every
 * other session of the account (the password policy forces that on for any
 * caller of /change-password). This session gets a fresh cookie.
 */
export async function changePassword(request: Request, input: { currentPassword: string; newPassword: string }): Promise<ChangePasswordResult> {
  const result = await callAuth<{ token: string | null }>(() =>
    getAuth().api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: authHeaders(request),
      asResponse: true,
    }),
  );
  if (result.ok) return { ok: true, headers: result.headers };
  const message = result.code === "INVALID_PASSWORD" ? WRONG_CURRENT_PASSWORD_MESSAGE : result.message;
  return { ok: false, status: result.status, message, headers: result.headers };
}
