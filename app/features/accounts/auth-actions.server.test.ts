import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { accounts, credits, profiles, sessions, transactions, users } from "~/db/schema";
import { getAuth } from "~/features/accounts/auth.server";
import { getEnv } from "~/utils/env.server";
import { uniqueEmail } from "../../../tests/factories";
import { signInWithEmail, signOut, signUpWithEmail } from "./auth-actions.server";

const PASSWORD = "password-123456";

function browserRequest(cookie?: string) {
  const headers = new Headers({ "user-agent": "vitest", origin: getEnv().PUBLIC_URL });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${getEnv().PUBLIC_URL}/auth`, { method: "POST", headers });
}

/** The cookies a browser would send back after these Set-Cookie headers. */
function cookiesFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

async function verificationLink(email: string) {
  const outbox = path.join(getEnv().DATA_DIR, "mail");
  const files = (await readdir(outbox)).filter((f) => f.endsWith(`${email}.eml`)).sort();
  expect(files.length).toBeGreaterThan(0);
  const body = (await readFile(path.join(outbox, files.at(-1)!), "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return body.match(/https?:\/\/\S+verify-email\S+/)![0];
}

async function rowsFor(email: string) {
  const db = getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return { user: undefined, credits: [], transactions: [], profiles: [], accounts: [] };
  return {
    user,
    credits: await db.select().from(credits).where(eq(credits.userId, user.id)),
    transactions: await db.select().from(transactions).where(eq(transactions.userId, user.id)),
    profiles: await db.select().from(profiles).where(eq(profiles.id, user.id)),
    accounts: await db.select().from(accounts).where(eq(accounts.userId, user.id)),
  };
}

async function signUpAndVerify(email: string) {
  const signedUp = await signUpWithEmail(browserRequest(), { email, password: PASSWORD });
  expect(signedUp.ok).toBe(true);
  const verified = await getAuth().handler(new Request(await verificationLink(email)));
  return verified;
}

describe("sign-up", () => {
  it("creates the account with exactly SIGNUP_CREDITS credits and one credit transaction", async () => {
    const email = uniqueEmail("signup");
    const result = await signUpWithEmail(browserRequest(), { email, password: PASSWORD });
    expect(result.ok).toBe(true);

    const rows = await rowsFor(email);
    expect(rows.user?.emailVerified).toBe(false);
    expect(rows.credits).toHaveLength(1);
    expect(rows.credits[0].amount).toBe(getEnv().SIGNUP_CREDITS);
    expect(rows.transactions).toHaveLength(1);
    expect(rows.transactions[0]).toMatchObject({ type: "credit", amount: getEnv().SIGNUP_CREDITS });
    expect(rows.profiles).toHaveLength(1);
    expect(rows.accounts.map((a) => a.providerId)).toEqual(["credential"]);
  });

  it("sends a verification link that verifies, signs in and lands on /generator-app", async () => {
    const email = uniqueEmail("verify");
    const response = await signUpAndVerify(email);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!, getEnv().PUBLIC_URL).pathname).toBe("/generator-app");
    expect(response.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(true);

    const rows = await rowsFor(email);
    expect(rows.user?.emailVerified).toBe(true);
    const userSessions = await getDb().select().from(sessions).where(eq(sessions.userId, rows.user!.id));
    expect(userSessions).toHaveLength(1);
  });

  it("does not grant the credits again when the same address signs up twice", async () => {
    const email = uniqueEmail("twice");
    expect((await signUpWithEmail(browserRequest(), { email, password: PASSWORD })).ok).toBe(true);
    // With verification required better-auth answers a repeat like a new sign-up, so
    // nobody can probe which addresses have accounts; nothing is written for it.
    const repeat = await signUpWithEmail(browserRequest(), { email, password: "another-password-1" });
    expect(repeat.ok).toBe(true);
    const outbox = path.join(getEnv().DATA_DIR, "mail");
    const mails = (await readdir(outbox)).filter((f) => f.endsWith(`${email}.eml`)).sort();
    expect(mails).toHaveLength(2);
    expect(await readFile(path.join(outbox, mails[1]), "utf8")).toContain("You already have an account");

    const all = await getDb().select().from(users).where(eq(users.email, email));
    expect(all).toHaveLength(1);
    const rows = await rowsFor(email);
    expect(rows.credits[0].amount).toBe(getEnv().SIGNUP_CREDITS);
    expect(rows.transactions).toHaveLength(1);
    expect(rows.accounts).toHaveLength(1);
  });

  it("refuses a short password with better-auth's message and writes nothing", async () => {
    const email = uniqueEmail("short");
    const result = await signUpWithEmail(browserRequest(), { email, password: "short" });
    expect(result).toMatchObject({ ok: false, status: 400, message: "Password too short" });
    const rows = await rowsFor(email);
    expect(rows.user).toBeUndefined();
  });

  it("refuses a malformed address and writes nothing", async () => {
    const result = await signUpWithEmail(browserRequest(), { email: "not-an-address", password: PASSWORD });
    expect(result).toMatchObject({ ok: false, message: "Invalid email address" });
    const found = await getDb().select().from(users).where(eq(users.email, "not-an-address"));
    expect(found).toHaveLength(0);
  });

  it("removes the account again when its credits cannot be written", async () => {
    const db = getDb();
    const email = uniqueEmail("broken");
    // A database that refuses the credits row: the sign-up must leave nothing behind.
    await db.execute(sql`alter table credits add constraint test_refuse_credits check (amount < 0) not valid`);
    try {
      const result = await signUpWithEmail(browserRequest(), { email, password: PASSWORD });
      expect(result.ok).toBe(false);
    } finally {
      await db.execute(sql`alter table credits drop constraint test_refuse_credits`);
    }
    const rows = await rowsFor(email);
    expect(rows.user).toBeUndefined();
    const orphans = await db.execute(sql`select count(*)::int as n from accounts a left join users u on u.id = a.user_id where u.id is null`);
    expect(Number((orphans as unknown as { rows: Array<{ n: number }> }).rows[0].n)).toBe(0);
  });

  it("leaves every account with its credits record", async () => {
    const all = await getDb().select({ id: users.id }).from(users);
    const withCredits = await getDb().select({ id: credits.userId }).from(credits);
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(withCredits.map((r) => r.id))).toEqual(new Set(all.map((r) => r.id)));
  });
});

describe("sign-in", () => {
  it("refuses an unverified address with better-auth's message and sends a new link", async () => {
    const email = uniqueEmail("unverified");
    await signUpWithEmail(browserRequest(), { email, password: PASSWORD });
    const outbox = path.join(getEnv().DATA_DIR, "mail");
    const before = (await readdir(outbox)).filter((f) => f.endsWith(`${email}.eml`)).length;

    const result = await signInWithEmail(browserRequest(), { email, password: PASSWORD });
    expect(result).toMatchObject({ ok: false, status: 403, message: "Email not verified" });
    const after = (await readdir(outbox)).filter((f) => f.endsWith(`${email}.eml`)).length;
    expect(after).toBe(before + 1);
  });

  it("refuses a wrong password with 'Invalid email or password'", async () => {
    const email = uniqueEmail("wrong");
    await signUpAndVerify(email);
    const result = await signInWithEmail(browserRequest(), { email, password: "not-the-password" });
    expect(result).toMatchObject({ ok: false, status: 401, message: "Invalid email or password" });
  });

  it("refuses an unknown address with the same message", async () => {
    const result = await signInWithEmail(browserRequest(), { email: uniqueEmail("nobody"), password: PASSWORD });
    expect(result).toMatchObject({ ok: false, status: 401, message: "Invalid email or password" });
  });

  it("signs a verified user in and out with cookies the route forwards", async () => {
    const email = uniqueEmail("signin");
    await signUpAndVerify(email);
    const signedIn = await signInWithEmail(browserRequest(), { email, password: PASSWORD });
    expect(signedIn.ok).toBe(true);
    if (!signedIn.ok) return;
    expect(signedIn.data.twoFactor).toBe(false);
    const cookie = cookiesFrom(signedIn.headers);
    expect(cookie).toContain("session_token=");

    const session = await getAuth().api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe(email);

    const signedOut = await signOut(browserRequest(cookie));
    expect(signedOut.ok).toBe(true);
    expect(signedOut.headers.getSetCookie().some((c) => /session_token=;/.test(c) || /Max-Age=0/i.test(c))).toBe(true);
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  });
});
