import { singleton } from "~/utils/singleton.server";

// Catalogue reads change only through admin writes, which call
// invalidateCatalogCache(). The TTL bounds staleness when several processes
// serve the site (each holds its own cache) or a row changes outside the app.
export const CATALOG_CACHE_TTL_MS = 30_000;
// Slugs come from URLs, so the key space is open: keep the map bounded.
const MAX_ENTRIES = 500;

type Entry = { expires: number; value: Promise<unknown> };

const cache = singleton("catalog-cache", () => new Map<string, Entry>());

/** The cached result of `read` under `key`; a failed read is not kept. */
export function cachedCatalogRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (hit) cache.delete(key);
  if (cache.size >= MAX_ENTRIES) {
    for (const [k, entry] of cache) if (entry.expires <= now) cache.delete(k);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  // Drizzle queries are lazy thenables that run again on every await: settle once here.
  const value = Promise.resolve().then(read);
  cache.set(key, { expires: now + CATALOG_CACHE_TTL_MS, value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** Drops every cached catalogue read; call it after each admin write to apps, generators, FAQs or media. */
export function invalidateCatalogCache() {
  cache.clear();
}
