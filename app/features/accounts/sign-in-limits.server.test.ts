import { readdir } from "node:fs/promises";
import { request as httpRequest, type Server } from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { twoFactors, users } from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/utils/client-address.server";
import { getEnv, resetEnvCache } from "~/utils/env.server";
import { createSignedInUser, uniqueEmail } from "../../../tests/factories";
import { totpFromUri } from "../../../tests/totp";
import { getAuth } from "~/features/accounts/auth.server";

// The sign-in, sign-up, second-factor, password-reset and admin-login limits,
// tried as an attacker would: over real TCP connections to the whole Hono app
// (server/app.ts), each from its own loopback address (127.0.0.0/8 is all
// ours), so the socket address the server sees is the one we choose.

// The stand-in build lacks two optional exports React Router reads on data requests.
vi.mock("virtual:react-router/server-build", async () => ({
  ...(await import("../../../tests/setup/react-router-build")),
  allowedActionOrigins: false,
}));
const { app } = await import("../../../server/app");

let server: Server;
let port: number;
const SITE = "http://localhost:3999";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; text: string; cookies: string[] };

/** One request from `from` (a loopback address) to the running app, as a browser on the site would send it. */
function send(path: string, options: { from: string; method?: string; headers?: Record<string, string>; body?: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "POST",
        localAddress: options.from,
        headers: {
          host: new URL(SITE).host,
          origin: SITE,
          "user-agent": "vitest",
          ...(options.body ? { "content-length": String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
            cookies: (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]),
          }),
        );
      },
    );
    req.on("error", reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

/** better-auth's raw endpoint, as any HTTP client can call it. */
function rawSignIn(from: string, email: string, password: string, headers: Record<string, string> = {}) {
  return send("/api/auth/sign-in/email", {
    from,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
  });
}

/** Our sign-in form (/auth), as the page's own JavaScript posts it (React Router's data request). */
function formSignIn(from: string, email: string, password: string) {
  return send("/auth.data", {
    from,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "signin", email, password, source: "dialog" }).toString(),
  });
}

