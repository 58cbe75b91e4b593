import type { BetterAuthOptions } from "better-auth";
import { sendMail } from "~/services/mail/mail.server";
import { logger } from "~/utils/logger.server";
import { urls } from "~/utils/urls";
import { hashPassword, verifyPassword } from "./password-hashing.server";
import { RESET_LINK_TTL_SECONDS } from "./password-constants";

type EmailAndPassword = NonNullable<BetterAuthOptions["emailAndPassword"]>;

/**
 * The password part of better-auth's `emailAndPassword` options: argon2id
 * hashing, the e-mailed reset link, and a repeated sign-up answered exactly
 * like a new one. Spread into the options in features/accounts/auth.server.ts.
 */
export function passwordAuthOptions(site: { name: () => Promise<string>; publicUrl: string }) {
  return {
    password: { hash: hashPassword, verify: verifyPassword },
    resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
    revokeSessionsOnPasswordReset: true,
    async sendResetPassword({ user, token }) {
      // Our own page, not better-auth's redirecting URL: it needs no callbackURL
      // and works the same for a request made straight to /api/auth.
      const link = `${site.publicUrl}${urls.resetPassword(token)}`;
      const message = async () => {
        const name = await site.name();
        return {
          to: user.email,
          fromName: name,
          subject: `Reset your password for ${name}`,
          text:
            `Someone (hopefully you) asked to reset the password of your ${name} account.\n\n` +
            `Choose a new password by opening this link within the next hour (it works once):\n\n${link}\n\n` +
            `Every device signed in to your account will be signed out.\n\n` +
            `If you did not ask for this, ignore this message: your password stays as it is.\n`,
        };
      };
      // Not awaited: an address without an account answers at once, so one
      // with an account must not wait for the mail server either.
      void message()
        .then(sendMail)
        .catch((error: unknown) => logger.error({ err: error, userId: user.id }, "password reset mail failed"));
    },
    // Every field the admin and two-factor plugins add to a real new user, so
    // the answer to an address that already has an account looks the same.
    customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
      ...coreFields,
      role: "user",
      banned: false,
      banReason: null,
      banExpires: null,
      twoFactorEnabled: false,
      ...additionalFields,
      id,
    }),
  } satisfies Partial<EmailAndPassword>;
}
