import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { createCatalogCache, linkCatalogCache, type CatalogCacheLink } from "~/features/catalog/cache.server";
import { createUser } from "../../../tests/factories";
import { sameDatabaseUrl } from "../../../tests/setup/same-database";
import { loadSettings, saveSettingsSection } from "./settings.server";

// Two processes on one PostgreSQL server, each with its own settings cache (the
// catalogue cache settings live in): a save in one reaches the other within
// moments (LISTEN/NOTIFY on catalog_changed), not after the TTL. Runs in the
// postgres project only (*.pg.server.test.ts).

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

describe("operator settings across processes on PostgreSQL", () => {
  it("on PostgreSQL: a save in one process is what another process serves within seconds", async () => {
    const url = (await sameDatabaseUrl())!;
    const admin = await createUser({ role: "admin" });
    const processA = createCatalogCache();
    const processB = createCatalogCache();
    const linkA = linkCatalogCache(processA, url);
    const linkB = linkCatalogCache(processB, url);
    links.push(linkA, linkB);
    await Promise.all([linkA.listening, linkB.listening]);
    // What each process's getSettings() does: the cached read of the stored sections.
    const settingsIn = (cache: typeof processA) => cache.read("operator-settings", () => loadSettings(getDb()));

    expect((await settingsIn(processB)).maintenance.enabled).toBe(false);
    expect((await settingsIn(processB)).brand.siteName).toBe("Uncensored AI");

    // Process A saves (the row is written), then announces as saveSettingsSection's invalidation does through A's link.
    expect(
      (await saveSettingsSection(getDb(), { id: admin.id, email: admin.email }, "maintenance", { enabled: true, message: "Back at noon." })).ok,
    ).toBe(true);
    linkA.invalidate();

    expect(await until(async () => (await settingsIn(processB)).maintenance.enabled)).toBe(true);
    expect((await settingsIn(processB)).maintenance.message).toBe("Back at noon.");
  });
});
