import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import {
  accounts,
  adminActions,
  checkoutSessions,
  credits,
  generationUsages,
  generations,
  media,
  payments,
  profiles,
  providerCalls,
  sessions,
  subscriptions,
  transactions,
  twoFactors,
  users,
} from "~/db/schema";
import { reserveGeneration } from "~/features/generation/reserve-generation.server";
import { runGeneration } from "~/features/generation/run-generation.server";
import { request as generateRequest, ledgerSum } from "~/features/generation/generation-test-helpers";
import { action as profileAction } from "~/routes/account/profile";
import { action as adminDeleteAction } from "~/routes/admin/user-delete";
import { getStorage, type StoredFile } from "~/services/storage/storage.server";
import { isResponse } from "~/utils/misc";
import { createSignedInUser } from "../../../tests/factories";
import { deleteAccount, deletedEmail } from "./account-deletion.server";
import { getAuth, getSessionUser } from "./auth.server";

const URL_BASE = "http://localhost:3999";

type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<unknown>;

async function post(handler: Handler, path: string, cookie: string, fields: Record<string, string>, params: Record<string, string> = {}) {
  const request = new Request(`${URL_BASE}${path}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", "user-agent": "vitest" },
    body: new URLSearchParams(fields),
  });
  let result: unknown;
  try {
    result = await handler({ request, params, context: {} });
  } catch (thrown) {
    result = thrown;
  }
  if (isResponse(result)) return { status: result.status, location: result.headers.get("location"), headers: result.headers, data: null };
  const { data, init } = result as { data: { ok: boolean; error?: { title: string; message: string } }; init?: { status?: number } };
  return { status: init?.status ?? 200, location: null, headers: new Headers(), data };
}

const deleteOwn = (cookie: string, confirmation: string) =>
  post(profileAction as unknown as Handler, "/account/profile", cookie, { intent: "delete-account", confirmation });

function fromRef(ref: string | null): StoredFile {
  const slash = ref!.indexOf("/");
  return { bucket: ref!.slice(0, slash) as StoredFile["bucket"], key: ref!.slice(slash + 1) };
}

/** A signed-in account with what a real one holds: pictures (public and private), a Stripe plan, a payment, an open checkout, 2FA. */
async function populatedAccount() {
  const owner = await createSignedInUser({ credits: 10 });
  const db = getDb();
  const pictures = [];
  for (const isPrivate of [false, true]) {
    const { generation } = await reserveGeneration(db, { userId: owner.user.id, request: generateRequest({ isPrivate }) });
    pictures.push(await runGeneration(db, generation));
  }
  const files = pictures.flatMap((p) => [fromRef(p.imagePath), fromRef(p.thumbPath)]);
  for (const file of files) expect(await getStorage().stat(file)).not.toBeNull();
  const subscriptionId = `sub_${randomUUID()}`;
  await db.insert(subscriptions).values({ userId: owner.user.id, status: "active", planType: "creator", provider: "stripe", subscriptionId });
  const [payment] = await db
    .insert(payments)
    .values({
      provider: "stripe",
      providerId: `in_${randomUUID()}`,
      kind: "subscription",
      userId: owner.user.id,
      amountCents: 1900,
      credits: 3000,
      status: "paid",
    })
    .returning();
  await db.insert(checkoutSessions).values({
    id: `cs_${randomUUID()}`,
    userId: owner.user.id,
    kind: "topup",
    packDollars: 10,
    amountCents: 1000,
    credits: 500,
    returnTo: "billing",
  });
  await db.insert(twoFactors).values({ id: randomUUID(), secret: "secret", backupCodes: "codes", userId: owner.user.id });
  await db.update(profiles).set({ username: "fox_lover", adultConfirmedAt: new Date() }).where(eq(profiles.id, owner.user.id));
  return { ...owner, pictures, files, subscriptionId, payment };
}

/** Everything the account holds in the database, for comparing before and after. */
async function accountRows(userId: string) {
  const db = getDb();
  return {
    user: await db.select().from(users).where(eq(users.id, userId)),
    profile: await db.select().from(profiles).where(eq(profiles.id, userId)),
    sessions: await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)),
    accounts: await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, userId)),
    twoFactors: await db.select({ id: twoFactors.id }).from(twoFactors).where(eq(twoFactors.userId, userId)),
    generations: await db.select({ id: generations.id }).from(generations).where(eq(generations.userId, userId)),
    usages: await db.select({ id: generationUsages.id }).from(generationUsages).where(eq(generationUsages.userId, userId)),
    media: await db.select({ id: media.id }).from(media).where(eq(media.uploadedBy, userId)),
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    checkouts: await db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId)),
    credits: await db.select({ amount: credits.amount }).from(credits).where(eq(credits.userId, userId)),
    transactions: await db.select().from(transactions).where(eq(transactions.userId, userId)),
    providerCalls: await db.select().from(providerCalls),
  };
}

const cookieRequest = (cookie: string) => new Request(`${URL_BASE}/account`, { headers: { cookie } });

/** Makes every write of `event` on `table` fail, as a crash or a broken constraint would half-way through. */
async function injectFailure(table: string, event: "update" | "insert", condition = "true") {
  await getDb().execute(
    sql.raw(`create function fail_account_deletion() returns trigger language plpgsql as $$
      begin
        if ${condition} then raise exception 'injected failure'; end if;
        return new;
      end $$`),
  );
  await getDb().execute(
    sql.raw(`create trigger fail_account_deletion before ${event} on ${table} for each row execute function fail_account_deletion()`),
  );
}

afterEach(async () => {
  await getDb().execute(sql.raw(`drop trigger if exists fail_account_deletion on users`));
  await getDb().execute(sql.raw(`drop trigger if exists fail_account_deletion on admin_actions`));
  await getDb().execute(sql.raw(`drop function if exists fail_account_deletion()`));
});

describe("Delete account (the account holder)", () => {
  it("deletes pictures, files, sessions and sign-in; cancels the plan through the outbox; keeps payments and the ledger anonymously", async () => {
    const owner = await populatedAccount();
    const db = getDb();
    const before = await accountRows(owner.user.id);
    expect(before.media.length).toBeGreaterThan(0);
    const balance = before.credits[0].amount;
    expect(balance).toBeGreaterThan(0);

    const answer = await deleteOwn(owner.cookie, owner.password);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/");

    const after = await accountRows(owner.user.id);
    // The person is gone: no e-mail, name, profile, sign-in, sessions, 2FA, pictures or prompts.
    expect(after.user).toHaveLength(1);
    expect(after.user[0]).toMatchObject({ email: deletedEmail(owner.user.id), name: "Deleted account", image: null, banned: true });
    expect(JSON.stringify(after.user[0])).not.toContain(owner.user.email);
    for (const gone of [after.profile, after.sessions, after.accounts, after.twoFactors, after.generations, after.usages, after.media]) {
      expect(gone).toEqual([]);
    }
    expect(await getSessionUser(cookieRequest(owner.cookie))).toBeNull();
    // Files and their thumbnails are removed at once.
    for (const file of owner.files) expect(await getStorage().stat(file), `${file.bucket}/${file.key}`).toBeNull();

    // The plan ends here and its cancellation at Stripe is owed through the outbox.
    expect(after.subscriptions).toEqual([expect.objectContaining({ subscriptionId: owner.subscriptionId, status: "canceled" })]);
    const owed = after.providerCalls.filter((c) => c.dedupeKey === `account-deleted:${owner.subscriptionId}`);
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({
      kind: "stripe.cancel-subscription",
      payload: { subscriptionId: owner.subscriptionId, reason: "account deleted" },
    });
    expect(after.checkouts.every((c) => c.status === "canceled")).toBe(true);

    // Payments and the ledger are kept (accounting), and the ledger still sums to the balance, now 0.
    const [payment] = await db.select().from(payments).where(eq(payments.id, owner.payment.id));
    expect(payment).toMatchObject({ amountCents: 1900, credits: 3000, userId: owner.user.id });
    expect(after.credits).toEqual([{ amount: 0 }]);
    expect(await ledgerSum(owner.user.id)).toBe(0);
    expect(after.transactions.find((t) => t.description === "Account deleted: remaining credits forfeited")).toMatchObject({
      type: "debit",
      amount: balance,
    });
  });

  it("lets the address sign up again as a new account", async () => {
    const owner = await populatedAccount();
    expect((await deleteOwn(owner.cookie, owner.password)).status).toBe(302);
    const again = await getAuth().api.signUpEmail({ body: { email: owner.user.email, password: "another-password-123", name: "Again" } });
    expect(again.user.id).not.toBe(owner.user.id);
    const [fresh] = await getDb().select().from(users).where(eq(users.email, owner.user.email));
    expect(fresh.id).toBe(again.user.id);
    expect(fresh.banned).not.toBe(true);
  });

  it("refuses a wrong password and changes nothing", async () => {
    const owner = await populatedAccount();
    const before = await accountRows(owner.user.id);
    const answer = await deleteOwn(owner.cookie, "not-the-password");
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, intent: "delete-account", error: { message: "The password is not correct." } });
    expect(await accountRows(owner.user.id)).toEqual(before);
    for (const file of owner.files) expect(await getStorage().stat(file)).not.toBeNull();
  });

  it("confirms an account without a password (Google only) by its e-mail address typed out", async () => {
    const owner = await createSignedInUser();
    await getDb().delete(accounts).where(eq(accounts.userId, owner.user.id));
    expect((await deleteOwn(owner.cookie, "someone-else@example.com")).data).toMatchObject({
      error: { message: "Type your e-mail address exactly to confirm." },
    });
    expect((await deleteOwn(owner.cookie, owner.user.email.toUpperCase())).status).toBe(302);
    expect((await accountRows(owner.user.id)).user[0].email).toBe(deletedEmail(owner.user.id));
  });

  it("is all or nothing: a write failing half-way leaves the account, its files and its plan intact", async () => {
    const owner = await populatedAccount();
    const before = await accountRows(owner.user.id);
    // The tombstone write is the transaction's last; everything before it has run when it fails.
    await injectFailure("users", "update", "new.email like 'deleted-%'");

    const answer = await deleteOwn(owner.cookie, owner.password);
    expect(answer.status).toBe(500);
    expect(answer.data).toMatchObject({ ok: false, error: { message: "Nothing was deleted. Please try again later." } });
    const failure = await deleteAccount(getDb(), { userId: owner.user.id, reason: "test" }).catch((error: unknown) => error);
    expect(String((failure as Error).cause ?? failure)).toContain("injected failure");

    expect(await accountRows(owner.user.id)).toEqual(before);
    expect(await getSessionUser(cookieRequest(owner.cookie))).toMatchObject({ id: owner.user.id });
    for (const file of owner.files) expect(await getStorage().stat(file)).not.toBeNull();
    expect(before.subscriptions[0].status).toBe("active");
  });
});

describe("Delete account (an operator, from the user's page)", () => {
  async function signedInAdmin() {
    const admin = await createSignedInUser();
    await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    return admin;
  }
  const adminDelete = (cookie: string, userId: string, fields: Record<string, string>) =>
    post(adminDeleteAction as unknown as Handler, `/hidden/admin/users/${userId}/delete`, cookie, fields, { userId });

  it("deletes the account and audits it in the same transaction", async () => {
    const admin = await signedInAdmin();
    const target = await populatedAccount();
    const answer = await adminDelete(admin.cookie, target.user.id, {
      intent: "delete-account",
      reason: "Asked by e-mail",
      confirmEmail: target.user.email,
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/hidden/admin/users");
    expect((await accountRows(target.user.id)).user[0].email).toBe(deletedEmail(target.user.id));
    const audit = await getDb().select().from(adminActions).where(eq(adminActions.targetUserId, target.user.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: "account.delete", adminId: admin.user.id, targetEmail: target.user.email, reason: "Asked by e-mail" }),
    ]);
    for (const file of target.files) expect(await getStorage().stat(file)).toBeNull();
  });

  it("refuses a mistyped e-mail, an admin's account and its own, changing nothing", async () => {
    const admin = await signedInAdmin();
    const target = await populatedAccount();
    const before = await accountRows(target.user.id);
    const mistyped = await adminDelete(admin.cookie, target.user.id, {
      intent: "delete-account",
      reason: "Asked",
      confirmEmail: "other@example.com",
    });
    expect(mistyped).toMatchObject({ status: 400, data: { error: { message: "The e-mail address typed does not match this account." } } });
    const otherAdmin = await signedInAdmin();
    const anAdmin = await adminDelete(admin.cookie, otherAdmin.user.id, {
      intent: "delete-account",
      reason: "Asked",
      confirmEmail: otherAdmin.user.email,
    });
    expect(anAdmin.status).toBe(409);
    const self = await adminDelete(admin.cookie, admin.user.id, { intent: "delete-account", reason: "Asked", confirmEmail: admin.user.email });
    expect(self.status).toBe(400);
    expect(await accountRows(target.user.id)).toEqual(before);
    const audited = await getDb().select().from(adminActions).where(eq(adminActions.action, "account.delete"));
    expect(audited.filter((row) => [target.user.id, otherAdmin.user.id, admin.user.id].includes(row.targetUserId ?? ""))).toEqual([]);
  });

  it("is all or nothing with its audit row: a failing audit write leaves the account intact", async () => {
    const admin = await signedInAdmin();
    const target = await populatedAccount();
    const before = await accountRows(target.user.id);
    // The audit row is the transaction's last write: here it fails, after every deletion has run.
    await injectFailure("admin_actions", "insert");
    const answer = await adminDelete(admin.cookie, target.user.id, { intent: "delete-account", reason: "Asked", confirmEmail: target.user.email });
    expect(answer.status).toBe(500);
    expect(await accountRows(target.user.id)).toEqual(before);
    for (const file of target.files) expect(await getStorage().stat(file)).not.toBeNull();
  });
});
