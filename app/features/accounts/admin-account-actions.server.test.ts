import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, credits, sessions, transactions, users } from "~/db/schema";
import { getAuth } from "~/features/accounts/auth.server";
import { signInWithEmail } from "~/features/accounts/auth-actions.server";
import { expectAppError, ledgerSum, request } from "~/features/generation/generation-test-helpers";
import { reserveGeneration } from "~/features/generation/reserve-generation.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser, createUser } from "../../../tests/factories";
import { accountSuspendedMessage } from "~/features/accounts/account-suspension";
import { adjustmentDescription } from "~/features/credits/adjustment-rules";
import { adjustCredits } from "~/features/credits/adjust-credits.server";
import {
  markEmailVerified,
  resendVerification,
  setAdminRole,
  signOutEverywhere,
  suspendAccount,
  unsuspendAccount,
} from "./admin-account-actions.server";
import { MAX_BALANCE } from "~/features/credits/ledger.server";

async function newAdmin() {
  const admin = await createUser({ role: "admin" });
  return { id: admin.id, email: admin.email };
}

/** Earlier tests' admins step down, so the last-admin rule sees only these. */
async function newSoleAdmins(n: number) {
  await getDb().update(users).set({ role: "user" }).where(eq(users.role, "admin"));
  return Promise.all(Array.from({ length: n }, newAdmin));
}

async function balance(userId: string) {
  const [row] = await getDb().select({ amount: credits.amount }).from(credits).where(eq(credits.userId, userId));
  return row?.amount ?? null;
}

async function auditOf(userId: string) {
  return getDb().select().from(adminActions).where(eq(adminActions.targetUserId, userId)).orderBy(adminActions.createdAt);
}

async function sessionCount(userId: string) {
  return (await getDb().select().from(sessions).where(eq(sessions.userId, userId))).length;
}

function signedInRequest(cookie: string) {
  return new Request(`${getEnv().PUBLIC_URL}/api/auth/get-session`, { headers: { cookie } });
}

