import { z } from "zod";
import { text } from "~/utils/strict-input";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORDS_DIFFER_MESSAGE } from "./password-constants";

// Password forms (forgot, reset, change) share these schemas with their
// actions. The strength check itself (zxcvbn) runs on the server only:
// password-strength.server.ts. Constants and texts: password-constants.ts.

const newPassword = text("Password", { error: "Enter a new password" })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`);

const confirmPassword = z.string({ error: "Type the new password again" }).max(MAX_PASSWORD_LENGTH, PASSWORDS_DIFFER_MESSAGE);

export function samePasswords(value: { newPassword: string; confirmPassword: string }) {
  return value.newPassword === value.confirmPassword;
}

export const forgotPasswordSchema = z.strictObject({
  email: text("Email", { error: "Enter your e-mail address" })
    .trim()
    .min(1, "Enter your e-mail address")
    .max(254, "Enter a valid e-mail address")
    .pipe(z.email("Enter a valid e-mail address")),
});

/** better-auth's reset tokens: 24 letters and digits. */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9]{16,64}$/);

export const resetPasswordSchema = z
  .strictObject({ token: resetTokenSchema, newPassword, confirmPassword })
  .refine(samePasswords, { message: PASSWORDS_DIFFER_MESSAGE, path: ["confirmPassword"] });

export const changePasswordFields = {
  currentPassword: z
    .string({ error: "Enter your current password" })
    .min(1, "Enter your current password")
    .max(MAX_PASSWORD_LENGTH, "Your current password is incorrect."),
  newPassword,
  confirmPassword,
};

export const changePasswordSchema = z
  .strictObject(changePasswordFields)
  .refine(samePasswords, { message: PASSWORDS_DIFFER_MESSAGE, path: ["confirmPassword"] });

export type ForgotPasswordActionData = { ok: true; message: string } | { ok: false; error: { title: string; message: string } };
