// The browser-side check of the sign-in / sign-up form. The /auth action parses the
// same fields with `credentialsSchema` (auth-schema.ts); this copy has no zod so
// that the form, which every public page can open, does not download it.

export const MISSING_CREDENTIALS_MESSAGE = "You must provide either an email or phone number and a password";

export type CredentialsCheck = { ok: true; email: string; password: string } | { ok: false; message: string };

/** Same rules as `credentialsSchema`: both present, e-mail not blank once trimmed. */
export function validateCredentials(input: { email: unknown; password: unknown }): CredentialsCheck {
  const { email, password } = input;
  if (typeof email !== "string" || email.trim().length === 0) return { ok: false, message: MISSING_CREDENTIALS_MESSAGE };
  if (typeof password !== "string" || password.length === 0) return { ok: false, message: MISSING_CREDENTIALS_MESSAGE };
  return { ok: true, email: email.trim(), password };
}
