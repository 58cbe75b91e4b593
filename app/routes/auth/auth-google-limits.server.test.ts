import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authLinkErrorMessage } from "~/features/accounts/auth-link-errors";
import { getAuth } from "~/features/accounts/auth.server";
import { CLIENT_ADDRESS_HEADER } from "~/utils/client-address.server";
import { resetEnvCache } from "~/utils/env.server";
import { action as authAction } from "./auth";

// Settings read when better-auth is first built in this file's process.
beforeAll(() => {
  process.env.GOOGLE_CLIENT_ID = "test-client-id.apps.googleusercontent.com";
  process.env.GOOGLE_CLIENT_SECRET = "test-client-secret";
  process.env.RATE_LIMIT = "on";
  resetEnvCache();
});

afterAll(() => {
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.GOOGLE_CLIENT_SECRET;
  process.env.RATE_LIMIT = "off";
  resetEnvCache();
});

const BASE = "http://localhost:3999";

function post(fields: Record<string, string>, address: string) {
  const request = new Request(`${BASE}/auth`, {
    method: "POST",
    // The address the server decided for the request (server/client-address.ts).
    headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: address },
    body: new URLSearchParams(fields),
  });
  return authAction({ request, params: {}, context: {} } as never).catch((e: unknown) => e);
}

describe("Google sign-in", () => {
  it("redirects to Google with the state cookie and /generator-app as the way back", async () => {
    const response = (await post({ intent: "google" }, "10.0.0.1")) as Response;
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    expect(location.origin).toBe("https://accounts.google.com");
    expect(location.searchParams.get("client_id")).toBe("test-client-id.apps.googleusercontent.com");
    expect(location.searchParams.get("redirect_uri")).toBe(`${BASE}/api/auth/callback/google`);
    expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
  });
});

describe("a failed Google callback", () => {
  const callback = (query: string, cookie?: string) =>
    getAuth().handler(new Request(`${BASE}/api/auth/callback/google?${query}`, { headers: cookie ? { cookie } : {} }));

  it("lands on /auth with better-auth's code, which the page shows as the spec's text", async () => {
    const noState = await callback("code=abc");
    expect(noState.status).toBe(302);
    expect(noState.headers.get("location")).toBe("/auth?error=state_not_found");
    expect(authLinkErrorMessage("state_not_found")).toBe("Not a valid PKCE flow url.");

    const unknownState = await callback("code=abc&state=forged-state");
    expect(unknownState.headers.get("location")).toBe("/auth?error=state_mismatch");
  });

  it("sends a sign-in cancelled at Google back to /auth as well", async () => {
    const started = (await post({ intent: "google" }, "10.0.0.9")) as Response;
    const state = new URL(started.headers.get("location")!).searchParams.get("state")!;
    const cookie = started.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const cancelled = await callback(`state=${encodeURIComponent(state)}&error=access_denied`, cookie);
    expect(cancelled.status).toBe(302);
    const location = new URL(cancelled.headers.get("location")!, BASE);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(authLinkErrorMessage("access_denied")).toBe("No session defined in URL");
  });
});

describe("rate limits", () => {
  it("stops the sixth failed password for one account from one address, and says how long", async () => {
    const fields = { intent: "signin", email: "nobody@example.com", password: "wrong-password" };
    for (let i = 0; i < 5; i++) {
      const { data } = (await post(fields, "10.0.0.2")) as { data: { error: { message: string } } };
      expect(data.error.message).toBe("Invalid email or password");
    }
    const { data, init } = (await post(fields, "10.0.0.2")) as { data: unknown; init: { status: number; headers: Headers } };
    expect(init.status).toBe(429);
    expect(init.headers.get("retry-after")).toBe("900");
    expect(data).toEqual({
      ok: false,
      error: { code: "TOO_MANY_REQUESTS", title: "Please wait", message: "Too many attempts. Try again in 15 minutes." },
    });

    // Another address is not affected, nor is another account from the first one.
    const other = (await post(fields, "10.0.0.3")) as { data: { error: { message: string } } };
    expect(other.data.error.message).toBe("Invalid email or password");
    const otherAccount = (await post({ ...fields, email: "someone-else@example.com" }, "10.0.0.2")) as { data: { error: { message: string } } };
    expect(otherAccount.data.error.message).toBe("Invalid email or password");
  });
});
