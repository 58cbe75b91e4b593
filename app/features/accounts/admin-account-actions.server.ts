import { and, count, eq, ne } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/db.server";
import { sessions, users } from "~/db/schema";
import { abortGenerationRuns, ACCOUNT_SUSPENDED_GENERATION_MESSAGE, cancelPendingGenerations } from "~/features/generation/cancel-generations.server";
import { getAuth } from "./auth.server";
import { getEnv } from "~/utils/env.server";
import { appError, type ErrorMessageKey } from "~/utils/error-messages";
import { urls } from "~/utils/urls";
import { recordAdminAction, type Actor } from "~/features/audit/admin-audit.server";

// What an admin can do to an account from its page in the portal (suspension,
// verification, the admin role, sessions). Each change and its audit row are one
// transaction; each answers an AppError a person can read. Credit adjustments
// are the ledger's: features/credits/adjust-credits.server.ts.

type Target = typeof users.$inferSelect;

/** A refusal under the title of the change that failed ('Could not suspend the account'). */
function refuse(key: ErrorMessageKey, title: string): never {
  throw appError(key, { title });
}

/** The account, locked against other admins' changes until the transaction ends. */
async function lockTarget(tx: DbOrTx, userId: string, title: string): Promise<Target> {
  const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!target) refuse("accountGone", title);
  return target;
}

const who = (target: Target) => ({ id: target.id, email: target.email });

/** Ends every session of the account at once; returns how many there were. */
async function endSessions(tx: DbOrTx, userId: string) {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/** A suspended account cannot sign in or generate; its sessions end now. Admins are demoted first. */
export async function suspendAccount(db: Database, actor: Actor, input: { userId: string; reason: string }) {
  const title = "Could not suspend the account";
  if (input.userId === actor.id) refuse("cannotSuspendSelf", title);
  const cancelled = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, input.userId, title);
    if (target.role === "admin") refuse("suspendAdminAccount", title);
    if (target.banned) refuse("alreadySuspended", title);
    await tx.update(users).set({ banned: true, banReason: input.reason, updatedAt: new Date() }).where(eq(users.id, target.id));
    const endedSessions = await endSessions(tx, target.id);
    // Queued and running generations end now, refunded; none finishes for a suspended account.
    const generationIds = await cancelPendingGenerations(tx, target.id, ACCOUNT_SUSPENDED_GENERATION_MESSAGE);
    await recordAdminAction(tx, actor, {
      action: "account.suspend",
      target: who(target),
      reason: input.reason,
      before: { suspended: false },
      after: { suspended: true, endedSessions },
    });
    return generationIds;
  });
  abortGenerationRuns(cancelled, "account suspended");
}

export async function unsuspendAccount(db: Database, actor: Actor, input: { userId: string }) {
  const title = "Could not unsuspend the account";
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, input.userId, title);
    if (!target.banned) refuse("notSuspended", title);
    await tx.update(users).set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() }).where(eq(users.id, target.id));
    await recordAdminAction(tx, actor, {
      action: "account.unsuspend",
      target: who(target),
      before: { suspended: true, reason: target.banReason },
      after: { suspended: false },
    });
  });
}

export async function signOutEverywhere(db: Database, actor: Actor, input: { userId: string }) {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, input.userId, "Could not sign the account out");
    const endedSessions = await endSessions(tx, target.id);
    await recordAdminAction(tx, actor, { action: "account.sign-out-everywhere", target: who(target), after: { endedSessions } });
    return endedSessions;
  });
}

export async function markEmailVerified(db: Database, actor: Actor, input: { userId: string }) {
  const title = "Could not mark the e-mail verified";
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, input.userId, title);
    if (target.emailVerified) refuse("emailAlreadyVerified", title);
    await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, target.id));
    await recordAdminAction(tx, actor, {
      action: "account.mark-verified",
      target: who(target),
      before: { emailVerified: false },
      after: { emailVerified: true },
    });
  });
}

/** Sends a new verification link (better-auth's own mail); recorded once it is sent. */
export async function resendVerification(db: Database, actor: Actor, input: { userId: string }) {
  const title = "Could not send the verification e-mail";
  const [target] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!target) refuse("accountGone", title);
  if (target.emailVerified) refuse("emailAlreadyVerified", title);
  await getAuth().api.sendVerificationEmail({ body: { email: target.email, callbackURL: `${getEnv().PUBLIC_URL}${urls.home()}` } });
  await recordAdminAction(db, actor, { action: "account.resend-verification", target: who(target) });
}

/**
 * Gives or takes the admin role. The last admin keeps it: every admin row is
 * locked first, so two admins demoting each other at once cannot both succeed.
 */
export async function setAdminRole(db: Database, actor: Actor, input: { userId: string; admin: boolean }) {
  const title = input.admin ? "Could not make the account an admin" : "Could not remove the admin role";
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
    const target = await lockTarget(tx, input.userId, title);
    const isAdmin = target.role === "admin";
    if (isAdmin === input.admin) refuse(input.admin ? "alreadyAdmin" : "notAdmin", title);
    if (input.admin && target.banned) refuse("suspendedCannotBeAdmin", title);
    if (!input.admin) {
      const [{ others }] = await tx
        .select({ others: count() })
        .from(users)
        .where(and(eq(users.role, "admin"), ne(users.id, target.id)));
      if (others === 0) refuse("lastAdmin", title);
    }
    const role = input.admin ? "admin" : "user";
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, target.id));
    await recordAdminAction(tx, actor, {
      action: input.admin ? "account.make-admin" : "account.remove-admin",
      target: who(target),
      before: { role: target.role },
      after: { role },
    });
  });
}
