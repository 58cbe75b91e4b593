import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { profiles, users } from "~/db/schema";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { createSignedInUser } from "../../../tests/factories";
import { totpFromUri } from "../../../tests/totp";
import { getAccountProfile, updateUsername } from "./profile.server";
import { signInWithEmail, verifySignInCode } from "./auth-actions.server";

const URL_BASE = "http://localhost:3999";

type ActionArgs = Parameters<typeof profileAction>[0];

function post(cookie: string, fields: Record<string, string>) {
  const request = new Request(`${URL_BASE}/account/profile`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return profileAction({ request, params: {}, context: {} } as unknown as ActionArgs);
}

/** The data() a route returned: its payload and headers. */
function unwrap(result: unknown) {
  const { data, init } = result as { data: Record<string, unknown>; init?: { status?: number; headers?: HeadersInit } };
  return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
}

function withNewCookies(cookie: string, headers: Headers) {
  const jar = new Map(cookie.split("; ").map((c) => [c.slice(0, c.indexOf("=")), c] as const));
  for (const set of headers.getSetCookie()) {
    const pair = set.split(";")[0];
    jar.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  return [...jar.values()].filter((c) => !c.endsWith("=")).join("; ");
}

describe("profile", () => {
  it("shows e-mail, member-since as 'MMM d, yyyy' and the avatar", async () => {
    const { user } = await createSignedInUser();
    await getDb()
      .update(users)
      .set({ createdAt: new Date("2025-03-07T12:00:00Z"), image: "https://img.example/u.png" })
      .where(eq(users.id, user.id));
    const profile = await getAccountProfile(getDb(), user.id);
    expect(profile).toMatchObject({
      email: user.email,
      username: null,
      memberSince: "Mar 7, 2025",
      avatarUrl: "https://img.example/u.png",
      twoFactorEnabled: false,
    });

    await getDb().update(profiles).set({ avatarUrl: "/files/media_library/me.png" }).where(eq(profiles.id, user.id));
    expect((await getAccountProfile(getDb(), user.id)).avatarUrl).toBe("/files/media_library/me.png");
  });

  it("creates the profile row when an older account has none", async () => {
    const { user } = await createSignedInUser();
    await getDb().delete(profiles).where(eq(profiles.id, user.id));
    expect(await updateUsername(getDb(), user.id, "newname")).toBe("newname");
    const [row] = await getDb().select().from(profiles).where(eq(profiles.id, user.id));
    expect(row.username).toBe("newname");
  });

  it("updates the username through the profile action", async () => {
    const { user, cookie } = await createSignedInUser();
    const { data, status } = unwrap(await post(cookie, { intent: "update-profile", username: "  pixel_artist  " }));
    expect(status).toBe(200);
    expect(data).toEqual({ ok: true, intent: "update-profile", username: "pixel_artist" });
    const [row] = await getDb().select().from(profiles).where(eq(profiles.id, user.id));
    expect(row.username).toBe("pixel_artist");
  });

  it.each([
    ["", "Username must be at least 3 characters"],
    ["ab", "Username must be at least 3 characters"],
    ["x".repeat(33), "Username must be at most 32 characters"],
    ["<b>bold</b>", "Use only letters, numbers, dots, dashes and underscores"],
  ])("refuses the username %j with 'Error updating profile' and changes nothing", async (username, message) => {
    const { user, cookie } = await createSignedInUser();
    await updateUsername(getDb(), user.id, "before");
    const { data, status } = unwrap(await post(cookie, { intent: "update-profile", username }));
    expect(status).toBe(400);
    expect(data).toEqual({
      ok: false,
      intent: "update-profile",
      error: { code: "BAD_REQUEST", title: "Error updating profile", message },
      fieldErrors: { username: message },
    });
    const [row] = await getDb().select().from(profiles).where(eq(profiles.id, user.id));
    expect(row.username).toBe("before");
  });

  it("sends a visitor without a session to /auth", async () => {
    const request = new Request(`${URL_BASE}/account/profile`);
    const thrown = await profileLoader({ request, params: {}, context: {} } as unknown as Parameters<typeof profileLoader>[0]).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/auth");

    const posted = await post("", { intent: "update-profile", username: "sneaky" }).catch((e) => e);
    expect((posted as Response).headers.get("location")).toBe("/auth");
  });
});

describe("two-factor authentication", () => {
  it("is turned on with the password and one code, then asked for at sign-in, then turned off", async () => {
    const { user, password, cookie: firstCookie } = await createSignedInUser();
    let cookie = firstCookie;

    const wrong = unwrap(await post(cookie, { intent: "enable-2fa", password: "not-my-password" }));
    expect(wrong.data).toMatchObject({ ok: false, error: { title: "Error", message: "Invalid password" } });

    const started = unwrap(await post(cookie, { intent: "enable-2fa", password }));
    expect(started.data).toMatchObject({ ok: true, intent: "enable-2fa" });
    const totpURI = started.data.totpURI as string;
    expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(started.data.secret).toBe(new URL(totpURI).searchParams.get("secret"));
    expect((started.data.backupCodes as string[]).length).toBeGreaterThan(0);
    cookie = withNewCookies(cookie, started.headers);
    // Not on until a code is verified.
    expect((await getAccountProfile(getDb(), user.id)).twoFactorEnabled).toBe(false);

    const badCode = unwrap(await post(cookie, { intent: "verify-2fa", code: "12345" }));
    expect(badCode.data).toMatchObject({ ok: false, error: { message: "Enter the 6-digit code from your authenticator app" } });

    const verified = unwrap(await post(cookie, { intent: "verify-2fa", code: totpFromUri(totpURI) }));
    expect(verified.data).toEqual({ ok: true, intent: "verify-2fa" });
    cookie = withNewCookies(cookie, verified.headers);
    expect((await getAccountProfile(getDb(), user.id)).twoFactorEnabled).toBe(true);

    const request = () => new Request(`${URL_BASE}/auth`, { method: "POST", headers: { "user-agent": "vitest" } });
    const firstStep = await signInWithEmail(request(), { email: user.email, password });
    expect(firstStep.ok && firstStep.data.twoFactor).toBe(true);
    if (!firstStep.ok) return;
    const challenge = withNewCookies("", firstStep.headers);
    expect(challenge).not.toContain("session_token=");
    const secondStepRequest = new Request(`${URL_BASE}/auth`, { method: "POST", headers: { cookie: challenge } });
    const secondStep = await verifySignInCode(secondStepRequest, totpFromUri(totpURI));
    expect(secondStep.ok).toBe(true);
    expect(withNewCookies("", secondStep.headers)).toContain("session_token=");

    const disabled = unwrap(await post(cookie, { intent: "disable-2fa", password }));
    expect(disabled.data).toEqual({ ok: true, intent: "disable-2fa" });
    expect((await getAccountProfile(getDb(), user.id)).twoFactorEnabled).toBe(false);
  });
});