function adminLogin(from: string, fields: Record<string, string>, cookie = "") {
  return send("/hidden/admin.data", {
    from,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

const WRONG = "not-the-password-42";
const LOCK_MESSAGE = "Too many failed sign-in attempts for this account. Try again in 15 minutes.";
const GENERIC_MESSAGE = "Too many attempts. Try again in 15 minutes.";

function message(answer: Answer) {
  if (answer.headers["content-type"]?.toString().includes("json")) return (JSON.parse(answer.text) as { message?: string }).message;
  return /Too many[^"\\]*/.exec(answer.text)?.[0];
}

let nextHost = 10;
/** A loopback address no other test has used: counters never leak between tests. */
const freshAddress = () => `127.0.${nextHost++}.1`;

beforeAll(async () => {
  process.env.RATE_LIMIT = "on";
  resetEnvCache();
  server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  process.env.RATE_LIMIT = "off";
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

afterEach(() => {
  vi.useRealTimers();
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

describe("the client address (TRUST_PROXY)", () => {
  it("ignores X-Forwarded-For by default: a made-up address per request gives no new bucket", async () => {
    const from = freshAddress();
    // Different accounts each time, so only the per-address limit (20 failures) can stop it.
    for (let i = 0; i < 20; i++) {
      const answer = await rawSignIn(from, uniqueEmail("spray"), WRONG, {
        "x-forwarded-for": `198.51.100.${i}`,
        [CLIENT_ADDRESS_HEADER]: `203.0.113.${i}`,
      });
      expect(answer.status).toBe(401);
    }
    const refused = await rawSignIn(from, uniqueEmail("spray"), WRONG, { "x-forwarded-for": "198.51.100.200", "x-real-ip": "198.51.100.201" });
    expect(refused.status).toBe(429);
    expect(message(refused)).toBe(GENERIC_MESSAGE);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    // Our form counts the same address in the same bucket.
    const form = await formSignIn(from, uniqueEmail("spray"), WRONG);
    expect(form.status).toBe(429);
    expect(form.text).toContain(GENERIC_MESSAGE);
    expect(form.headers["retry-after"]).toBeDefined();

    // The session better-auth records carries the socket's address too.
    const other = freshAddress();
    const { user, password } = await createSignedInUser();
    const signedIn = await rawSignIn(other, user.email, password, { "x-forwarded-for": "198.51.100.77" });
    expect(signedIn.status).toBe(200);
    const sessions = await (await getAuth().$context).internalAdapter.listSessions(user.id);
    expect(sessions.map((s) => s.ipAddress)).toContain(other);
  });

  it("with TRUST_PROXY=1 takes the address the proxy appended and ignores what the client prepended", async () => {
    process.env.TRUST_PROXY = "1";
    resetEnvCache();
    const proxy = freshAddress();
    const client = "198.51.100.50";
    for (let i = 0; i < 20; i++) {
      const answer = await rawSignIn(proxy, uniqueEmail("spray"), WRONG, { "x-forwarded-for": `203.0.113.${i}, ${client}` });
      expect(answer.status).toBe(401);
    }
    expect((await rawSignIn(proxy, uniqueEmail("spray"), WRONG, { "x-forwarded-for": `203.0.113.250, ${client}` })).status).toBe(429);
    // Another client behind the same proxy is counted apart.
    expect((await rawSignIn(proxy, uniqueEmail("spray"), WRONG, { "x-forwarded-for": `203.0.113.1, 198.51.100.51` })).status).toBe(401);
  });
});

describe("password sign-in", () => {
  it("one client's failures never stop other users, nor the same user, signing in from other addresses", async () => {
    const attacker = freshAddress();
    const victim = await createSignedInUser();
    const bystander = await createSignedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await rawSignIn(attacker, victim.user.email, WRONG)).status);
    // Five tries at one account from one address, then that address is stopped
    // for that account: alone it can never reach the account lockout (10).
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);

    const home = freshAddress();
    expect((await rawSignIn(home, victim.user.email, victim.password)).status).toBe(200);
    expect((await formSignIn(home, bystander.user.email, bystander.password)).status).toBe(200);
    // The attacker's address can still sign in to another account it knows the password of.
    expect((await rawSignIn(attacker, bystander.user.email, bystander.password)).status).toBe(200);
  });

  it("counts our form and the raw endpoint together", async () => {
    const from = freshAddress();
    const { user } = await createSignedInUser();
    for (let i = 0; i < 3; i++) expect((await formSignIn(from, user.email, WRONG)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await rawSignIn(from, user.email, WRONG)).status).toBe(401);
    expect((await rawSignIn(from, user.email, WRONG)).status).toBe(429);
    const form = await formSignIn(from, user.email, WRONG);
    expect(form.status).toBe(429);
    expect(form.text).toContain(GENERIC_MESSAGE);
  });

  it("locks the account after 10 consecutive failures from several addresses, says how long, and lets it go after 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { user, password } = await createSignedInUser();
    const spelled = user.email.toUpperCase();
    for (const from of [freshAddress(), freshAddress()]) {
      // Upper case is the same account (better-auth lower-cases it).
      for (let i = 0; i < 5; i++) expect((await rawSignIn(from, i % 2 ? spelled : user.email, WRONG)).status).toBe(401);
    }
    const owner = freshAddress();
    const locked = await rawSignIn(owner, user.email, password);
    expect(locked.status).toBe(429);
    expect(message(locked)).toBe(LOCK_MESSAGE);
    expect(Number(locked.headers["retry-after"])).toBe(15 * 60);
    const viaForm = await formSignIn(freshAddress(), user.email, password);
    expect(viaForm.status).toBe(429);
    expect(viaForm.text).toContain("Too many failed sign-in attempts for this account. Try again in");

    // Hammering during the lock does not make it longer.
    vi.setSystemTime(Date.now() + 10 * 60_000);
    const later = await rawSignIn(owner, user.email, password);
    expect(message(later)).toBe("Too many failed sign-in attempts for this account. Try again in 5 minutes.");
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    expect((await rawSignIn(owner, user.email, password)).status).toBe(200);
    // The success ended the run: a new run starts from zero.
    expect((await rawSignIn(freshAddress(), user.email, WRONG)).status).toBe(401);
  });

  it("does not count retries during a lock against the owner's address", async () => {
    const { user, password } = await createSignedInUser();
    for (const from of [freshAddress(), freshAddress()]) {
      for (let i = 0; i < 5; i++) await rawSignIn(from, user.email, WRONG);
    }
    const owner = freshAddress();
    // More retries than the address allows failures (20): each is refused by the account lock only.
    for (let i = 0; i < 25; i++) expect(message(await rawSignIn(owner, user.email, password))).toBe(LOCK_MESSAGE);
    const { user: other, password: otherPassword } = await createSignedInUser();
    expect((await rawSignIn(owner, other.email, otherPassword)).status).toBe(200);
  });

  it("does not tell which addresses have accounts: a made-up one locks the same way", async () => {
    const ghost = uniqueEmail("ghost");
    for (const from of [freshAddress(), freshAddress()]) {
      for (let i = 0; i < 5; i++) expect((await rawSignIn(from, ghost, WRONG)).status).toBe(401);
    }
    expect(message(await rawSignIn(freshAddress(), ghost, WRONG))).toBe(LOCK_MESSAGE);
  });

  it("cannot be slipped past with parallel requests", async () => {
    const from = freshAddress();
    const { user } = await createSignedInUser();
    const answers = await Promise.all(Array.from({ length: 12 }, () => rawSignIn(from, user.email, WRONG)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });
});

describe("sign-up and password reset", () => {
  function rawSignUp(from: string, email: string) {
    return send("/api/auth/sign-up/email", {
      from,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "violet-harbour-lantern-93", name: "Someone" }),
    });
  }

  it("limits sign-ups of one address per account and per address", async () => {
    const email = uniqueEmail("signup");
    const statuses = [];
    for (const from of [freshAddress(), freshAddress(), freshAddress(), freshAddress()]) statuses.push((await rawSignUp(from, email)).status);
    // Each accepted sign-up mails the address: three an hour.
    expect(statuses).toEqual([200, 200, 200, 429]);

    const from = freshAddress();
    for (let i = 0; i < 10; i++) expect((await rawSignUp(from, uniqueEmail("signup"))).status).toBe(200);
    const refused = await rawSignUp(from, uniqueEmail("signup"));
    expect(refused.status).toBe(429);
    expect(message(refused)).toMatch(/^Too many attempts\. Try again in \d+ minutes\.$/);
  });

  it("limits reset e-mails per account and per address", async () => {
    const request = (from: string, email: string) =>
      send("/api/auth/request-password-reset", {
        from,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, redirectTo: "/auth/reset-password" }),
      });
    const email = uniqueEmail("reset");
    const statuses = [];
    for (const from of [freshAddress(), freshAddress(), freshAddress(), freshAddress()]) statuses.push((await request(from, email)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const from = freshAddress();
    for (let i = 0; i < 5; i++) expect((await request(from, uniqueEmail("reset"))).status).toBe(200);
    expect((await request(from, uniqueEmail("reset"))).status).toBe(429);
  });

  it("limits guesses at reset tokens per address", async () => {
    const from = freshAddress();
    const guess = (i: number) =>
      send("/api/auth/reset-password", {
        from,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: `guess-${i}`, newPassword: "violet-harbour-lantern-93" }),
      });
    for (let i = 0; i < 10; i++) expect((await guess(i)).status).toBe(400);
    expect((await guess(10)).status).toBe(429);
  });
});

/** Verification mails written to the outbox for `email` so far. */
async function verificationMailsTo(email: string) {
  const files = await readdir(path.join(getEnv().DATA_DIR, "mail")).catch(() => [] as string[]);
  return files.filter((name) => name.endsWith(`-${email}.eml`)).length;
}

async function unverifiedAccount() {
  const account = await createSignedInUser();
  await getDb().update(users).set({ emailVerified: false }).where(eq(users.id, account.user.id));
  return account;
}

describe("verification e-mails", () => {
  it("sends at most 3 an hour per account on sign-ins to an unverified account, answering every sign-in the same", async () => {
    const { user, password } = await unverifiedAccount();
    const from = freshAddress();
    const before = await verificationMailsTo(user.email);
    const answers: Array<[number, string | undefined]> = [];
    for (let i = 0; i < 12; i++) {
      const answer = await rawSignIn(i % 2 ? from : freshAddress(), user.email, password);
      answers.push([answer.status, (JSON.parse(answer.text) as { code?: string }).code]);
    }
    expect(new Set(answers.map((a) => a.join(" ")))).toEqual(new Set(["403 EMAIL_NOT_VERIFIED"]));
    // Our own form and the resend endpoint count against the same allowance.
    await formSignIn(freshAddress(), user.email, password);
    const resend = await send("/api/auth/send-verification-email", {
      from: freshAddress(),
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email }),
    });
    expect(resend.status).toBe(200);
    expect((await verificationMailsTo(user.email)) - before).toBe(3);
  });

  it("sends at most 3 an hour from one address, whatever the accounts", async () => {
    const from = freshAddress();
    const accounts = await Promise.all([unverifiedAccount(), unverifiedAccount(), unverifiedAccount(), unverifiedAccount()]);
    for (const { user, password } of accounts) {
      expect((await rawSignIn(from, user.email, password)).status).toBe(403);
    }
    const resend = await send("/api/auth/send-verification-email", {
      from,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: accounts[0].user.email }),
    });
    expect(resend.status).toBe(200);
    const sent = await Promise.all(accounts.map(({ user }) => verificationMailsTo(user.email)));
    expect(sent).toEqual([1, 1, 1, 0]);
    // Another address still gets the fourth account its link.
    await rawSignIn(freshAddress(), accounts[3].user.email, accounts[3].password);
    expect(await verificationMailsTo(accounts[3].user.email)).toBe(1);
  });
});

