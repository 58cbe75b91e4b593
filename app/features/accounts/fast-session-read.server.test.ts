import { createHmac, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { credits, sessions } from "~/db/schema";
import { readWorkspaceFacts } from "~/features/generation/workspace-facts.server";
import { getBalanceOfRequest, getWorkspaceFactsOfRequest } from "~/routes/request-reads.server";
import { withRequestMemo } from "~/utils/request-memo.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser, createUser } from "../../../tests/factories";
import { suspendAccount } from "./admin-account-actions.server";
import { getAuth, getSessionUser } from "./auth.server";

// getSessionUser reads the session itself (signed cookie checked in-process, one query) and asks
// better-auth only when it has writes to make (ADR 048). Revocation, sign-out everywhere and
// suspension must still take effect at the very next request.

const pageRequest = (cookie: string) => new Request(`${getEnv().PUBLIC_URL}/generator-app`, { headers: { cookie } });

async function sessionCookieFor(token: string) {
  const { authCookies } = await getAuth().$context;
  const signature = createHmac("sha256", getEnv().AUTH_SECRET).update(token).digest("base64");
  return `${authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

async function insertSession(userId: string, expiresAt: Date) {
  const token = randomBytes(24).toString("base64url");
  await getDb()
    .insert(sessions)
    .values({ id: randomBytes(12).toString("hex"), token, userId, expiresAt });
  return token;
}

describe("getSessionUser's own session read", () => {
  it("gives the same user better-auth's session endpoint gives", async () => {
    const { cookie } = await createSignedInUser();
    const fromBetterAuth = await getAuth().api.getSession({ headers: new Headers({ cookie }) });
    expect(fromBetterAuth).not.toBeNull();
    expect(await getSessionUser(pageRequest(cookie))).toEqual(fromBetterAuth!.user);
  });

  it("refuses a session cookie whose signature is not ours", async () => {
    const { user } = await createSignedInUser();
    const token = await insertSession(user.id, new Date(Date.now() + 86_400_000));
    const { authCookies } = await getAuth().$context;
    const forged = createHmac("sha256", "not-the-secret").update(token).digest("base64");
    expect(await getSessionUser(pageRequest(`${authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${forged}`)}`))).toBeNull();
    expect(await getSessionUser(pageRequest(`${authCookies.sessionToken.name}=${token}`))).toBeNull();
    expect((await getSessionUser(pageRequest(await sessionCookieFor(token))))?.id).toBe(user.id);
  });

  it("stops a signed-out session at its next request", async () => {
    const { cookie } = await createSignedInUser();
    expect(await getSessionUser(pageRequest(cookie))).not.toBeNull();
    const signOut = await getAuth().api.signOut({ headers: new Headers({ cookie }), asResponse: true });
    expect(signOut.ok).toBe(true);
    expect(await getSessionUser(pageRequest(cookie))).toBeNull();
  });

  it("stops every session at once when they are all revoked (sign out everywhere)", async () => {
    const { user, cookie } = await createSignedInUser();
    const other = await sessionCookieFor(await insertSession(user.id, new Date(Date.now() + 86_400_000)));
    expect(await getSessionUser(pageRequest(other))).not.toBeNull();
    const revoke = await getAuth().api.revokeSessions({ headers: new Headers({ cookie }), asResponse: true });
    expect(revoke.ok).toBe(true);
    expect(await getSessionUser(pageRequest(cookie))).toBeNull();
    expect(await getSessionUser(pageRequest(other))).toBeNull();
  });

  it("stops a suspended account's session at its next request and ends its sessions", async () => {
    const admin = await createUser({ role: "admin" });
    const { user, cookie } = await createSignedInUser();
    expect(await getSessionUser(pageRequest(cookie))).not.toBeNull();
    // A session row the suspension did not delete (a sign-in racing it) must die on use too.
    const late = await sessionCookieFor(await insertSession(user.id, new Date(Date.now() + 86_400_000)));
    await suspendAccount(getDb(), { id: admin.id, email: admin.email }, { userId: user.id, reason: "Stolen cards" });
    const raced = await insertSession(user.id, new Date(Date.now() + 86_400_000));
    expect(await getSessionUser(pageRequest(cookie))).toBeNull();
    expect(await getSessionUser(pageRequest(late))).toBeNull();
    expect(await getSessionUser(pageRequest(await sessionCookieFor(raced)))).toBeNull();
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("lets better-auth delete an expired session", async () => {
    const { user } = await createSignedInUser();
    const token = await insertSession(user.id, new Date(Date.now() - 1000));
    expect(await getSessionUser(pageRequest(await sessionCookieFor(token)))).toBeNull();
    expect(await getDb().select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
  });

  it("lets better-auth extend a session due for its daily extension", async () => {
    const { user } = await createSignedInUser();
    const { sessionConfig } = await getAuth().$context;
    // Made two days ago: past updateAge (a day), so better-auth moves its expiry forward.
    const twoDaysAgo = Date.now() - 2 * 86_400_000;
    const token = await insertSession(user.id, new Date(twoDaysAgo + sessionConfig.expiresIn * 1000));
    expect((await getSessionUser(pageRequest(await sessionCookieFor(token))))?.id).toBe(user.id);
    const [row] = await getDb().select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.token, token));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + sessionConfig.expiresIn * 1000 - 60_000);
  });

  it("brings the account's first-paint facts with the session: the page's balance is not read again", async () => {
    const { user, cookie } = await createSignedInUser({ credits: 7 });
    const request = pageRequest(cookie);
    await withRequestMemo(request, async () => {
      expect((await getSessionUser(request))?.id).toBe(user.id);
      // Changed after the session read: a second query would see 5, the facts read with the session say 7.
      await getDb().update(credits).set({ amount: 5 }).where(eq(credits.userId, user.id));
      expect(await getWorkspaceFactsOfRequest(request, user.id)).toEqual({ balance: 7, adultConfirmed: false, suspended: false, hasPending: false });
      expect(await getBalanceOfRequest(request, user.id)).toBe(7);
    });
    const next = pageRequest(cookie);
    await withRequestMemo(next, async () => {
      await getSessionUser(next);
      expect(await getWorkspaceFactsOfRequest(next, user.id)).toEqual(await readWorkspaceFacts(getDb(), user.id));
      expect(await getBalanceOfRequest(next, user.id)).toBe(5);
    });
  });

  it("keeps the user signed in when the facts cannot be read with the session", async () => {
    const { user, cookie } = await createSignedInUser({ credits: 7 });
    await getDb().execute(sql`alter table credits rename to credits_unreadable`);
    try {
      expect((await getSessionUser(pageRequest(cookie)))?.id).toBe(user.id);
    } finally {
      await getDb().execute(sql`alter table credits_unreadable rename to credits`);
    }
  });
});
