import type { DbOrTx } from "./db.server";
import { keepStatementNamed } from "./pglite-named-statements.server";

type PreparedRead = { getQuery(): { sql: string } };
const isPreparedRead = (value: unknown): value is PreparedRead =>
  typeof value === "object" && value !== null && typeof (value as Partial<PreparedRead>).getQuery === "function";

/**
 * `prepare(db)`'s statements (drizzle `.prepare(name)`, reads only), made once per database
 * and kept for it: a hot read is then not rebuilt from its columns on every request, and on
 * the embedded database it runs as a named statement, parsed and planned once (ADR 074).
 * Keyed by the database object, so a test that swaps databases gets statements of its own.
 */
export function preparedPerDatabase<T>(prepare: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const byDatabase = new WeakMap<DbOrTx, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      byDatabase.set(db, (prepared = prepare(db)));
      const client = (db as { $client?: unknown }).$client;
      const reads = isPreparedRead(prepared) ? [prepared] : Object.values(prepared as object).filter(isPreparedRead);
      for (const read of reads) keepStatementNamed(client, read.getQuery().sql);
    }
    return prepared;
  };
}
