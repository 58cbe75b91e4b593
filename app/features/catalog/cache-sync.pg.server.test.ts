import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { sameDatabaseUrl } from "../../../tests/setup/same-database";
import { createCatalogCache, linkCatalogCache, type CatalogCacheLink } from "./cache.server";

// Two processes' catalogue caches on one PostgreSQL server: a write announced
// by one clears the other's cache (LISTEN/NOTIFY on catalog_changed). Runs in
// the postgres project only (*.pg.server.test.ts).

const links: CatalogCacheLink[] = [];
afterEach(async () => {
  await Promise.all(links.splice(0).map((l) => l.stop()));
});

async function until(check: () => Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

describe("catalogue caches of several processes on PostgreSQL", () => {
  it("on PostgreSQL: a write announced by one process clears the other's cache", async () => {
    const url = (await sameDatabaseUrl())!;
    let rows = ["first"];
    const read = async () => [...rows];
    const a = createCatalogCache();
    const b = createCatalogCache();
    const linkA = linkCatalogCache(a, url);
    const linkB = linkCatalogCache(b, url);
    links.push(linkA, linkB);
    await Promise.all([linkA.listening, linkB.listening]);

    expect(await a.read("apps", read)).toEqual(["first"]);
    expect(await b.read("apps", read)).toEqual(["first"]);
    rows = ["first", "second"];
    linkA.invalidate();
    expect(await a.read("apps", read)).toEqual(["first", "second"]);
    expect(await until(async () => (await b.read("apps", read)).length === 2)).toBe(true);
  });

  it("on PostgreSQL: a listener whose connection was cut reconnects, clears its cache and hears later writes", async () => {
    const url = (await sameDatabaseUrl())!;
    let version = 1;
    const read = async () => version;
    const a = createCatalogCache();
    const b = createCatalogCache();
    const linkA = linkCatalogCache(a, url);
    const linkB = linkCatalogCache(b, url);
    links.push(linkA, linkB);
    await Promise.all([linkA.listening, linkB.listening]);
    expect(await b.read("apps", read)).toBe(1);

    // The server drops every listening connection of this database (a restart, a failover).
    await getDb().execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
    );
    version = 2;
    // Changes missed while disconnected: the cache is cleared on reconnecting.
    expect(await until(async () => (await b.read("apps", read)) === 2)).toBe(true);
    version = 3;
    expect(await b.read("apps", read)).toBe(2);
    // Give A's reconnection time, then a write announced by A reaches B again.
    expect(
      await until(async () => {
        linkA.invalidate();
        return (await b.read("apps", read)) === 3;
      }),
    ).toBe(true);
  });
});
