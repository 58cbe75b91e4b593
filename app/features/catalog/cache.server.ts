import { randomBytes } from "node:crypto";
import { openPgChannel } from "~/services/instance/pg-channel.server";
import { logger } from "~/utils/logger.server";
import { singleton } from "~/utils/singleton.server";

// Catalogue reads are cached per process. They change only through admin
// writes, which call invalidateCatalogCache():
// - in this process the cache is cleared at once;
// - on a PostgreSQL server (DATABASE_URL; several processes may serve the site)
//   the write is announced on the `catalog_changed` channel (NOTIFY) and every
//   process listening (startCatalogCacheSync, from boot) clears its cache too.
//   A listener that lost its connection clears its cache when it reconnects.
// The TTL is the safety net: a notification lost in transit, or a row changed
// outside the app, is served stale for at most CATALOG_CACHE_TTL_MS.
export const CATALOG_CACHE_TTL_MS = 30_000;
export const CATALOG_CHANGED_CHANNEL = "catalog_changed";
// Slugs come from URLs, so the key space is open: keep the map bounded.
const MAX_ENTRIES = 500;

type Entry = { expires: number; value: Promise<unknown> };

export type CatalogCache = {
  /** The cached result of `read` under `key`; a failed read is not kept. */
  read<T>(key: string, read: () => Promise<T>): Promise<T>;
  clear(): void;
  /** Calls `listener` after every clear (local write or another process's); returns its removal. */
  onClear(listener: () => void): () => void;
};

export function createCatalogCache(ttlMs = CATALOG_CACHE_TTL_MS): CatalogCache {
  const entries = new Map<string, Entry>();
  const clearListeners = new Set<() => void>();
  return {
    read<T>(key: string, read: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      if (hit) entries.delete(key);
      if (entries.size >= MAX_ENTRIES) {
        for (const [k, entry] of entries) if (entry.expires <= now) entries.delete(k);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      }
      // Drizzle queries are lazy thenables that run again on every await: settle once here.
      const value = Promise.resolve().then(read);
      entries.set(key, { expires: now + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
      for (const listener of clearListeners) listener();
    },
    onClear(listener) {
      clearListeners.add(listener);
      return () => clearListeners.delete(listener);
    },
  };
}

export type CatalogCacheLink = {
  /** Clears the local cache and tells every other linked process to clear theirs. */
  invalidate(): void;
  listening: Promise<void>;
  stop(): Promise<void>;
};

/** Links `cache` to the other processes on the PostgreSQL server at `url`. */
export function linkCatalogCache(cache: CatalogCache, url: string): CatalogCacheLink {
  // Our own announcements come back to us too; they carry our tag and are skipped.
  const tag = randomBytes(8).toString("hex");
  const channel = openPgChannel({
    url,
    channel: CATALOG_CHANGED_CHANNEL,
    onMessage: (payload) => {
      if (payload !== tag) cache.clear();
    },
    onConnect: () => cache.clear(),
  });
  return {
    listening: channel.listening,
    invalidate() {
      cache.clear();
      // Sent once the channel is connected (a write during start-up may come first).
      void channel.listening
        .then(() => channel.notify(tag))
        .catch((error) => logger.warn({ err: error }, "could not announce a catalogue change; other processes catch up within the cache TTL"));
    },
    stop: () => channel.stop(),
  };
}

const processCache = singleton("catalog-cache", () => createCatalogCache());
const processLink = singleton("catalog-cache-link", () => ({ current: null as CatalogCacheLink | null }));

/** The cached result of `read` under `key`; a failed read is not kept. */
export function cachedCatalogRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  return processCache.read(key, read);
}

/** Drops every cached catalogue read; call it after each admin write to apps, generators, FAQs or media. */
export function invalidateCatalogCache() {
  if (processLink.current) processLink.current.invalidate();
  else processCache.clear();
}

/** Runs `listener` whenever the process's catalogue cache is cleared (e.g. to drop HTML built from it). */
export function onCatalogCacheClear(listener: () => void): () => void {
  return processCache.onClear(listener);
}

/** On a PostgreSQL server: keeps this process's cache in step with the others' writes. Returns its stop. */
export function startCatalogCacheSync(databaseUrl: string): () => Promise<void> {
  const link = linkCatalogCache(processCache, databaseUrl);
  processLink.current = link;
  return async () => {
    if (processLink.current === link) processLink.current = null;
    await link.stop();
  };
}
