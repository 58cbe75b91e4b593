import { z } from "zod";
import { sessionIdSchema } from "./devices";
import { changePasswordFields, samePasswords } from "./password-rules";
import { PASSWORDS_DIFFER_MESSAGE } from "./password-constants";

// Shared by the profile form and the profile action.
export const profileFormSchema = z.object({
  username: z
    .string({ error: "Enter a username" })
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(32, "Username must be at most 32 characters")
    .regex(/^[A-Za-z0-9_.-]+$/, "Use only letters, numbers, dots, dashes and underscores"),
});

export const twoFactorPasswordSchema = z.object({
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password"),
});

export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code from your authenticator app" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
});

export const profileActionSchema = z.discriminatedUnion("intent", [
  profileFormSchema.extend({ intent: z.literal("update-profile") }),
  twoFactorPasswordSchema.extend({ intent: z.literal("enable-2fa") }),
  twoFactorCodeSchema.extend({ intent: z.literal("verify-2fa") }),
  twoFactorPasswordSchema.extend({ intent: z.literal("disable-2fa") }),
  z
    .strictObject({ intent: z.literal("change-password"), ...changePasswordFields })
    .refine(samePasswords, { message: PASSWORDS_DIFFER_MESSAGE, path: ["confirmPassword"] }),
  z.strictObject({ intent: z.literal("sign-out-device"), sessionId: sessionIdSchema }),
  z.strictObject({ intent: z.literal("sign-out-other-devices") }),
  z.strictObject({
    intent: z.literal("delete-account"),
    // The password, or (an account without one) the e-mail address typed out.
    confirmation: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(1024),
  }),
]);

export type ProfileActionData =
  | { ok: true; intent: "update-profile"; username: string }
  | { ok: true; intent: "enable-2fa"; totpURI: string; secret: string; backupCodes: string[] }
  | { ok: true; intent: "verify-2fa" | "disable-2fa" | "change-password" | "sign-out-device" | "sign-out-other-devices" }
  | { ok: false; intent: string; error: { title: string; message: string } };

/** What the profile page shows (member-since already formatted 'MMM d, yyyy'). */
export type AccountProfile = {
  email: string;
  username: string | null;
  avatarUrl: string | null;
  memberSince: string;
  twoFactorEnabled: boolean;
};
