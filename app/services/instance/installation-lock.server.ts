import pg from "pg";
import type { Database } from "~/db/db.server";

// Start-up work that must run once at a time across every process of the
// installation (e.g. creating the admin account). Within a process the calls
// queue behind each other; on a PostgreSQL server a session advisory lock, held
// on one pooled connection for the duration, makes other processes wait too.
// An embedded database has one process (the DATA_DIR lock), so the queue suffices.

const LOCK_NAMESPACE = 727275;

// One queue per database handle and lock name: separate handles (as separate processes have) meet at the advisory lock.
const queuesByDatabase = new WeakMap<object, Map<string, Promise<unknown>>>();

function inProcessQueue<T>(db: object, name: string, work: () => Promise<T>): Promise<T> {
  const queues = queuesByDatabase.get(db) ?? new Map<string, Promise<unknown>>();
  queuesByDatabase.set(db, queues);
  const previous = queues.get(name) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.catch(() => {});
  queues.set(name, settled);
  void settled.then(() => {
    if (queues.get(name) === settled) queues.delete(name);
  });
  return next;
}

async function withAdvisoryLock<T>(pool: pg.Pool, name: string, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1, hashtext($2))", [LOCK_NAMESPACE, name]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1, hashtext($2))", [LOCK_NAMESPACE, name]).catch(() => {});
    }
  } finally {
    client.release();
  }
}

/** Runs `work` while holding the installation-wide lock `name`. */
export function withInstallationLock<T>(db: Database, name: string, work: () => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client?: unknown }).$client;
  return inProcessQueue(db, name, () => (client instanceof pg.Pool ? withAdvisoryLock(client, name, work) : work()));
}
