import { z } from "zod";
import { containsControlCharacters, controlCharacterMessage } from "~/utils/strict-input";

// Length caps on the account fields better-auth stores, checked in its `before`
// hook (auth.server.ts) for every endpoint, the raw /api/auth/* ones included:
// better-auth's own schemas take a string of any length (a 100 MB name was stored).

export const ACCOUNT_NAME_MAX = 100;
/** RFC 5321: a path is at most 256 octets, so an address at most 254 characters. */
export const EMAIL_MAX = 254;
/** RFC 5321: the part before the @ is at most 64 octets. */
export const EMAIL_LOCAL_PART_MAX = 64;
export const IMAGE_URL_MAX = 2048;

const IMAGE_URL_MESSAGE = "The picture address must be an http(s) address or one of this site's own files (/files/...).";

/**
 * A profile picture is shown as an image wherever the account appears: only
 * a web address (http or https, with a host) or a path to one of our stored
 * files. No javascript:, data:, protocol-relative (//host) or other scheme.
 */
export function isAllowedImageUrl(value: string) {
  if (/^\/files\/[A-Za-z0-9_-][A-Za-z0-9_./-]*$/.test(value)) return !value.split("/").includes("..");
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const emailField = z.string().max(EMAIL_MAX, `The e-mail address can be at most ${EMAIL_MAX} characters.`);

/** Fields with the same meaning on every better-auth endpoint; what else a body holds is better-auth's to check. */
const accountFieldsSchema = z.looseObject({
  name: z.string().max(ACCOUNT_NAME_MAX, `The name can be at most ${ACCOUNT_NAME_MAX} characters.`).optional(),
  email: emailField.optional(),
  newEmail: emailField.optional(),
  image: z
    .string()
    .max(IMAGE_URL_MAX, `The picture address can be at most ${IMAGE_URL_MAX} characters.`)
    .refine((value) => value === "" || isAllowedImageUrl(value), IMAGE_URL_MESSAGE)
    .nullish(),
});

const signUpSchema = z.looseObject({
  email: z
    .string()
    .refine((email) => (email.split("@")[0] ?? "").length <= EMAIL_LOCAL_PART_MAX, {
      message: `The part of the e-mail address before the @ can be at most ${EMAIL_LOCAL_PART_MAX} characters.`,
    })
    .optional(),
});

/**
 * Why a better-auth request body is refused (the message shown to the user), or
 * null when its account fields are within their limits. `path` is better-auth's
 * endpoint path, e.g. `/sign-up/email`.
 */
export function accountFieldsError(path: string, body: unknown): string | null {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return null;
  // A NUL would reach the database (which refuses it with a 500); no field of an account holds one.
  if (containsControlCharacters(body)) return controlCharacterMessage("The request");
  const fields = accountFieldsSchema.safeParse(body);
  if (!fields.success) return fields.error.issues[0]?.message ?? "Invalid request";
  if (path === "/sign-up/email") {
    const signUp = signUpSchema.safeParse(body);
    if (!signUp.success) return signUp.error.issues[0]?.message ?? "Invalid request";
  }
  return null;
}
