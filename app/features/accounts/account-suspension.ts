// What a suspended account is told (better-auth's `banned` flag, set in the admin
// portal). Client-safe: the sign-in form shows it too.
import { CLIENT_ERROR_MESSAGES } from "~/utils/client-error-messages";

export const ACCOUNT_SUSPENDED_TITLE = CLIENT_ERROR_MESSAGES.accountSuspended.title;
export const ACCOUNT_SUSPENDED_MESSAGE = CLIENT_ERROR_MESSAGES.accountSuspended.message;

/** The suspension message with the operator's support address (Settings, 'Legal and support'), wherever it is shown. */
export function accountSuspendedMessage(supportEmail: string): string {
  return supportEmail ? ACCOUNT_SUSPENDED_MESSAGE.replace(/\.$/, ` at ${supportEmail}.`) : ACCOUNT_SUSPENDED_MESSAGE;
}
