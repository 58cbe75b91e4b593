import { createHash, randomBytes } from "node:crypto";

// What a key looks like: `uai_` and 32 random base64url characters (192 bits).
// Only its SHA-256 is stored: a high-entropy secret needs no slow hash, and a
// lookup by digest costs one index probe per request.

export const KEY_PREFIX = "uai_";
const KEY_PATTERN = /^uai_[A-Za-z0-9_-]{32}$/;
/** Characters of the key shown on screen to tell keys apart ("uai_" and 8 more). */
const SHOWN_CHARACTERS = 12;

export function newApiKeyToken() {
  const token = `${KEY_PREFIX}${randomBytes(24).toString("base64url")}`;
  return { token, prefix: token.slice(0, SHOWN_CHARACTERS), tokenHash: hashApiKeyToken(token) };
}

export function hashApiKeyToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

export function looksLikeApiKey(token: string) {
  return KEY_PATTERN.test(token);
}
