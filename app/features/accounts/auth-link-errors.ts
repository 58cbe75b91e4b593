// The codes better-auth (1.7.25) puts in `?error=` when a link it handles fails,
// turned into the spec's texts (SPEC section 8, auth client errors).
//  - E-mail verification link (/api/auth/verify-email) → its callbackURL
//    (/generator-app): INVALID_TOKEN, TOKEN_EXPIRED, USER_NOT_FOUND, INVALID_USER.
//  - Google callback (/api/auth/callback/google) → onAPIError.errorURL (/auth):
//    no_code, state_* / invalid_code / issuer_* / nonce_binding_missing (the
//    state or PKCE verifier did not match), and codes for a sign-in that gave no
//    session (unable_to_get_user_info, email_not_found, account_not_linked,
//    signup_disabled, unable_to_create_user, unable_to_create_session,
//    access_denied from Google, ...); BANNED_USER when the account is suspended
//    (the admin plugin refuses its session), said as such.

export const AUTH_LINK_MESSAGES = {
  token: "An error occurred on token verification.",
  noCode: "No code detected.",
  pkce: "Not a valid PKCE flow url.",
  noSession: "No session defined in URL",
} as const;

import { ACCOUNT_SUSPENDED_MESSAGE } from "./account-suspension";

const TOKEN_CODES = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED", "USER_NOT_FOUND", "INVALID_USER"]);

const NO_CODE_CODES = new Set(["no_code"]);

const PKCE_CODES = new Set([
  "state_not_found",
  "state_mismatch",
  "state_invalid",
  "state_security_mismatch",
  "state_generation_error",
  "invalid_code",
  "issuer_missing",
  "issuer_mismatch",
  "nonce_binding_missing",
]);

// What a code can look like; anything else in `?error=` is not from better-auth and is ignored.
const CODE_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

/** The spec's text for a `?error=` code of a failed auth link, or null when the value is no such code. */
export function authLinkErrorMessage(code: string | null | undefined): string | null {
  if (!code || !CODE_PATTERN.test(code)) return null;
  if (TOKEN_CODES.has(code)) return AUTH_LINK_MESSAGES.token;
  if (NO_CODE_CODES.has(code)) return AUTH_LINK_MESSAGES.noCode;
  if (PKCE_CODES.has(code)) return AUTH_LINK_MESSAGES.pkce;
  if (code === "BANNED_USER") return ACCOUNT_SUSPENDED_MESSAGE;
  // Every other failure of the OAuth callback ends without a session.
  return AUTH_LINK_MESSAGES.noSession;
}

/** The query without the error better-auth added, for replacing the address once it was shown. */
export function withoutAuthLinkError(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete("error");
  next.delete("error_description");
  return next;
}
