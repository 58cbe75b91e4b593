import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { getDb, type Database, type DbOrTx } from "~/db/db.server";
import { singleton } from "~/utils/singleton.server";
import { listenOnPglite, listenOnPostgres, type NotificationListener } from "./notification-listener.server";

// "This generation is no longer pending", from whichever process finished it
// to every process with someone waiting. The writer sends a NOTIFY inside the
// transaction that settles the row (delivered on commit, never on rollback);
// each process keeps one LISTEN connection and fans the ids out in memory.

export const GENERATION_DONE_CHANNEL = "generation_done";

/**
 * Tells every process the generation is settled or its progress moved; call it inside the
 * transaction that writes the row. A waiter reads the row again and decides whether it is news.
 */
export async function publishGenerationChange(db: DbOrTx, generationId: string) {
  await db.execute(sql`select pg_notify(${GENERATION_DONE_CHANNEL}, ${generationId})`);
}

type Hub = { listener: NotificationListener; waiters: Map<string, Set<() => void>> };

// One hub per database client (one per process outside tests).
const hubs = singleton("generation-event-hubs", () => new WeakMap<object, Hub>());

function clientOf(db: Database): object {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!client || typeof client !== "object") throw new Error("database handle has no client");
  return client;
}

function hubFor(db: Database): Hub {
  const client = clientOf(db);
  const existing = hubs.get(client);
  if (existing) return existing;
  const waiters = new Map<string, Set<() => void>>();
  const handlers = {
    onPayload: (id: string) => waiters.get(id)?.forEach((wake) => wake()),
    onGap: () => waiters.forEach((set) => set.forEach((wake) => wake())),
  };
  let listener: NotificationListener;
  if (client instanceof pg.Pool) listener = listenOnPostgres(client.options, GENERATION_DONE_CHANNEL, handlers);
  else if (client instanceof PGlite) listener = listenOnPglite(client, GENERATION_DONE_CHANNEL, handlers);
  else throw new Error("unknown database client");
  const hub = { listener, waiters };
  hubs.set(client, hub);
  return hub;
}

/** Resolves when `promise` does or after `ms`, whichever is first; never rejects. */
async function settleWithin(promise: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise.catch(() => {}), new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))))]);
  clearTimeout(timer);
}

export type GenerationSubscription = {
  /** Resolves (within `timeoutMs`) once the process listens, so no later completion is missed. */
  ready(timeoutMs: number): Promise<void>;
  /** True when a completion (or a listening gap) came since the last call; false after `timeoutMs` without one. */
  next(timeoutMs: number): Promise<boolean>;
  close(): void;
};

/** Starts collecting completions of one generation; subscribe before reading the row so none slips between. */
export function subscribeToGeneration(generationId: string, db: Database = getDb()): GenerationSubscription {
  const hub = hubFor(db);
  let signalled = false;
  let wakeWaiting: (() => void) | null = null;
  const wake = () => {
    signalled = true;
    wakeWaiting?.();
  };
  const set = hub.waiters.get(generationId) ?? new Set();
  set.add(wake);
  hub.waiters.set(generationId, set);

  return {
    ready: (timeoutMs) => settleWithin(hub.listener.ready(), timeoutMs),
    async next(timeoutMs) {
      if (!signalled) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          wakeWaiting = resolve;
          timer = setTimeout(resolve, Math.max(0, timeoutMs));
        });
        clearTimeout(timer);
        wakeWaiting = null;
      }
      const arrived = signalled;
      signalled = false;
      return arrived;
    },
    close() {
      set.delete(wake);
      if (set.size === 0 && hub.waiters.get(generationId) === set) hub.waiters.delete(generationId);
    },
  };
}

/** Waits up to `timeoutMs` for a completion of this generation from any process; false at the timeout. */
export async function waitForGenerationChange(generationId: string, timeoutMs: number, db: Database = getDb()) {
  const deadline = Date.now() + timeoutMs;
  const subscription = subscribeToGeneration(generationId, db);
  try {
    await subscription.ready(timeoutMs);
    return await subscription.next(deadline - Date.now());
  } finally {
    subscription.close();
  }
}

/** Closes this process's listening connection for `db` (tests, shutdown). */
export async function stopGenerationEvents(db: Database = getDb()) {
  const client = clientOf(db);
  const hub = hubs.get(client);
  hubs.delete(client);
  await hub?.listener.stop();
}
