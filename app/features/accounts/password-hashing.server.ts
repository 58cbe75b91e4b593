import { hash as argon2Hash, parseOptions, verify as argon2Verify, type Algorithm } from "@node-rs/argon2";
import { verifyPassword as verifyScrypt } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { accounts } from "~/db/schema";
import { logger } from "~/utils/logger.server";

/**
 * Password hashing for better-auth (`emailAndPassword.password`): argon2id at
 * OWASP's minimum (19 MiB, 2 passes, 1 lane). Hashes written before this
 * module (better-auth's scrypt, `salt:key` in hex) still verify, and a correct
 * password re-hashes them to argon2id on the spot (docs/decisions/014-passwords-argon2id-zxcvbn-reset-sessions.md).
 */
export const ARGON2ID_POLICY = {
  // `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const ARGON2ID = 2;
const SCRYPT_HASH = /^[0-9a-f]+:[0-9a-f]+$/i;

// The same normalisation better-auth applies before scrypt, so one password has one hash input.
const normalise = (password: string) => password.normalize("NFKC");

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(normalise(password), ARGON2ID_POLICY);
}

export function isLegacyScryptHash(stored: string) {
  return SCRYPT_HASH.test(stored);
}

/** True for a scrypt hash and for an argon2 hash weaker than (or other than) the policy. */
export function needsRehash(stored: string) {
  if (!stored.startsWith("$argon2")) return true;
  try {
    const options = parseOptions(stored);
    return (
      options.algorithm !== ARGON2ID ||
      options.memoryCost < ARGON2ID_POLICY.memoryCost ||
      options.timeCost < ARGON2ID_POLICY.timeCost ||
      options.parallelism < ARGON2ID_POLICY.parallelism
    );
  } catch {
    return true;
  }
}

async function matches(stored: string, password: string) {
  if (stored.startsWith("$argon2")) return argon2Verify(stored, normalise(password)).catch(() => false);
  if (isLegacyScryptHash(stored)) return verifyScrypt({ hash: stored, password }).catch(() => false);
  return false;
}

/**
 * better-auth calls this wherever it checks a password (sign-in, change
 * password, two-factor set-up). The stored hash identifies its account row
 * (each has its own random salt), so an outdated hash is replaced right here,
 * and only while the row still holds it: a password changed meanwhile wins.
 */
export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  const ok = await matches(stored, password);
  if (ok && needsRehash(stored)) await upgradeStoredHash(stored, password);
  return ok;
}

async function upgradeStoredHash(stored: string, password: string) {
  try {
    const upgraded = await hashPassword(password);
    await getDb()
      .update(accounts)
      .set({ password: upgraded, updatedAt: new Date() })
      .where(and(eq(accounts.providerId, "credential"), eq(accounts.password, stored)));
  } catch (error) {
    // The sign-in itself succeeded; the next one tries again.
    logger.warn({ err: error }, "could not re-hash a password to argon2id");
  }
}
