// Password rules every form shows. No zod here: the sign-in / sign-up form,
// which public pages can open, imports this file.

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** How long an e-mailed reset link works. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;

/** Words of the site itself, refused as (the bulk of) a password. */
export const SITE_WORDS = ["uncensored", "uncensored ai", "uncensoredai", "uncensored-ai"];

export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. Avoid common passwords and your e-mail address; three or four unrelated words work well.`;
export const PASSWORDS_DIFFER_MESSAGE = "The two new passwords do not match.";
export const RESET_SENT_MESSAGE = "If an account exists for that address, we've sent a link to reset your password.";
export const EXPIRED_LINK_MESSAGE = "This password reset link has expired or was already used. Ask for a new one.";
export const WRONG_CURRENT_PASSWORD_MESSAGE = "Your current password is incorrect.";
