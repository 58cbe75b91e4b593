import { and, eq, gte, sql } from "drizzle-orm";
import { appError } from "~/utils/error-messages";
import type { DbOrTx } from "~/db/db.server";
import { credits, transactions } from "~/db/schema";
import { countLedgerEntry } from "~/services/metrics/metrics.server";

/** The largest balance (and entry) a PostgreSQL integer column holds. */
export const MAX_BALANCE = 2_147_483_647;

export type LedgerEntry = {
  userId: string;
  amount: number;
  description: string;
  /** Makes the entry happen at most once; a repeat returns false and moves nothing. */
  idempotencyKey?: string;
};

/**
 * Adds credits and writes the matching `credit` transaction. Call it inside the
 * caller's database transaction so both rows land together.
 */
export async function creditAccount(tx: DbOrTx, entry: LedgerEntry): Promise<boolean> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) throw new Error("credit amount must be a positive integer");
  if (entry.amount > MAX_BALANCE) throw balanceLimitError();
  const inserted = await tx
    .insert(transactions)
    .values({ userId: entry.userId, type: "credit", amount: entry.amount, description: entry.description, idempotencyKey: entry.idempotencyKey })
    .onConflictDoNothing({ target: transactions.idempotencyKey })
    .returning({ id: transactions.id });
  if (inserted.length === 0) return false;
  // Conditional, like a debit: a balance that would pass the integer range is
  // refused with a readable error (the caller's transaction rolls back the entry), never an overflow.
  const updated = await tx
    .insert(credits)
    .values({ userId: entry.userId, amount: entry.amount })
    .onConflictDoUpdate({
      target: credits.userId,
      set: { amount: sql`${credits.amount} + ${entry.amount}`, updatedAt: new Date() },
      setWhere: sql`${credits.amount} <= ${MAX_BALANCE - entry.amount}`,
    })
    .returning({ amount: credits.amount });
  if (updated.length === 0) throw balanceLimitError();
  // Counted when written: a transaction rolled back afterwards still counts (metrics are for trends, the ledger is the record).
  countLedgerEntry("credit", entry.amount, entry.idempotencyKey);
  return true;
}

function balanceLimitError() {
  return appError("balanceLimit", { values: { max: MAX_BALANCE.toLocaleString("en-US") } });
}

/**
 * Takes credits if the balance allows it (conditional UPDATE) and writes the
 * `debit` transaction. Returns the new balance, or null when the balance is short.
 */
export async function debitAccount(tx: DbOrTx, entry: LedgerEntry): Promise<number | null> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) throw new Error("debit amount must be a positive integer");
  const updated = await tx
    .update(credits)
    .set({ amount: sql`${credits.amount} - ${entry.amount}`, updatedAt: new Date() })
    .where(and(eq(credits.userId, entry.userId), gte(credits.amount, entry.amount)))
    .returning({ amount: credits.amount });
  if (updated.length === 0) return null;
  await tx
    .insert(transactions)
    .values({ userId: entry.userId, type: "debit", amount: entry.amount, description: entry.description, idempotencyKey: entry.idempotencyKey });
  countLedgerEntry("debit", entry.amount, entry.idempotencyKey);
  return updated[0].amount;
}

/** The balance, or null when the user has no credits record. */
export async function getBalance(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db.select({ amount: credits.amount }).from(credits).where(eq(credits.userId, userId));
  return row ? row.amount : null;
}
