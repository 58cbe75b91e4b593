import type { DbOrTx } from "./db.server";

/**
 * `prepare(db)`'s statements (drizzle `.prepare(name)`), made once per database and kept
 * for it: a hot read is then not rebuilt from its columns on every request. Keyed by the
 * database object, so a test that swaps databases gets statements of its own.
 */
export function preparedPerDatabase<T>(prepare: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const byDatabase = new WeakMap<DbOrTx, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) byDatabase.set(db, (prepared = prepare(db)));
    return prepared;
  };
}