describe("Adjust credits", () => {
  it("adds and takes credits through the ledger, with the reason in the user's transactions and an audit row", async () => {
    const admin = await newAdmin();
    const user = await createUser({ credits: 5 });
    expect(await adjustCredits(getDb(), admin, { userId: user.id, amount: 10, reason: "Refund for a failed picture" })).toBe(15);
    expect(await adjustCredits(getDb(), admin, { userId: user.id, amount: -3, reason: "Goodwill given twice" })).toBe(12);
    expect(await balance(user.id)).toBe(12);
    expect(await ledgerSum(user.id)).toBe(12);
    const rows = await getDb().select().from(transactions).where(eq(transactions.userId, user.id)).orderBy(transactions.createdAt);
    expect(rows.slice(1).every((t) => t.idempotencyKey?.startsWith("adjustment:"))).toBe(true);
    expect(rows.slice(1).map((t) => [t.type, t.amount, t.description])).toEqual([
      ["credit", 10, adjustmentDescription("Refund for a failed picture")],
      ["debit", 3, adjustmentDescription("Goodwill given twice")],
    ]);
    const audit = await auditOf(user.id);
    expect(audit.map((a) => [a.action, a.adminEmail, a.reason, a.before, a.after])).toEqual([
      ["credits.adjust", admin.email, "Refund for a failed picture", { balance: 5 }, { balance: 15, amount: 10 }],
      ["credits.adjust", admin.email, "Goodwill given twice", { balance: 15 }, { balance: 12, amount: -3 }],
    ]);
  });

  it("refuses to go below zero and then moves nothing and records nothing", async () => {
    const admin = await newAdmin();
    const user = await createUser({ credits: 4 });
    await expectAppError(
      adjustCredits(getDb(), admin, { userId: user.id, amount: -5, reason: "Too much" }),
      "Could not adjust credits",
      "The balance is 4: taking 5 would go below zero.",
    );
    expect(await balance(user.id)).toBe(4);
    expect(await ledgerSum(user.id)).toBe(4);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it("refuses 0, fractions and unknown accounts", async () => {
    const admin = await newAdmin();
    const user = await createUser({ credits: 4 });
    await expectAppError(adjustCredits(getDb(), admin, { userId: user.id, amount: 0, reason: "Nothing" }), "Could not adjust credits");
    await expectAppError(adjustCredits(getDb(), admin, { userId: user.id, amount: 1.5, reason: "Half" }), "Could not adjust credits");
    await expectAppError(adjustCredits(getDb(), admin, { userId: "nobody", amount: 1, reason: "Ghost" }), "Could not adjust credits");
    expect(await getDb().select().from(adminActions).where(eq(adminActions.adminId, admin.id))).toHaveLength(0);
  });

  it("refuses an adjustment past the largest balance with a clear message, not an integer overflow", async () => {
    const admin = await newAdmin();
    const user = await createUser({ credits: MAX_BALANCE - 5 });
    await expectAppError(
      adjustCredits(getDb(), admin, { userId: user.id, amount: 10, reason: "Overflow attempt" }),
      "Balance limit reached",
      "A balance can hold at most 2,147,483,647 credits: this would go above it.",
    );
    expect(await balance(user.id)).toBe(MAX_BALANCE - 5);
    expect(await ledgerSum(user.id)).toBe(MAX_BALANCE - 5);
    expect(await auditOf(user.id)).toEqual([]);
    expect(await adjustCredits(getDb(), admin, { userId: user.id, amount: 5, reason: "Up to the brim" })).toBe(MAX_BALANCE);
  });

  it("keeps balance = ledger when two admins take credits at once: only what the balance allows", async () => {
    const [first, second] = [await newAdmin(), await newAdmin()];
    const user = await createUser({ credits: 10 });
    const results = await Promise.allSettled([
      adjustCredits(getDb(), first, { userId: user.id, amount: -7, reason: "First" }),
      adjustCredits(getDb(), second, { userId: user.id, amount: -7, reason: "Second" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await balance(user.id)).toBe(3);
    expect(await ledgerSum(user.id)).toBe(3);
    expect(await auditOf(user.id)).toHaveLength(1);
  });
});

describe("Suspend and Unsuspend", () => {
  it("ends the account's sessions at once, refuses sign-in with a clear message and blocks generation", async () => {
    const admin = await newAdmin();
    const { user, cookie, password } = await createSignedInUser({ credits: 3 });
    expect(await getAuth().api.getSession({ headers: signedInRequest(cookie).headers })).not.toBeNull();

    await suspendAccount(getDb(), admin, { userId: user.id, reason: "Chargebacks with stolen cards" });

    expect(await sessionCount(user.id)).toBe(0);
    expect(await getAuth().api.getSession({ headers: signedInRequest(cookie).headers })).toBeNull();
    const signIn = await signInWithEmail(new Request(`${getEnv().PUBLIC_URL}/auth`, { method: "POST" }), { email: user.email, password });
    expect(signIn.ok).toBe(false);
    // The message names the support address (the default until an admin saves one: support@<PUBLIC_URL's host>).
    expect(signIn.ok ? "" : signIn.message).toBe(accountSuspendedMessage("support@localhost"));
    expect(accountSuspendedMessage("support@localhost")).toContain("write to our support team at support@localhost.");
    // A request already past the session check when the suspension landed is stopped by the reservation.
    await expectAppError(
      reserveGeneration(getDb(), { userId: user.id, request: request() }),
      "Account suspended",
      accountSuspendedMessage("support@localhost"),
    );
    expect(await balance(user.id)).toBe(3);

    await unsuspendAccount(getDb(), admin, { userId: user.id });
    const again = await signInWithEmail(new Request(`${getEnv().PUBLIC_URL}/auth`, { method: "POST" }), { email: user.email, password });
    expect(again.ok).toBe(true);
    expect((await auditOf(user.id)).map((a) => [a.action, a.reason, a.after])).toEqual([
      ["account.suspend", "Chargebacks with stolen cards", { suspended: true, endedSessions: 1 }],
      ["account.unsuspend", null, { suspended: false }],
    ]);
  });

  it("refuses to suspend oneself, an admin, or an account twice", async () => {
    const admin = await newAdmin();
    const otherAdmin = await createUser({ role: "admin" });
    const user = await createUser();
    await expectAppError(suspendAccount(getDb(), admin, { userId: admin.id, reason: "Myself" }), "Could not suspend the account");
    await expectAppError(
      suspendAccount(getDb(), admin, { userId: otherAdmin.id, reason: "Rival" }),
      "Could not suspend the account",
      "This account is an admin: remove its admin role first.",
    );
    await suspendAccount(getDb(), admin, { userId: user.id, reason: "Spam" });
    await expectAppError(
      suspendAccount(getDb(), admin, { userId: user.id, reason: "Spam" }),
      "Could not suspend the account",
      "This account is already suspended.",
    );
    await expectAppError(unsuspendAccount(getDb(), admin, { userId: otherAdmin.id }), "Could not unsuspend the account");
    expect(await auditOf(user.id)).toHaveLength(1);
  });
});

describe("the admin role", () => {
  it("gives and removes it, but never from the last admin", async () => {
    const [admin] = await newSoleAdmins(1);
    const user = await createUser();
    await setAdminRole(getDb(), admin, { userId: user.id, admin: true });
    await setAdminRole(getDb(), admin, { userId: user.id, admin: false });
    await expectAppError(
      setAdminRole(getDb(), admin, { userId: admin.id, admin: false }),
      "Could not remove the admin role",
      "This is the last admin: make another account an admin first.",
    );
    const [row] = await getDb().select({ role: users.role }).from(users).where(eq(users.id, admin.id));
    expect(row.role).toBe("admin");
    expect((await auditOf(user.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ["account.make-admin", { role: "user" }, { role: "admin" }],
      ["account.remove-admin", { role: "admin" }, { role: "user" }],
    ]);
  });

  it("leaves one admin when the last two remove each other at the same moment", async () => {
    const [first, second] = await newSoleAdmins(2);
    const results = await Promise.allSettled([
      setAdminRole(getDb(), first, { userId: second.id, admin: false }),
      setAdminRole(getDb(), second, { userId: first.id, admin: false }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [{ admins }] = await getDb()
      .select({ admins: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, "admin"));
    expect(admins).toBe(1);
  });

  it("closes better-auth's own admin endpoints, so no change escapes the audit", async () => {
    const { cookie, user } = await createSignedInUser();
    await getDb().update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    const target = await createUser();
    const headers = new Headers({ cookie, "content-type": "application/json", origin: getEnv().PUBLIC_URL });
    for (const [endpoint, body] of [
      ["set-role", { userId: target.id, role: "admin" }],
      ["ban-user", { userId: target.id }],
      ["remove-user", { userId: target.id }],
      ["impersonate-user", { userId: target.id }],
    ] as const) {
      const response = await getAuth().handler(
        new Request(`${getEnv().PUBLIC_URL}/api/auth/admin/${endpoint}`, { method: "POST", headers, body: JSON.stringify(body) }),
      );
      expect(response.status, endpoint).toBe(404);
    }
    const [after] = await getDb().select().from(users).where(eq(users.id, target.id));
    expect([after.role, after.banned]).toEqual(["user", false]);
  });
});

describe("e-mail verification and sessions", () => {
  it("marks an address verified once", async () => {
    const admin = await newAdmin();
    const user = await createUser();
    await getDb().update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    await markEmailVerified(getDb(), admin, { userId: user.id });
    await expectAppError(markEmailVerified(getDb(), admin, { userId: user.id }), "Could not mark the e-mail verified");
    const [row] = await getDb().select({ verified: users.emailVerified }).from(users).where(eq(users.id, user.id));
    expect(row.verified).toBe(true);
    expect((await auditOf(user.id)).map((a) => a.action)).toEqual(["account.mark-verified"]);
  });

  it("sends a new verification link to an unverified address", async () => {
    const admin = await newAdmin();
    const user = await createUser();
    await getDb().update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    await resendVerification(getDb(), admin, { userId: user.id });
    const outbox = path.join(getEnv().DATA_DIR, "mail");
    const mails = (await readdir(outbox)).filter((name) => name.endsWith(`${user.email}.eml`));
    expect(mails).toHaveLength(1);
    expect((await auditOf(user.id)).map((a) => a.action)).toEqual(["account.resend-verification"]);
  });

  it("signs an account out everywhere", async () => {
    const admin = await newAdmin();
    const { user, cookie } = await createSignedInUser();
    expect(await signOutEverywhere(getDb(), admin, { userId: user.id })).toBe(1);
    expect(await getAuth().api.getSession({ headers: signedInRequest(cookie).headers })).toBeNull();
    expect((await auditOf(user.id)).map((a) => a.after)).toEqual([{ endedSessions: 1 }]);
  });
});

describe("the admin audit", () => {
  it("is append-only: rows cannot be changed or removed", async () => {
    const admin = await newAdmin();
    const user = await createUser({ credits: 1 });
    await adjustCredits(getDb(), admin, { userId: user.id, amount: 1, reason: "Kept for ever" });
    await expect(getDb().update(adminActions).set({ reason: "rewritten" })).rejects.toThrow();
    await expect(getDb().delete(adminActions)).rejects.toThrow();
    expect((await auditOf(user.id)).map((a) => a.reason)).toEqual(["Kept for ever"]);
  });
});
