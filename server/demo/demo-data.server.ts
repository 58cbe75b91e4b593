import { and, eq, inArray, like, lte, notExists, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/db.server";
import { accounts, appSettings, users } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import { type Actor, recordAdminAction } from "~/features/audit/admin-audit.server";
import { DEMO_EMAIL_LIKE, DEMO_HISTORY_KEY } from "./seed-history.server";

/**
 * The demo history's accounts: the seed's addresses, with no way to sign in (no
 * password, no Google link: the seed writes none), created no later than the
 * seed itself. A real person who signed up with such an address has a password
 * row and is never picked.
 */
function demoAccounts(db: DbOrTx, seededAt: Date) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        like(users.email, DEMO_EMAIL_LIKE),
        lte(users.createdAt, seededAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(accounts)
            .where(eq(accounts.userId, users.id)),
        ),
      ),
    );
}

/**
 * Removes the demo history (DEMO_HISTORY): its accounts and, through their
 * cascading keys, their credits, ledger, payments, subscriptions, generations,
 * usage and refusals. The seed writes no audit rows; what admins did to demo
 * accounts stays in the append-only audit, and this removal is recorded there
 * too. The marker stays (outcome "removed") so the history is never seeded again.
 */
export async function removeDemoData(db: Database, actor: Actor): Promise<{ removed: number }> {
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(appSettings).where(eq(appSettings.key, DEMO_HISTORY_KEY)).for("update").limit(1);
    const value = marker?.value as { outcome?: string; at?: string } | undefined;
    if (value?.outcome !== "seeded" || !value.at) return { removed: 0 };
    const ids = (await demoAccounts(tx, new Date(value.at))).map((row) => row.id);
    for (let i = 0; i < ids.length; i += 500) await tx.delete(users).where(inArray(users.id, ids.slice(i, i + 500)));
    const removedAt = new Date().toISOString();
    await tx
      .update(appSettings)
      .set({ value: { ...value, outcome: "removed", removedAt, removedAccounts: ids.length } })
      .where(eq(appSettings.key, DEMO_HISTORY_KEY));
    await recordAdminAction(tx, actor, { action: "demo-data.remove", after: { accounts: ids.length } });
    logger.info({ accounts: ids.length, adminId: actor.id }, "demo history removed");
    return { removed: ids.length };
  });
}

/** Whether there is demo history to remove (the admin screen offers the button only then). */
export async function hasDemoData(db: Database): Promise<boolean> {
  const [marker] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, DEMO_HISTORY_KEY)).limit(1);
  return (marker?.value as { outcome?: string } | undefined)?.outcome === "seeded";
}
