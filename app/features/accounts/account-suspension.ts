// What a suspended account is told (better-auth's `banned` flag, set in the admin
// portal). Client-safe: the sign-in form shows it too.

export const ACCOUNT_SUSPENDED_TITLE = "Account suspended";
export const ACCOUNT_SUSPENDED_MESSAGE = "This account is suspended. If you think this is a mistake, write to our support team.";

/** The suspension message with the operator's support address (Settings, 'Legal and support'), wherever it is shown. */
export function accountSuspendedMessage(supportEmail: string): string {
  return supportEmail ? ACCOUNT_SUSPENDED_MESSAGE.replace(/\.$/, ` at ${supportEmail}.`) : ACCOUNT_SUSPENDED_MESSAGE;
}
