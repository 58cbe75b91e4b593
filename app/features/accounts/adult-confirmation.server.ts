import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { profiles } from "~/db/schema";

export async function isAdultConfirmed(db: DbOrTx, userId: string) {
  const [row] = await db.select({ at: profiles.adultConfirmedAt }).from(profiles).where(eq(profiles.id, userId));
  return Boolean(row?.at);
}

/** Records, once, that the account holder confirmed being 18 or older. */
export async function confirmAdult(db: DbOrTx, userId: string) {
  const now = new Date();
  await db.insert(profiles).values({ id: userId, adultConfirmedAt: now }).onConflictDoNothing({ target: profiles.id });
  const [row] = await db.select({ at: profiles.adultConfirmedAt }).from(profiles).where(eq(profiles.id, userId));
  if (!row?.at) await db.update(profiles).set({ adultConfirmedAt: now }).where(eq(profiles.id, userId));
}
