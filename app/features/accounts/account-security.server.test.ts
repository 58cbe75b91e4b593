import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { sessions, users } from "~/db/schema";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { getAuth } from "~/features/accounts/auth.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser } from "../../../tests/factories";
import type { SignedInDevice } from "./devices";
import { describeUserAgent } from "./devices.server";
import { PASSWORDS_DIFFER_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from "./password-constants";

const PASSWORD = "violet otter jumps 91";
const NEW_PASSWORD = "amber falcon sings 27";
const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

type Args = { request: Request; params: Record<string, string>; context: unknown };

function profileRequest(cookie: string, fields?: Record<string, string>) {
  const url = `${getEnv().PUBLIC_URL}/account/profile`;
  if (!fields) return new Request(url, { headers: { cookie } });
  return new Request(url, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function post(cookie: string, fields: Record<string, string>) {
  const result = (await profileAction({ request: profileRequest(cookie, fields), params: {}, context: {} } as Args as never)) as {
    data: Record<string, unknown>;
    init?: { status?: number; headers?: HeadersInit };
  };
  return { data: result.data, status: result.init?.status ?? 200, headers: new Headers(result.init?.headers) };
}

async function devicesOf(cookie: string) {
  const data = (await profileLoader({ request: profileRequest(cookie), params: {}, context: {} } as Args as never)) as {
    devices: SignedInDevice[];
    hasPassword: boolean;
  };
  return data.devices;
}

/** Signs in again as another device: its own session cookie. */
async function signInFrom(email: string, password: string, userAgent: string) {
  const response = await getAuth().api.signInEmail({
    body: { email, password },
    headers: new Headers({ "user-agent": userAgent }),
    asResponse: true,
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function signedIn(cookie: string) {
  return Boolean(await getAuth().api.getSession({ headers: new Headers({ cookie }) }));
}

function withNewCookies(cookie: string, headers: Headers) {
  const jar = new Map(cookie.split("; ").map((c) => [c.slice(0, c.indexOf("=")), c] as const));
  for (const set of headers.getSetCookie()) {
    const pair = set.split(";")[0];
    jar.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  return [...jar.values()].filter((c) => !c.endsWith("=")).join("; ");
}

function raw(pathname: string, body: unknown, cookie: string) {
  return getAuth().handler(
    new Request(`${getEnv().PUBLIC_URL}/api/auth${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: getEnv().PUBLIC_URL, cookie },
      body: JSON.stringify(body),
    }),
  );
}

describe("change password on /account/profile", () => {
  it("refuses a wrong current password, a mismatch and a common new password, each with its message", async () => {
    const { user, cookie } = await createSignedInUser({ password: PASSWORD });
    const wrong = await post(cookie, {
      intent: "change-password",
      currentPassword: "not my password 1",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong).toMatchObject({
      status: 400,
      data: {
        ok: false,
        intent: "change-password",
        error: { code: "BAD_REQUEST", title: "Error changing password", message: WRONG_CURRENT_PASSWORD_MESSAGE },
      },
    });

    const differ = await post(cookie, {
      intent: "change-password",
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: "something else 9",
    });
    expect(differ).toMatchObject({ status: 400, data: { error: { message: PASSWORDS_DIFFER_MESSAGE } } });

    for (const weak of ["12345678", "qwertyuiop", user.email]) {
      const refused = await post(cookie, { intent: "change-password", currentPassword: PASSWORD, newPassword: weak, confirmPassword: weak });
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({ error: { message: expect.stringMatching(/^This password is too easy to guess\./) } });
    }
    expect((await getAuth().api.signInEmail({ body: { email: user.email, password: PASSWORD }, asResponse: true })).status).toBe(200);
  });

  it("sets the new password, keeps this device signed in and signs out every other one", async () => {
    const { user, cookie } = await createSignedInUser({ password: PASSWORD });
    const phone = await signInFrom(user.email, PASSWORD, IPHONE_SAFARI);
    const laptop = await signInFrom(user.email, PASSWORD, MAC_CHROME);

    const changed = await post(cookie, {
      intent: "change-password",
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed).toMatchObject({ status: 200, data: { ok: true, intent: "change-password" } });

    const thisDevice = withNewCookies(cookie, changed.headers);
    expect(await signedIn(thisDevice)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect(await devicesOf(thisDevice)).toHaveLength(1);
    expect((await getAuth().api.signInEmail({ body: { email: user.email, password: PASSWORD }, asResponse: true })).status).toBe(401);
    expect((await getAuth().api.signInEmail({ body: { email: user.email, password: NEW_PASSWORD }, asResponse: true })).status).toBe(200);
  });

  it("signs out the other sessions even when a raw API call asks to keep them", async () => {
    const { user, cookie } = await createSignedInUser({ password: PASSWORD });
    const other = await signInFrom(user.email, PASSWORD, MAC_CHROME);
    const response = await raw("/change-password", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false }, cookie);
    expect(response.status).toBe(200);
    expect(await signedIn(other)).toBe(false);
  });

  it("tells a Google-only account it has no password to change", async () => {
    const { user, cookie } = await createSignedInUser({ password: PASSWORD });
    const { accounts } = await import("~/db/schema");
    await getDb().update(accounts).set({ password: null }).where(eq(accounts.userId, user.id));
    const data = (await profileLoader({ request: profileRequest(cookie), params: {}, context: {} } as Args as never)) as { hasPassword: boolean };
    expect(data.hasPassword).toBe(false);
  });
});

describe("signed-in devices on /account/profile", () => {
  it("lists the account's sessions with browser, system, address and this device first", async () => {
    const { user, cookie } = await createSignedInUser({ password: PASSWORD });
    await signInFrom(user.email, PASSWORD, IPHONE_SAFARI);
    const stranger = await createSignedInUser({ password: PASSWORD });

    const devices = await devicesOf(cookie);
    expect(devices).toHaveLength(2);
    expect(devices[0].current).toBe(true);
    expect(devices[1]).toMatchObject({ current: false, browser: "Safari", os: "iOS", kind: "mobile" });
    expect(devices[1].lastActiveAt).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M UTC$/);
    expect(JSON.stringify(devices)).not.toMatch(/token/i);
    const strangerIds = (await devicesOf(stranger.cookie)).map((d) => d.id);
    expect(devices.map((d) => d.id)).not.toContain(strangerIds[0]);
    for (const device of devices) {
      const [row] = await getDb().select({ token: sessions.token }).from(sessions).where(eq(sessions.id, device.id));
      expect(JSON.stringify(devices)).not.toContain(row.token);
    }
  });

  it("signs out one other device, which is then signed out, and not this one", async () => {
    const { user, cookie } = await createSignedInUser({ password: PASSWORD });
    const phone = await signInFrom(user.email, PASSWORD, IPHONE_SAFARI);
    const laptop = await signInFrom(user.email, PASSWORD, MAC_CHROME);
    const phoneId = (await devicesOf(cookie)).find((d) => d.browser === "Safari")!.id;

    expect(await post(cookie, { intent: "sign-out-device", sessionId: phoneId })).toMatchObject({
      status: 200,
      data: { ok: true, intent: "sign-out-device" },
    });
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(cookie)).toBe(true);

    const again = await post(cookie, { intent: "sign-out-device", sessionId: phoneId });
    expect(again).toMatchObject({ status: 404, data: { ok: false, error: { message: "That device is already signed out." } } });
    const currentId = (await devicesOf(cookie)).find((d) => d.current)!.id;
    const self = await post(cookie, { intent: "sign-out-device", sessionId: currentId });
    expect(self.status).toBe(400);
    expect(await signedIn(cookie)).toBe(true);
  });

  it("cannot sign out another user's session, by id on the page or by token on the raw API", async () => {
    const attacker = await createSignedInUser({ password: PASSWORD });
    const victim = await createSignedInUser({ password: PASSWORD });
    const [victimSession] = await getDb().select().from(sessions).where(eq(sessions.userId, victim.user.id));

    const byId = await post(attacker.cookie, { intent: "sign-out-device", sessionId: victimSession.id });
    expect(byId).toMatchObject({ status: 404, data: { ok: false } });
    await raw("/revoke-session", { token: victimSession.token }, attacker.cookie);
    await raw("/revoke-sessions", {}, attacker.cookie);
    expect(await signedIn(victim.cookie)).toBe(true);
    expect(await signedIn(attacker.cookie)).toBe(false); // revoke-sessions ended the attacker's own only
  });

  it("signs out all other devices at once and keeps this one", async () => {
    const { user, cookie } = await createSignedInUser({ password: PASSWORD });
    const phone = await signInFrom(user.email, PASSWORD, IPHONE_SAFARI);
    const laptop = await signInFrom(user.email, PASSWORD, MAC_CHROME);
    const neighbour = await createSignedInUser({ password: PASSWORD });

    expect(await post(cookie, { intent: "sign-out-other-devices" })).toMatchObject({ status: 200, data: { ok: true } });
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(cookie)).toBe(true);
    expect(await signedIn(neighbour.cookie)).toBe(true);
    expect(await devicesOf(cookie)).toHaveLength(1);
  });

  it("refuses a malformed or extra field", async () => {
    const { cookie } = await createSignedInUser({ password: PASSWORD });
    expect((await post(cookie, { intent: "sign-out-device", sessionId: "' or 1=1 --" })).status).toBe(400);
    expect((await post(cookie, { intent: "sign-out-other-devices", userId: "x" })).status).toBe(400);
  });
});

describe("describeUserAgent", () => {
  it.each([
    [MAC_CHROME, { browser: "Chrome", os: "macOS", kind: "desktop" }],
    [IPHONE_SAFARI, { browser: "Safari", os: "iOS", kind: "mobile" }],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0", { browser: "Firefox", os: "Windows", kind: "desktop" }],
    ["curl/8.5.0", { os: "unknown system", kind: "unknown" }],
    ["", { browser: "Unknown browser", os: "unknown system", kind: "unknown" }],
    [null, { browser: "Unknown browser", os: "unknown system", kind: "unknown" }],
  ])("%j", (ua, expected) => {
    expect(describeUserAgent(ua)).toMatchObject(expected);
  });
});

describe("the profile picture address through better-auth's update-user", () => {
  it("stores only http(s) addresses and our own file paths", async () => {
    const { user, cookie } = await createSignedInUser();
    const stored = async () => (await getDb().select({ image: users.image }).from(users).where(eq(users.id, user.id)))[0].image;
    for (const bad of [
      "javascript:alert(document.cookie)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "//evil.example/x.png",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "/files/../api/auth/list-sessions",
      "/hidden/admin/users",
      "https://user:pass@evil.example/x.png",
      "http:/evil.example",
    ]) {
      const response = await raw("/update-user", { image: bad }, cookie);
      expect([bad, response.status]).toEqual([bad, 400]);
      expect(await stored()).toBeNull();
    }
    for (const good of ["https://lh3.googleusercontent.com/a/photo.jpg", "http://cdn.example.com/me.png", "/files/media_library/abc_123.png"]) {
      const response = await raw("/update-user", { image: good }, cookie);
      expect([good, response.status]).toEqual([good, 200]);
      expect(await stored()).toBe(good);
    }
  });
});
