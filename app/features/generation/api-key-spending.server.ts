import { appError } from "~/utils/error-messages";
import { and, count, gte, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { generations } from "~/db/schema";

import { GENERATION_COST } from "./generation-options";

// An API key's spending is the credits its generations took this calendar month
// (UTC): every picture it asked for that was not refunded (a failed picture's
// credit comes back). Counted from the generations themselves, so there is no
// second number to keep in step with the ledger.

export function startOfMonthUtc(now = new Date()) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Credits each key spent since the start of this month (keys without generations are absent). */
export async function creditsSpentByKeys(db: DbOrTx, keyIds: string[], now = new Date()): Promise<Map<string, number>> {
  if (keyIds.length === 0) return new Map();
  const rows = await db
    .select({ keyId: generations.apiKeyId, pictures: count() })
    .from(generations)
    .where(and(inArray(generations.apiKeyId, keyIds), gte(generations.createdAt, startOfMonthUtc(now)), ne(generations.status, "failed")))
    .groupBy(generations.apiKeyId);
  return new Map(rows.map((row) => [row.keyId ?? "", row.pictures * GENERATION_COST]));
}

export const KEY_LIMIT_TITLE = "Monthly limit reached";

/**
 * Inside the reservation's transaction: refuses (422) a request that would take
 * the key's spending this month past its cap. A transaction-scoped lock on the
 * key makes concurrent requests of one key take turns, so two of them cannot
 * both see room for one more picture.
 */
export async function assertKeyCanSpend(tx: DbOrTx, key: { id: string; monthlyCreditLimit: number | null }, credits: number) {
  if (key.monthlyCreditLimit === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-key-spend:${key.id}`}))`);
  const spent = (await creditsSpentByKeys(tx, [key.id])).get(key.id) ?? 0;
  if (spent + credits <= key.monthlyCreditLimit) return;
  const left = Math.max(0, key.monthlyCreditLimit - spent);
  throw appError("apiKeyMonthlyLimit", { values: { limit: key.monthlyCreditLimit, left } });
}
