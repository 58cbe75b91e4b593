import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { verifications } from "~/db/schema";
import { action as forgotAction } from "~/routes/auth/forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/auth/reset-password";
import { getAuth } from "~/features/accounts/auth.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser, uniqueEmail } from "../../../tests/factories";
import { EXPIRED_LINK_MESSAGE, PASSWORDS_DIFFER_MESSAGE, RESET_LINK_TTL_SECONDS, RESET_SENT_MESSAGE } from "./password-constants";

const OLD_PASSWORD = "violet otter jumps 91";
const NEW_PASSWORD = "amber falcon sings 27";

type Args = { request: Request; params: Record<string, string>; context: unknown };

function form(url: string, fields: Record<string, string>) {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "vitest" },
    body: new URLSearchParams(fields),
  });
}

function unwrap(result: unknown) {
  const { data, init } = result as { data: Record<string, unknown>; init?: { status?: number } };
  return { data, status: init?.status ?? 200 };
}

async function forgot(email: string) {
  return unwrap(
    await forgotAction({ request: form(`${getEnv().PUBLIC_URL}/auth/forgot-password`, { email }), params: {}, context: {} } as Args as never),
  );
}

async function openResetPage(link: string) {
  return resetLoader({ request: new Request(link), params: {}, context: {} } as Args as never);
}

async function submitReset(fields: Record<string, string>) {
  return resetAction({ request: form(`${getEnv().PUBLIC_URL}/auth/reset-password`, fields), params: {}, context: {} } as Args as never).catch(
    (e: unknown) => e,
  );
}

async function outbox(email: string) {
  const dir = path.join(getEnv().DATA_DIR, "mail");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(`${email}.eml`)).sort();
  return Promise.all(files.map(async (f) => (await readFile(path.join(dir, f), "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=")));
}

/** The reset link of the newest mail to `email` (the mail is sent in the background). */
async function resetLink(email: string) {
  for (let i = 0; i < 50; i++) {
    const link = (await outbox(email)).at(-1)?.match(/https?:\/\/\S+\/auth\/reset-password\?token=\S+/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail for ${email}`);
}

async function sessionOf(cookie: string) {
  return getAuth().api.getSession({ headers: new Headers({ cookie }) });
}

function signIn(email: string, password: string) {
  return getAuth().api.signInEmail({ body: { email, password }, asResponse: true });
}

function cookieOf(response: Response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("forgot password", () => {
  it("answers the same whether or not the address has an account, and mails only the owner", async () => {
    const { user } = await createSignedInUser({ password: OLD_PASSWORD });
    const nobody = uniqueEmail("nobody");
    const known = await forgot(user.email);
    const unknown = await forgot(nobody);
    expect(known).toEqual({ status: 200, data: { ok: true, message: RESET_SENT_MESSAGE } });
    expect(unknown).toEqual(known);
    await resetLink(user.email);
    expect(await outbox(nobody)).toHaveLength(0);
  });

  it("refuses a malformed address with a clear message", async () => {
    expect(await forgot("not-an-address")).toEqual({
      status: 400,
      data: {
        ok: false,
        error: { code: "BAD_REQUEST", title: "Error", message: "Enter a valid e-mail address" },
        fieldErrors: { email: "Enter a valid e-mail address" },
      },
    });
    expect(await forgot("a\u0000b@example.com")).toMatchObject({ status: 400, data: { ok: false } });
  });
});

describe("reset password from the e-mailed link", () => {
  it("sets the new password once, signs out every session, and the link then says it has expired", async () => {
    const { user, cookie: firstDevice } = await createSignedInUser({ password: OLD_PASSWORD });
    const secondDevice = cookieOf(await signIn(user.email, OLD_PASSWORD));
    expect(await sessionOf(secondDevice)).not.toBeNull();

    await forgot(user.email);
    const link = await resetLink(user.email);
    expect(link.startsWith(`${getEnv().PUBLIC_URL}/auth/reset-password?token=`)).toBe(true);
    const page = await openResetPage(link);
    expect(page).toMatchObject({ state: "ready", email: user.email });
    const token = (page as { token: string }).token;

    // Refusals leave the link usable.
    const differ = unwrap(await submitReset({ token, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` }));
    expect(differ).toEqual({
      status: 400,
      data: {
        ok: false,
        expired: false,
        error: { code: "BAD_REQUEST", title: "Error", message: PASSWORDS_DIFFER_MESSAGE },
        fieldErrors: { confirmPassword: PASSWORDS_DIFFER_MESSAGE },
      },
    });
    const weak = unwrap(await submitReset({ token, newPassword: "password123", confirmPassword: "password123" }));
    expect(weak.status).toBe(400);
    expect(weak.data).toMatchObject({
      ok: false,
      expired: false,
      error: { message: expect.stringMatching(/^This password is too easy to guess\./) },
    });
    const ownAddress = unwrap(await submitReset({ token, newPassword: user.email, confirmPassword: user.email }));
    expect(ownAddress.status).toBe(400);
    expect(await openResetPage(link)).toMatchObject({ state: "ready" });
    expect(await sessionOf(firstDevice)).not.toBeNull();

    const done = (await submitReset({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/auth");
    expect(done.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(true);

    expect(await sessionOf(firstDevice)).toBeNull();
    expect(await sessionOf(secondDevice)).toBeNull();
    expect((await signIn(user.email, OLD_PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);

    // One use only.
    const again = unwrap(await submitReset({ token, newPassword: "teal walrus hums 55", confirmPassword: "teal walrus hums 55" }));
    expect(again).toEqual({
      status: 400,
      data: { ok: false, expired: true, error: { code: "BAD_REQUEST", title: "Link expired", message: EXPIRED_LINK_MESSAGE } },
    });
    expect(await openResetPage(link)).toEqual({ state: "expired" });
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("expires an hour after it was sent", async () => {
    const { user } = await createSignedInUser({ password: OLD_PASSWORD });
    const asked = Date.now();
    await forgot(user.email);
    const link = await resetLink(user.email);
    const token = new URL(link).searchParams.get("token")!;
    const [row] = await getDb()
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `reset-password:${token}`));
    expect(Math.abs(row.expiresAt.getTime() - (asked + RESET_LINK_TTL_SECONDS * 1000))).toBeLessThan(10_000);

    await getDb()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `reset-password:${token}`));
    expect(await openResetPage(link)).toEqual({ state: "expired" });
    const late = unwrap(await submitReset({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));
    expect(late).toMatchObject({ status: 400, data: { expired: true } });
    expect((await signIn(user.email, OLD_PASSWORD)).status).toBe(200);
  });

  it("says the link has expired for a made-up or malformed token", async () => {
    const base = `${getEnv().PUBLIC_URL}/auth/reset-password`;
    expect(await openResetPage(`${base}?token=${"A".repeat(24)}`)).toEqual({ state: "expired" });
    expect(await openResetPage(`${base}?token=../../etc`)).toEqual({ state: "expired" });
    expect(await openResetPage(base)).toEqual({ state: "expired" });
    const forged = unwrap(await submitReset({ token: "B".repeat(24), newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));
    expect(forged).toMatchObject({ status: 400, data: { expired: true } });
    const extra = unwrap(await submitReset({ token: "B".repeat(24), newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, userId: "someone" }));
    expect(extra.status).toBe(400);
  });
});
