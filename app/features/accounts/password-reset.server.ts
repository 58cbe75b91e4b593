import { getAuth } from "~/features/accounts/auth.server";
import { logger } from "~/utils/logger.server";
import { urls } from "~/utils/urls";
import { authHeaders, callAuth } from "./auth-actions.server";
import { EXPIRED_LINK_MESSAGE } from "./password-constants";

/**
 * 'Forgot password?': better-auth's reset flow. The e-mailed link (see
 * password-auth-options.server.ts) opens /auth/reset-password?token=…; the
 * token works once, expires after an hour, and using it signs out every
 * session of the account (`revokeSessionsOnPasswordReset`).
 */

/**
 * Asks better-auth to e-mail a reset link. It answers the same whether or not
 * the address has an account, and so do we: the caller only learns `ok`.
 */
export async function requestPasswordReset(request: Request, email: string) {
  const result = await callAuth<{ status: boolean }>(() =>
    getAuth().api.requestPasswordReset({ body: { email, redirectTo: urls.resetPassword() }, headers: authHeaders(request), asResponse: true }),
  );
  if (result.ok) return { ok: true as const };
  // A limit reached (429) is said as it is; anything else is our failure, not the address's.
  if (result.status === 429) return { ok: false as const, status: 429, message: result.message, headers: result.headers };
  logger.error({ status: result.status, code: result.code }, "password reset request failed");
  return { ok: false as const, status: 500, message: "Something went wrong. Please try again.", headers: result.headers };
}

/**
 * The account a reset link is for, while the link can still be used (the page
 * says it has expired before a new password is typed); null otherwise.
 */
export async function findResetLinkAccount(token: string): Promise<{ email: string } | null> {
  const ctx = await getAuth().$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt <= new Date()) return null;
  const user = await ctx.internalAdapter.findUserById(verification.value);
  return user ? { email: user.email } : null;
}

export type ResetResult = { ok: true } | { ok: false; status: number; expired: boolean; message: string; headers: Headers };

export async function resetPassword(request: Request, input: { token: string; newPassword: string }): Promise<ResetResult> {
  const result = await callAuth<{ status: boolean }>(() =>
    getAuth().api.resetPassword({
      body: { token: input.token, newPassword: input.newPassword },
      headers: authHeaders(request),
      asResponse: true,
    }),
  );
  if (result.ok) return { ok: true };
  const expired = result.code === "INVALID_TOKEN" || result.code === "USER_NOT_FOUND";
  return { ok: false, status: result.status, expired, message: expired ? EXPIRED_LINK_MESSAGE : result.message, headers: result.headers };
}
