import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "~/db/db.server";
import { sessions, users } from "~/db/schema";
import { logger } from "~/utils/logger.server";

// better-auth checks the ban before it inserts a session, and a suspension
// deletes the sessions that exist when it commits: a sign-in running alongside
// can insert its session in between (seen on PostgreSQL). So a session is also
// checked where it is used: every read of one through better-auth (our
// getSessionUser, /api/auth/get-session, list-sessions, update-user, …) first
// ends the sessions of a suspended account, and the read finds none.

/** A ban without an end, or one that has not ended yet (the admin plugin's rule). */
export const isBannedNow = sql<boolean>`(${users.banned} is true and (${users.banExpires} is null or ${users.banExpires} > now()))`;

/** Ends every session of `userId` if the account is suspended now; returns whether it is. */
export async function endSessionsIfSuspended(db: DbOrTx, userId: string) {
  const [row] = await db.select({ banned: isBannedNow }).from(users).where(eq(users.id, userId));
  if (!row?.banned) return false;
  await db.delete(sessions).where(eq(sessions.userId, userId));
  return true;
}

/** Ends every session of the account the session `token` belongs to when that account is suspended. */
export async function endSessionsOfSuspendedToken(db: DbOrTx, token: string) {
  const [owner] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), eq(users.banned, true), or(isNull(users.banExpires), gt(users.banExpires, sql`now()`))));
  if (!owner) return false;
  await db.delete(sessions).where(eq(sessions.userId, owner.userId));
  logger.warn({ userId: owner.userId }, "a suspended account's session was used; its sessions were ended");
  return true;
}

/**
 * A before hook on every better-auth endpoint (and server API call): a session
 * cookie of a suspended account is dead before the endpoint reads it.
 */
export function suspendedSessionGuard() {
  return {
    id: "suspended-session-guard",
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            if (!(ctx.request?.headers ?? ctx.headers)?.get("cookie")) return;
            const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
            if (token) await endSessionsOfSuspendedToken(getDb(), token);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
