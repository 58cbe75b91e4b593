// What a suspended account is told (better-auth's `banned` flag, set in the admin
// portal). Client-safe: the sign-in form shows it too.

export const ACCOUNT_SUSPENDED_TITLE = "Account suspended";
export const ACCOUNT_SUSPENDED_MESSAGE = "This account is suspended. If you think this is a mistake, write to our support team.";
