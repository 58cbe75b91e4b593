// What a suspended account is told (better-auth's `banned` flag, set in the admin
// portal). Client-safe: the sign-in form shows it too.
import { ERROR_MESSAGES } from "~/utils/error-messages";

export const ACCOUNT_SUSPENDED_TITLE = ERROR_MESSAGES.accountSuspended.title;
export const ACCOUNT_SUSPENDED_MESSAGE = ERROR_MESSAGES.accountSuspended.message;

/** The suspension message with the operator's support address (Settings, 'Legal and support'), wherever it is shown. */
export function accountSuspendedMessage(supportEmail: string): string {
  return supportEmail ? ACCOUNT_SUSPENDED_MESSAGE.replace(/\.$/, ` at ${supportEmail}.`) : ACCOUNT_SUSPENDED_MESSAGE;
}
