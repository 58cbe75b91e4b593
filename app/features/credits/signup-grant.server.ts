import { isNull, eq } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { credits, users } from "~/db/schema";
import { creditAccount } from "./ledger.server";

export const SIGNUP_GRANT_DESCRIPTION = "Welcome credits";

/** Gives a new account its sign-up credits exactly once (credits row and ledger row together). */
export async function grantSignupCredits(db: Database, userId: string, amount: number) {
  await db.transaction(async (tx) => {
    if (amount > 0) {
      await creditAccount(tx, { userId, amount, description: SIGNUP_GRANT_DESCRIPTION, idempotencyKey: `signup:${userId}` });
    }
    // Even with a zero grant the account gets its credits record.
    await tx.insert(credits).values({ userId, amount: 0 }).onConflictDoNothing({ target: credits.userId });
  });
}

/** Repairs accounts left without a credits record (e.g. a crash between sign-up and the grant). */
export async function grantMissingSignupCredits(db: Database, amount: number) {
  const missing = await db.select({ id: users.id }).from(users).leftJoin(credits, eq(credits.userId, users.id)).where(isNull(credits.id));
  for (const { id } of missing) await grantSignupCredits(db, id, amount);
  return missing.length;
}
