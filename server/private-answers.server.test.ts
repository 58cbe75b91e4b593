import { describe, expect, it, vi } from "vitest";
import { markStartupDone } from "~/services/instance/startup-state.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser, createUser } from "../tests/factories";

// Attack: a signed-in page, its data, an API answer or /api/auth/list-sessions
// (session tokens) kept by a shared or disk cache and served to someone else.
// Every answer that depends on the session says `private, no-store`; the
// anonymous public pages keep being cacheable (ADR 020).

vi.mock("virtual:react-router/server-build", async () => ({
  ...(await import("../tests/setup/react-router-build")),
  allowedActionOrigins: false,
}));
const { app } = await import("./app");
markStartupDone();

const get = (pathname: string, cookie?: string) =>
  app.request(`${getEnv().PUBLIC_URL}${pathname}`, { headers: cookie ? { cookie, origin: getEnv().PUBLIC_URL } : {} });

async function signedInAdmin() {
  const { user, cookie } = await createSignedInUser();
  const { getDb } = await import("~/db/db.server");
  const { users } = await import("~/db/schema");
  const { eq } = await import("drizzle-orm");
  await getDb().update(users).set({ role: "admin" }).where(eq(users.id, user.id));
  return { user, cookie };
}

describe("answers that depend on the session", () => {
  it("are private, no-store: pages, their .data, API answers and better-auth's session list", async () => {
    const { cookie } = await createSignedInUser({ credits: 2 });
    const admin = await signedInAdmin();
    const other = await createUser();
    const answers: Array<[string, Response]> = [
      ["/account/profile", await get("/account/profile", cookie)],
      ["/account/profile.data", await get("/account/profile.data", cookie)],
      ["/generator-app", await get("/generator-app", cookie)],
      ["/generator-app.data", await get("/generator-app.data", cookie)],
      ["/api/credits", await get("/api/credits", cookie)],
      ["/api/auth/list-sessions", await get("/api/auth/list-sessions", cookie)],
      ["/api/auth/get-session", await get("/api/auth/get-session", cookie)],
      // A public page rendered for a signed-in visitor shows their account in the header.
      ["/ (signed in)", await get("/", cookie)],
      ["/hidden/admin/users", await get("/hidden/admin/users", admin.cookie)],
      [`/hidden/admin/users/${other.id}.data`, await get(`/hidden/admin/users/${other.id}.data`, admin.cookie)],
    ];
    for (const [path, response] of answers) {
      expect([path, response.status < 500]).toEqual([path, true]);
      expect([path, response.headers.get("cache-control")]).toEqual([path, "private, no-store"]);
    }
    const sessions = answers.find(([path]) => path === "/api/auth/list-sessions")![1];
    expect(sessions.status).toBe(200);
    expect(JSON.stringify(await sessions.json())).toContain("token");
  });

  it("leaves the anonymous public pages and the public files cacheable, keyed by cookie", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("cache-control") ?? "").not.toMatch(/private|no-store/);
    expect(home.headers.get("vary")).toMatch(/Cookie/);
    const { cookie } = await createSignedInUser();
    const robots = await get("/robots.txt", cookie);
    expect(robots.headers.get("cache-control") ?? "").not.toMatch(/private|no-store/);
  });
});