describe("admin login and the second factor", () => {
  it("refuses the eleventh admin-login attempt of a minute from one address, whatever X-Forwarded-For says", async () => {
    const from = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await send("/hidden/admin.data", {
        from,
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `203.0.113.${i}` },
        body: new URLSearchParams({ intent: "password", email: uniqueEmail("admin"), password: WRONG }).toString(),
      });
      statuses.push(answer.status);
      if (i === 10) {
        expect(answer.text).toMatch(/Too many attempts\. Try again in (\d+ seconds|1 minute)\./);
        expect(answer.headers["retry-after"]).toBeDefined();
      }
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it("limits wrong codes per address, and better-auth's account lockout says how long", async () => {
    const { user, password, cookie } = await createSignedInUser();
    await getDb().update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    const enabled = await getAuth().api.enableTwoFactor({ body: { password }, headers: new Headers({ cookie }) });
    if (!("totpURI" in enabled)) throw new Error("TOTP was not offered");
    const totpURI = enabled.totpURI;
    await getAuth().api.verifyTOTP({ body: { code: totpFromUri(totpURI) }, headers: new Headers({ cookie }) });

    // The password step through the admin login form gives the two-factor cookie.
    const challenge = async (from: string) => {
      const answer = await adminLogin(from, { intent: "password", email: user.email, password });
      expect(answer.status).toBe(200);
      return answer.cookies.join("; ");
    };
    const wrongCode = (from: string, twoFactorCookie: string) =>
      send("/api/auth/two-factor/verify-totp", {
        from,
        headers: { "content-type": "application/json", cookie: twoFactorCookie },
        body: JSON.stringify({ code: "000000" }),
      });

    const attacker = freshAddress();
    // Two challenges of five wrong codes each (better-auth allows five per challenge).
    for (let round = 0; round < 2; round++) {
      const twoFactorCookie = await challenge(attacker);
      for (let i = 0; i < 5; i++) expect((await wrongCode(attacker, twoFactorCookie)).status).toBe(401);
    }
    // Ten failures from one address: that address is stopped...
    const third = await challenge(attacker);
    const byAddress = await wrongCode(attacker, third);
    expect(byAddress.status).toBe(429);
    expect(message(byAddress)).toBe(GENERIC_MESSAGE);
    // ...and the account's second factor is locked (better-auth: 10 in a row), with the wait said.
    const owner = freshAddress();
    const ownerCookie = await challenge(owner);
    const [row] = await getDb().select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    const code = totpFromUri(totpURI);
    const locked = await adminLogin(owner, { intent: "totp", code }, ownerCookie);
    expect(locked.status).toBe(429);
    expect(locked.text).toContain("Too many wrong codes for this account. Try again in 15 minutes.");
    expect(row.lockedUntil).not.toBeNull();
  });
});

describe("RATE_LIMIT=off", () => {
  it("turns the limits off (local test runs only)", async () => {
    process.env.RATE_LIMIT = "off";
    resetEnvCache();
    try {
      expect(getEnv().RATE_LIMIT).toBe("off");
      const from = freshAddress();
      const email = uniqueEmail("off");
      for (let i = 0; i < 12; i++) expect((await rawSignIn(from, email, WRONG)).status).toBe(401);
    } finally {
      process.env.RATE_LIMIT = "on";
      resetEnvCache();
    }
  });
});
