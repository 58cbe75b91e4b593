import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { credits, profiles, users } from "~/db/schema";
import { creditAccount } from "~/features/credits/ledger.server";

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/**
 * A user row with profile and credits record (balance through the ledger),
 * without going through sign-up. For flows that test sign-up, use the auth API.
 */
export async function createUser(options: { email?: string; role?: "user" | "admin"; credits?: number; name?: string } = {}) {
  const db = getDb();
  const id = randomBytes(12).toString("hex");
  const email = options.email ?? uniqueEmail();
  await db.insert(users).values({ id, email, name: options.name ?? email.split("@")[0], emailVerified: true, role: options.role ?? "user" });
  await db.insert(profiles).values({ id });
  await db.insert(credits).values({ userId: id, amount: 0 });
  if (options.credits) {
    await db.transaction((tx) => creditAccount(tx, { userId: id, amount: options.credits!, description: "Test credits" }));
  }
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}
