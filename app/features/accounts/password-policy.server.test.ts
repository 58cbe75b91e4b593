import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { accounts, users } from "~/db/schema";
import { action as authAction } from "~/routes/auth/auth";
import { getAuth } from "~/features/accounts/auth.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser, uniqueEmail } from "../../../tests/factories";
import { SIGN_UP_MIN_DURATION_MS, WEAK_PASSWORD_CODE } from "./password-policy.server";

const STRONG = "violet otter jumps 91";
const COMMON = ["12345678", "password", "aaaaaaaa", "qwertyuiop"];

/** A request straight to better-auth's HTTP API, as any client could send it. */
function raw(pathname: string, body: unknown, cookie?: string) {
  const headers = new Headers({ "content-type": "application/json", origin: getEnv().PUBLIC_URL, "user-agent": "vitest" });
  if (cookie) headers.set("cookie", cookie);
  return getAuth().handler(new Request(`${getEnv().PUBLIC_URL}/api/auth${pathname}`, { method: "POST", headers, body: JSON.stringify(body) }));
}

function postAuthForm(fields: Record<string, string>) {
  const request = new Request(`${getEnv().PUBLIC_URL}/auth`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "vitest" },
    body: new URLSearchParams(fields),
  });
  return authAction({ request, params: {}, context: {} } as never) as Promise<unknown>;
}

async function userCount(email: string) {
  return (await getDb().select().from(users).where(eq(users.email, email))).length;
}

async function mailsTo(email: string) {
  const outbox = path.join(getEnv().DATA_DIR, "mail");
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(`${email}.eml`)).sort();
  return Promise.all(files.map((f) => readFile(path.join(outbox, f), "utf8")));
}

describe("common passwords are refused", () => {
  it.each(COMMON)("raw POST /api/auth/sign-up/email refuses %j and creates nothing", async (password) => {
    const email = uniqueEmail("raw-weak");
    const response = await raw("/sign-up/email", { email, password, name: "Raw" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe(WEAK_PASSWORD_CODE);
    expect(body.message).toMatch(/^This password is too easy to guess\./);
    expect(await userCount(email)).toBe(0);
  });

  it("refuses the address itself (and its name part) as the password", async () => {
    const email = uniqueEmail("selfpw");
    for (const password of [email, email.split("@")[0]]) {
      const response = await raw("/sign-up/email", { email, password, name: "Self" });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe(WEAK_PASSWORD_CODE);
    }
    expect(await userCount(email)).toBe(0);
  });

  it.each(COMMON)("the /auth sign-up form refuses %j with 'Error' and the reason", async (password) => {
    const email = uniqueEmail("form-weak");
    const result = (await postAuthForm({ intent: "signup", email, password })) as { data: unknown; init: { status: number } };
    expect(result.init.status).toBe(400);
    expect(result.data).toEqual({
      ok: false,
      error: { code: "BAD_REQUEST", title: "Error", message: expect.stringMatching(/^This password is too easy to guess\./) },
    });
    expect(await userCount(email)).toBe(0);
  });

  it("still answers a too-short password with better-auth's own message", async () => {
    const response = await raw("/sign-up/email", { email: uniqueEmail("short"), password: "abc", name: "Short" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("Password too short");
  });

  it("accepts a passphrase", async () => {
    const email = uniqueEmail("passphrase");
    const response = await raw("/sign-up/email", { email, password: "correct horse battery staple 42", name: "Pass" });
    expect(response.status).toBe(200);
    expect(await userCount(email)).toBe(1);
  });

  it("raw POST /api/auth/change-password refuses a common new password and keeps the old one", async () => {
    const { user, cookie, password } = await createSignedInUser({ password: STRONG });
    const response = await raw("/change-password", { currentPassword: password, newPassword: "password1", revokeOtherSessions: false }, cookie);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe(WEAK_PASSWORD_CODE);
    expect((await getAuth().api.signInEmail({ body: { email: user.email, password }, asResponse: true })).status).toBe(200);
  });

  it("the admin plugin's endpoints that create a user or set a password are closed (the portal is the way in, audited)", async () => {
    const admin = await createSignedInUser({ password: STRONG });
    await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    const target = await createSignedInUser({ password: STRONG });

    const created = await raw("/admin/create-user", { email: uniqueEmail("admin-made"), password: "12345678", name: "Made" }, admin.cookie);
    expect(created.status).toBe(404);
    const set = await raw("/admin/set-user-password", { userId: target.user.id, newPassword: "qwertyuiop" }, admin.cookie);
    expect(set.status).toBe(404);
    const [account] = await getDb().select().from(accounts).where(eq(accounts.userId, target.user.id));
    expect((await getAuth().api.signInEmail({ body: { email: target.user.email, password: STRONG }, asResponse: true })).status).toBe(200);
    expect(account.password).toMatch(/^\$argon2id\$/);
  });
});

describe("sign-up answers the same for a new and an existing address", () => {
  async function signUp(email: string) {
    const started = performance.now();
    const response = await raw("/sign-up/email", { email, password: STRONG, name: "Same Name" });
    const elapsed = performance.now() - started;
    return {
      status: response.status,
      headers: [...response.headers.keys()].sort(),
      body: (await response.json()) as { token: unknown; user: Record<string, unknown> },
      elapsed,
    };
  }

  /** The answer without what is fresh in every answer (a random id, the current time). */
  function comparable(answer: Awaited<ReturnType<typeof signUp>>, email: string) {
    const { id, createdAt, updatedAt, ...rest } = answer.body.user;
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(Math.abs(Date.parse(String(createdAt)) - Date.now())).toBeLessThan(60_000);
    expect(updatedAt).toBe(createdAt);
    return {
      status: answer.status,
      headers: answer.headers,
      token: answer.body.token,
      keys: Object.keys(answer.body.user).sort(),
      user: { ...rest, email: rest.email === email ? "<email>" : rest.email },
    };
  }

  it("gives the same status, headers and body shape and values, and e-mails the owner instead", async () => {
    const existing = uniqueEmail("owner");
    const first = await signUp(existing);
    expect(first.status).toBe(200);
    // The owner verified the address and became an admin since: none of it shows.
    await getDb().update(users).set({ emailVerified: true, role: "admin", name: "Owner's real name" }).where(eq(users.email, existing));

    const fresh = uniqueEmail("fresh");
    const forNew = await signUp(fresh);
    const forExisting = await signUp(existing);

    expect(comparable(forExisting, existing)).toEqual(comparable(forNew, fresh));
    expect(forExisting.body.user.id).not.toBe(first.body.user.id);
    expect(forExisting.headers).not.toContain("set-cookie");
    expect(await userCount(existing)).toBe(1);

    const mails = await mailsTo(existing);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain("You already have an account");
  });

  it("takes as long for an existing address as for a new one", async () => {
    const existing = uniqueEmail("timing-owner");
    await signUp(existing);
    const forNew: number[] = [];
    const forExisting: number[] = [];
    for (let i = 0; i < 5; i++) {
      forNew.push((await signUp(uniqueEmail(`timing-${i}`))).elapsed);
      forExisting.push((await signUp(existing)).elapsed);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    // Both wait for the same floor; without it an existing address answered ~2.5 times sooner.
    expect(Math.min(...forNew, ...forExisting)).toBeGreaterThanOrEqual(SIGN_UP_MIN_DURATION_MS - 5);
    const ratio = median(forExisting) / median(forNew);
    expect(ratio).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.25);
  });
});
