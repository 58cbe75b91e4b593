import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-auth/cookies";

const SIGNATURE_LENGTH = 44; // base64 of an HMAC-SHA256 (32 bytes), padded

/**
 * The value of cookie `name` in a `Cookie` header, signed as better-auth signs its session
 * cookie (better-call: `value.base64(HMAC-SHA256(secret, value))`), or null when the cookie is
 * missing or its signature is not ours. Synchronous node:crypto instead of better-call's
 * WebCrypto key import per call: the same check at a fraction of the cost (issue 30).
 */
export function readSignedCookie(cookieHeader: string | null, name: string, secret: string): string | null {
  if (!cookieHeader) return null;
  const raw = parseCookies(cookieHeader).get(name);
  if (!raw) return null;
  const dot = raw.lastIndexOf(".");
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const signature = raw.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(value).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
