import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { users } from "~/db/schema";

/**
 * Whether the account is suspended, read under a share lock: inside a
 * transaction, a suspension being committed is waited for, not missed.
 */
export async function isAccountSuspended(tx: DbOrTx, userId: string) {
  const [row] = await tx.select({ banned: users.banned }).from(users).where(eq(users.id, userId)).for("share");
  return row?.banned === true;
}
