import { count, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, appSettings, generations, payments, transactions, users } from "~/db/schema";
import { createSignedInUser, createUser } from "../../tests/factories";
import { hasDemoData, removeDemoData } from "./demo-data.server";
import { DEMO_EMAIL_LIKE, DEMO_HISTORY_KEY, seedDemoHistory } from "./seed-history.server";

const countOf = async (table: typeof payments | typeof transactions | typeof generations) => (await getDb().select({ n: count() }).from(table))[0].n;

describe("remove demo data", () => {
  it("removes the demo accounts with their money and history, keeps real accounts, records it, and never seeds again", async () => {
    const db = getDb();
    const admin = await createUser({ role: "admin" });
    const actor = { id: admin.id, email: admin.email };
    expect(await removeDemoData(db, actor)).toEqual({ removed: 0 });

    expect(await seedDemoHistory(db, { catalogSeeded: true, signupCredits: 3 })).toEqual({ seeded: true });
    expect(await hasDemoData(db)).toBe(true);
    const demoIds = (await db.select({ id: users.id }).from(users).where(like(users.email, DEMO_EMAIL_LIKE))).map((u) => u.id);
    expect(demoIds.length).toBeGreaterThan(40);
    expect(await countOf(payments)).toBeGreaterThan(0);
    // Real people after the seed: one with credits, one who signed up with an address like the demo's (has a password).
    const real = await createUser({ credits: 5 });
    const lookalike = await createSignedInUser({ email: "demo.user.999@example.com", credits: 2 });
    const realTransactions = await db
      .select()
      .from(transactions)
      .where(inArray(transactions.userId, [real.id, lookalike.user.id]));

    expect(await removeDemoData(db, actor)).toEqual({ removed: demoIds.length });

    expect(await db.select().from(users).where(inArray(users.id, demoIds))).toEqual([]);
    expect(await db.select().from(transactions).where(inArray(transactions.userId, demoIds))).toEqual([]);
    expect(await countOf(payments)).toBe(0);
    expect(await countOf(generations)).toBe(0);
    expect((await db.select({ id: users.id }).from(users)).map((u) => u.id).sort()).toEqual([admin.id, real.id, lookalike.user.id].sort());
    expect(
      await db
        .select()
        .from(transactions)
        .where(inArray(transactions.userId, [real.id, lookalike.user.id])),
    ).toEqual(realTransactions);

    const audit = await db.select().from(adminActions).where(eq(adminActions.action, "demo-data.remove"));
    expect(audit).toMatchObject([{ adminId: admin.id, after: { accounts: demoIds.length } }]);
    const [marker] = await db.select().from(appSettings).where(eq(appSettings.key, DEMO_HISTORY_KEY));
    expect(marker.value).toMatchObject({ outcome: "removed", removedAccounts: demoIds.length });
    expect(await hasDemoData(db)).toBe(false);

    // A later start with a freshly seeded catalogue finds the marker: no second history, nothing more to remove.
    expect(await seedDemoHistory(db, { catalogSeeded: true, signupCredits: 3 })).toEqual({ seeded: false });
    expect(await removeDemoData(db, actor)).toEqual({ removed: 0 });
    expect(await db.select().from(adminActions).where(eq(adminActions.action, "demo-data.remove"))).toHaveLength(1);
    // A month of history is a few thousand rows: slow on a shared PostgreSQL server.
  }, 120_000);
});
