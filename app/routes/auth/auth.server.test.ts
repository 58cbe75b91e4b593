import { describe, expect, it } from "vitest";
import { MISSING_CREDENTIALS_MESSAGE } from "~/features/accounts/auth-schema";
import { createSignedInUser, uniqueEmail } from "../../../tests/factories";
import { action as authAction, loader as authLoader } from "./auth";
import { action as logoutAction, loader as logoutLoader } from "./logout";

const BASE = "http://localhost:3999";
type Args = Parameters<typeof authAction>[0];

function post(fields: Record<string, string>, cookie = "") {
  const request = new Request(`${BASE}/auth`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", "user-agent": "vitest" },
    body: new URLSearchParams(fields),
  });
  return authAction({ request, params: {}, context: {} } as unknown as Args).catch((e: unknown) => e);
}

function unwrap(result: unknown) {
  const { data, init } = result as { data: Record<string, unknown>; init?: { status?: number; headers?: HeadersInit } };
  return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
}

describe("/auth action", () => {
  it.each([
    [{ intent: "signin", email: "", password: "secret-123" }],
    [{ intent: "signin", email: "someone@example.com", password: "" }],
    [{ intent: "signup", email: "   ", password: "" }],
    [{ intent: "signup" }],
  ])("asks for e-mail and password: %j", async (fields) => {
    const { data, status } = unwrap(await post(fields));
    expect(status).toBe(400);
    expect(data).toEqual({ ok: false, error: { code: "BAD_REQUEST", title: "Error", message: MISSING_CREDENTIALS_MESSAGE } });
  });

  it("answers a wrong password with 'Error' and better-auth's message", async () => {
    const { user } = await createSignedInUser();
    const { data, status } = unwrap(await post({ intent: "signin", email: user.email, password: "wrong-password" }));
    expect(status).toBe(401);
    expect(data).toEqual({ ok: false, error: { code: "UNAUTHENTICATED", title: "Error", message: "Invalid email or password" } });
  });

  it("reports a sign-up so the form can say 'Check your email'", async () => {
    const { data } = unwrap(await post({ intent: "signup", email: uniqueEmail("route"), password: "password-123456" }));
    expect(data).toEqual({ ok: true, result: "signed-up" });
  });

  it("redirects the page home after signing in, with the session cookie", async () => {
    const { user, password } = await createSignedInUser();
    const response = (await post({ intent: "signin", email: user.email, password, source: "page" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(true);
  });

  it("answers the dialog with JSON and the session cookie", async () => {
    const { user, password } = await createSignedInUser();
    const { data, headers } = unwrap(await post({ intent: "signin", email: user.email, password, source: "dialog" }));
    expect(data).toEqual({ ok: true, result: "signed-in" });
    expect(headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(true);
  });

  it("sends a signed-in visitor from /auth to /", async () => {
    const { cookie } = await createSignedInUser();
    const thrown = await authLoader({ request: new Request(`${BASE}/auth`, { headers: { cookie } }), params: {}, context: {} } as never).catch(
      (e) => e,
    );
    expect((thrown as Response).headers.get("location")).toBe("/");
    expect(await authLoader({ request: new Request(`${BASE}/auth`), params: {}, context: {} } as never)).toBeNull();
  });
});

describe("/logout", () => {
  it("signs out on POST and goes home with 'Logged out successfully'", async () => {
    const { cookie } = await createSignedInUser();
    const request = new Request(`${BASE}/logout`, { method: "POST", headers: { cookie } });
    const response = (await logoutAction({ request, params: {}, context: {} } as never).catch((e) => e)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("toast="))).toBe(true);
    expect(cookies.some((c) => /session_token=;/.test(c))).toBe(true);
    const { getAuth } = await import("~/features/accounts/auth.server");
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  });

  it("does not sign out on GET", async () => {
    const { cookie } = await createSignedInUser();
    const response = (await Promise.resolve()
      .then(() => logoutLoader())
      .catch((e) => e)) as Response;
    expect(response.headers.get("location")).toBe("/");
    const { getAuth } = await import("~/features/accounts/auth.server");
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie }) })).not.toBeNull();
  });
});
