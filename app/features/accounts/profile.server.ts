import { formatDay } from "~/utils/dates";
import { appError } from "~/utils/error-messages";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { profiles, users } from "~/db/schema";
import type { AccountProfile } from "./profile-schema";

/** What the profile page shows: profile row, e-mail, avatar, member-since ('MMM d, yyyy'). */
export async function getAccountProfile(db: Database, userId: string): Promise<AccountProfile> {
  const [row] = await db
    .select({
      email: users.email,
      image: users.image,
      createdAt: users.createdAt,
      twoFactorEnabled: users.twoFactorEnabled,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) throw appError("profileMissing");
  return {
    email: row.email,
    username: row.username ?? null,
    avatarUrl: row.avatarUrl ?? row.image ?? null,
    memberSince: formatDay(row.createdAt),
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
  };
}

/** Sets the username (the profile row is created if an older account lacks it). */
export async function updateUsername(db: Database, userId: string, username: string) {
  const [row] = await db
    .insert(profiles)
    .values({ id: userId, username })
    .onConflictDoUpdate({ target: profiles.id, set: { username } })
    .returning({ username: profiles.username });
  return row.username ?? username;
}
