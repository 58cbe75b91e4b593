import { describe, expect, it } from "vitest";
import { createCatalogCache } from "./cache.server";

// One process's catalogue cache; across processes see cache-sync.pg.server.test.ts.

describe("a process's catalogue cache", () => {
  it("within one process: a read is cached until the cache is cleared, and until its TTL", async () => {
    let version = 1;
    const cache = createCatalogCache(60);
    const read = async () => version;
    expect(await cache.read("apps", read)).toBe(1);
    version = 2;
    expect(await cache.read("apps", read)).toBe(1);
    cache.clear();
    expect(await cache.read("apps", read)).toBe(2);
    version = 3;
    await new Promise((r) => setTimeout(r, 80));
    expect(await cache.read("apps", read)).toBe(3);
  });
});
