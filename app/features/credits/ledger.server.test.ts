import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { transactions } from "~/db/schema";
import { createUser } from "../../../tests/factories";
import { creditAccount, debitAccount, getBalance } from "./ledger.server";

describe("credits ledger", () => {
  it("credits and debits keep the balance equal to the ledger sum", async () => {
    const db = getDb();
    const user = await createUser({ credits: 0 });
    await db.transaction((tx) => creditAccount(tx, { userId: user.id, amount: 5, description: "Top-up" }));
    const after = await db.transaction((tx) => debitAccount(tx, { userId: user.id, amount: 2, description: "Image generation" }));
    expect(after).toBe(3);
    const rows = await db.select().from(transactions).where(eq(transactions.userId, user.id));
    const sum = rows.reduce((acc, r) => acc + (r.type === "credit" ? r.amount : -r.amount), 0);
    expect(await getBalance(db, user.id)).toBe(sum);
  });

  it("refuses a debit larger than the balance and writes nothing", async () => {
    const db = getDb();
    const user = await createUser({ credits: 1 });
    const result = await db.transaction((tx) => debitAccount(tx, { userId: user.id, amount: 2, description: "Image generation" }));
    expect(result).toBeNull();
    expect(await getBalance(db, user.id)).toBe(1);
    const debits = await db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect(debits.filter((r) => r.type === "debit")).toHaveLength(0);
  });

  it("applies an idempotent credit once", async () => {
    const db = getDb();
    const user = await createUser({ credits: 0 });
    const entry = { userId: user.id, amount: 500, description: "Credit top-up", idempotencyKey: "payment:abc" };
    expect(await db.transaction((tx) => creditAccount(tx, entry))).toBe(true);
    expect(await db.transaction((tx) => creditAccount(tx, entry))).toBe(false);
    expect(await getBalance(db, user.id)).toBe(500);
  });
});
