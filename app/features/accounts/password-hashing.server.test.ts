import { hash as argon2Hash } from "@node-rs/argon2";
import { hashPassword as scryptHash } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { accounts } from "~/db/schema";
import { getAuth } from "~/features/accounts/auth.server";
import { createSignedInUser, createUser } from "../../../tests/factories";
import { hashPassword, isLegacyScryptHash, needsRehash, verifyPassword } from "./password-hashing.server";

const PASSWORD = "violet otter jumps 91";
const ARGON2ID_OWASP = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

async function storedHash(userId: string) {
  const [row] = await getDb()
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return row?.password ?? null;
}

/** A user whose credential account holds `hash`, as one created before argon2id would. */
async function userWithHash(hash: string) {
  const user = await createUser();
  await getDb()
    .insert(accounts)
    .values({ id: `acc-${user.id}`, userId: user.id, providerId: "credential", accountId: user.id, password: hash });
  return user;
}

function signIn(email: string, password: string) {
  return getAuth().api.signInEmail({ body: { email, password }, asResponse: true });
}

describe("argon2id hashing", () => {
  it("hashes with argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane), a fresh salt each time", async () => {
    const first = await hashPassword(PASSWORD);
    const second = await hashPassword(PASSWORD);
    expect(first).toMatch(ARGON2ID_OWASP);
    expect(second).toMatch(ARGON2ID_OWASP);
    expect(first).not.toBe(second);
    expect(await verifyPassword({ hash: first, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: first, password: `${PASSWORD}!` })).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it("is what better-auth stores for a new account, and signs in with it", async () => {
    const { user, password } = await createSignedInUser({ password: PASSWORD });
    expect(await storedHash(user.id)).toMatch(ARGON2ID_OWASP);
    expect((await signIn(user.email, password)).status).toBe(200);
    expect((await signIn(user.email, "wrong horse battery 42")).status).toBe(401);
  });

  it("treats a different Unicode form of the same password as the same password (NFKC)", async () => {
    const hash = await hashPassword("café crème brûlée 7");
    expect(await verifyPassword({ hash, password: "cafe\u0301 cre\u0300me bru\u0302le\u0301e 7" })).toBe(true);
  });

  it("refuses a hash it does not know, and an empty one", async () => {
    expect(await verifyPassword({ hash: "md5$abcdef", password: PASSWORD })).toBe(false);
    expect(await verifyPassword({ hash: "", password: PASSWORD })).toBe(false);
    expect(await verifyPassword({ hash: "$argon2id$v=19$m=19456,t=2,p=1$broken", password: PASSWORD })).toBe(false);
  });
});

describe("hashes from before argon2id", () => {
  it("recognises better-auth's scrypt format", async () => {
    const legacy = await scryptHash(PASSWORD);
    expect(isLegacyScryptHash(legacy)).toBe(true);
    expect(needsRehash(legacy)).toBe(true);
    expect(isLegacyScryptHash(await hashPassword(PASSWORD))).toBe(false);
  });

  it("signs in with an old scrypt hash and replaces it with argon2id at that sign-in", async () => {
    const legacy = await scryptHash(PASSWORD);
    const user = await userWithHash(legacy);

    // A wrong password neither signs in nor touches the stored hash.
    expect((await signIn(user.email, "not the password 1")).status).toBe(401);
    expect(await storedHash(user.id)).toBe(legacy);

    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
    const upgraded = await storedHash(user.id);
    expect(upgraded).toMatch(ARGON2ID_OWASP);

    // The new hash works, the old one is gone for good.
    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
    expect(await storedHash(user.id)).toBe(upgraded);
    expect((await signIn(user.email, "not the password 1")).status).toBe(401);
  });

  it("re-hashes an argon2 hash made with weaker parameters", async () => {
    const weak = await argon2Hash(PASSWORD, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 } as never);
    expect(needsRehash(weak)).toBe(true);
    const user = await userWithHash(weak);
    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
    expect(await storedHash(user.id)).toMatch(ARGON2ID_OWASP);
  });

  it("leaves a password changed in the meantime alone (only the hash it checked is replaced)", async () => {
    const legacy = await scryptHash(PASSWORD);
    const user = await userWithHash(legacy);
    const newer = await hashPassword("another fine passphrase 8");
    await getDb().update(accounts).set({ password: newer }).where(eq(accounts.userId, user.id));
    // verify() was handed the old hash (as by a sign-in that read the row just before the change).
    expect(await verifyPassword({ hash: legacy, password: PASSWORD })).toBe(true);
    expect(await storedHash(user.id)).toBe(newer);
  });
});
