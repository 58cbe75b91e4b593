import { eq, sql } from "drizzle-orm";
import { logger } from "~/utils/logger.server";
import type { DbOrTx } from "~/db/db.server";
import { preparedPerDatabase } from "~/db/prepared-per-database.server";
import { sessions, users } from "~/db/schema";
import { workspaceFactsColumns, type WorkspaceFacts } from "~/features/generation/workspace-facts.server";
import { endSessionsIfSuspended, isBannedNow } from "./suspended-sessions.server";

/** How better-auth ages sessions (its `session.expiresIn` and `session.updateAge`, in seconds). */
export type SessionAging = { expiresIn: number; updateAge: number };

export type UserOfSession = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Date;
  updatedAt: Date;
  role: string;
  banned: boolean | null;
  banReason: string | null;
  banExpires: Date | null;
  twoFactorEnabled: boolean | null;
};

const sessionColumns = {
  expiresAt: sessions.expiresAt,
  bannedNow: isBannedNow,
  user: {
    id: users.id,
    name: users.name,
    email: users.email,
    emailVerified: users.emailVerified,
    image: users.image,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
    role: users.role,
    banned: users.banned,
    banReason: users.banReason,
    banExpires: users.banExpires,
    twoFactorEnabled: users.twoFactorEnabled,
  },
};

type SessionRow = { expiresAt: Date; bannedNow: boolean; user: UserOfSession; facts: WorkspaceFacts | null };

/**
 * The session's row with its account's first-paint facts. When the facts cannot be read
 * (their statement failed), the row alone with `facts: null`: a failed balance read must
 * not sign anybody out; the page then reads the facts on their own, and says so.
 */
async function readSessionRow(db: DbOrTx, token: string): Promise<SessionRow | undefined> {
  try {
    const [row] = await preparedReads(db).withFacts.execute({ token });
    return row;
  } catch (error) {
    logger.warn({ err: error }, "could not read the account's first-paint facts with its session");
    const [row] = await preparedReads(db).sessionOnly.execute({ token });
    return row && { ...row, facts: null };
  }
}

// Every signed-in request runs one of these: building it anew (drizzle walking its
// columns) cost as much as a third of running it.
const preparedReads = preparedPerDatabase((db) => {
  const ofToken = eq(sessions.token, sql.placeholder("token"));
  const ofUser = eq(users.id, sessions.userId);
  const withFactsColumns = { ...sessionColumns, facts: workspaceFactsColumns(users.id) };
  return {
    withFacts: db.select(withFactsColumns).from(sessions).innerJoin(users, ofUser).where(ofToken).prepare("session_with_facts"),
    sessionOnly: db.select(sessionColumns).from(sessions).innerJoin(users, ofUser).where(ofToken).prepare("session_only"),
  };
});

/**
 * What the session row of `token` says, read in one query with its user, the
 * account's suspension and its first-paint facts (which nearly every signed-in page
 * reads next, issue 30): `none` (no such session, or the account is suspended now: its
 * sessions are ended here), `user`, or `ask-better-auth` when better-auth has writes to
 * make (the session expired and must be deleted, or it is due for its daily extension).
 * The database is asked every time, so a signed-out, revoked or suspended session stops
 * at its next request, exactly as with better-auth's own read (ADR 048).
 */
export async function readSessionByToken(
  db: DbOrTx,
  token: string,
  aging: SessionAging,
  now = Date.now(),
): Promise<{ kind: "none" } | { kind: "ask-better-auth" } | { kind: "user"; user: UserOfSession; facts: WorkspaceFacts | null }> {
  const row = await readSessionRow(db, token);
  if (!row) return { kind: "none" };
  if (row.bannedNow) {
    await endSessionsIfSuspended(db, row.user.id);
    return { kind: "none" };
  }
  const expiresAt = row.expiresAt.getTime();
  // better-auth's own rule for extending a session (api/routes/session.ts, `shouldBeUpdated`).
  const dueForExtension = expiresAt - aging.expiresIn * 1000 + aging.updateAge * 1000 <= now;
  if (expiresAt < now || dueForExtension) return { kind: "ask-better-auth" };
  return { kind: "user", user: row.user, facts: row.facts };
}
