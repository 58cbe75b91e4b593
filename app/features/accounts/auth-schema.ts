import { z } from "zod";
import { MISSING_CREDENTIALS_MESSAGE } from "./credentials";

// The /auth action's input. The form checks the same credentials rules before
// submitting with `validateCredentials` (credentials.ts), which has no zod.
export { MISSING_CREDENTIALS_MESSAGE };

export const authModes = ["signin", "signup"] as const;
export type AuthMode = (typeof authModes)[number];

/** Where the form lives: the /auth page redirects on success, the dialog gets JSON. */
const source = z.enum(["page", "dialog"]).default("page");

const credentials = {
  email: z
    .string({ error: MISSING_CREDENTIALS_MESSAGE })
    .trim()
    .min(1, MISSING_CREDENTIALS_MESSAGE)
    // RFC 5321's limit, as EMAIL_MAX in sign-up-fields.server.ts (server-only, so not imported here).
    .max(254, "The e-mail address can be at most 254 characters."),
  password: z.string({ error: MISSING_CREDENTIALS_MESSAGE }).min(1, MISSING_CREDENTIALS_MESSAGE),
  source,
};

export const credentialsSchema = z.object({ email: credentials.email, password: credentials.password });

export const authFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("signin"), ...credentials }),
  z.object({ intent: z.literal("signup"), ...credentials }),
  z.object({
    intent: z.literal("totp"),
    code: z
      .string({ error: "Enter the 6-digit code from your authenticator app" })
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
    source,
  }),
  z.object({ intent: z.literal("google") }),
  // 'Resend' on the 'Check your email' panel after a sign-up.
  z.object({ intent: z.literal("resend-verification"), email: credentials.email, source }),
]);

export type AuthFormInput = z.infer<typeof authFormSchema>;

/** What the /auth action answers to a form (or dialog) submission. */
export type AuthActionData =
  { ok: true; result: "signed-in" | "signed-up" | "two-factor" | "verification-resent" } | { ok: false; error: { title: string; message: string } };
