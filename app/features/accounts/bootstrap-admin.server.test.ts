import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { accounts, credits, users } from "~/db/schema";
import { getAuth, isAdmin } from "~/features/accounts/auth.server";
import { signInWithEmail } from "./auth-actions.server";
import { ensureAdminAccount } from "./bootstrap-admin.server";

const request = () => new Request("http://localhost:3999/auth", { method: "POST", headers: { "user-agent": "vitest" } });

describe("admin bootstrap", () => {
  it("is idempotent and yields one verified admin who can sign in", async () => {
    const db = getDb();
    await ensureAdminAccount("Admin@Example.com", "admin-password-123");
    await ensureAdminAccount("Admin@Example.com", "admin-password-123");

    const rows = await db.select().from(users).where(eq(users.email, "admin@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: "admin", emailVerified: true });
    const credentials = await db.select().from(accounts).where(eq(accounts.userId, rows[0].id));
    expect(credentials.filter((a) => a.providerId === "credential")).toHaveLength(1);
    // The admin is an account like any other: it has its credits record too.
    expect(await db.select().from(credits).where(eq(credits.userId, rows[0].id))).toHaveLength(1);

    const signedIn = await signInWithEmail(request(), { email: "admin@example.com", password: "admin-password-123" });
    expect(signedIn.ok).toBe(true);
    if (!signedIn.ok) return;
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const session = await getAuth().api.getSession({ headers: new Headers({ cookie }) });
    expect(isAdmin(session?.user)).toBe(true);
  });

  it("restores the role, the verification and the password of an existing account", async () => {
    const db = getDb();
    await ensureAdminAccount("boss@example.com", "first-password-1");
    const [user] = await db.select().from(users).where(eq(users.email, "boss@example.com"));
    await db.update(users).set({ role: "user", emailVerified: false }).where(eq(users.id, user.id));

    await ensureAdminAccount("boss@example.com", "second-password-2");
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ role: "admin", emailVerified: true });

    expect((await signInWithEmail(request(), { email: "boss@example.com", password: "first-password-1" })).ok).toBe(false);
    expect((await signInWithEmail(request(), { email: "boss@example.com", password: "second-password-2" })).ok).toBe(true);
  });
});

describe("admin bootstrap from several processes at once", () => {
  it("creates one admin when five start together, and none of them throws", async () => {
    const db = getDb();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => ensureAdminAccount("crowd@example.com", "crowd-password-123")));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const rows = await db.select().from(users).where(eq(users.email, "crowd@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: "admin", emailVerified: true });
    const linked = await db.select().from(accounts).where(eq(accounts.userId, rows[0].id));
    expect(linked.filter((a) => a.providerId === "credential")).toHaveLength(1);
  });
});
