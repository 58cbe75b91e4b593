import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { apps, faqs, generators, media } from "~/db/schema";
import { createApp, createFaq, createGenerator, createMedia } from "../../../tests/factories";
import { invalidateCatalogCache } from "./cache.server";
import { loadAppPage, loadGeneratorPage, readApps } from "./pages.server";
import {
  getAppBySlug,
  getGeneratorBySlug,
  listApps,
  listFaqs,
  listFeaturedApps,
  listFeaturedGenerators,
  listFeaturedMedia,
  listGenerators,
  listSitemapEntries,
} from "./queries.server";

const day = (n: number) => new Date(Date.UTC(2024, 5, n));

beforeEach(async () => {
  const db = getDb();
  await db.delete(generators);
  await db.delete(apps);
  await db.delete(faqs);
  await db.delete(media);
  invalidateCatalogCache();
});

describe("generators", () => {
  it("lists featured, non-hidden generators for home, oldest first", async () => {
    const newer = await createGenerator({ featured: true, createdAt: day(3) });
    const older = await createGenerator({ featured: true, createdAt: day(1) });
    await createGenerator({ featured: false, createdAt: day(2) });
    await createGenerator({ featured: true, hidden: true, createdAt: day(0) });
    const rows = await listFeaturedGenerators(getDb());
    expect(rows.map((r) => r.id)).toEqual([older.id, newer.id]);
  });

  it("lists non-hidden generators newest first", async () => {
    const a = await createGenerator({ createdAt: day(1) });
    const b = await createGenerator({ createdAt: day(5), featured: true });
    await createGenerator({ createdAt: day(9), hidden: true });
    const c = await createGenerator({ createdAt: day(3) });
    expect((await listGenerators(getDb())).map((r) => r.id)).toEqual([b.id, c.id, a.id]);
  });

  it("finds a generator by slug, hidden ones too, with parsed list fields", async () => {
    await createGenerator({
      slug: "secret-gen",
      hidden: true,
      howItWorks: JSON.stringify({ steps: [{ title: "Enter Your Prompt", description: "Type" }] }),
      benefits: { 0: { title: "Fast", description: "Quick", image: "/a.webp", imagePosition: "diagonal" } },
      popularCreations: { items: [{ id: "temp-1", title: "One", image: "/b.webp" }] },
    });
    const found = await getGeneratorBySlug(getDb(), "secret-gen");
    expect(found).toMatchObject({
      slug: "secret-gen",
      hidden: true,
      howItWorks: [{ title: "Enter Your Prompt", description: "Type" }],
      benefits: [{ title: "Fast", description: "Quick", image: "/a.webp", imagePosition: "left" }],
      popularCreations: [{ id: "temp-1", title: "One", image: "/b.webp" }],
    });
    expect(await getGeneratorBySlug(getDb(), "missing")).toBeNull();
  });
});

describe("apps", () => {
  it("lists featured apps that are not hidden, newest first", async () => {
    const older = await createApp({ featured: true, createdAt: day(1) });
    const newer = await createApp({ featured: true, createdAt: day(4) });
    await createApp({ featured: true, hidden: true, createdAt: day(6) });
    await createApp({ featured: false, createdAt: day(7) });
    expect((await listFeaturedApps(getDb())).map((r) => r.id)).toEqual([newer.id, older.id]);
  });

  it("lists non-hidden apps newest first and finds hidden ones by slug", async () => {
    const a = await createApp({ createdAt: day(1) });
    const b = await createApp({ createdAt: day(2) });
    const hidden = await createApp({ createdAt: day(3), hidden: true, slug: "hidden-app", icon: "/icon.webp" });
    expect((await listApps(getDb())).map((r) => r.id)).toEqual([b.id, a.id]);
    expect(await getAppBySlug(getDb(), "hidden-app")).toMatchObject({ id: hidden.id, icon: "/icon.webp", hidden: true });
  });
});

describe("featured media", () => {
  it("returns at most ten featured items, newest first, with url and title fallbacks", async () => {
    for (let i = 0; i < 12; i++) await createMedia({ featured: true, createdAt: day(i + 1), altText: `Alt ${i}` });
    await createMedia({ featured: false, createdAt: day(28) });
    const noAlt = await createMedia({ featured: true, createdAt: day(27), altText: null, fileName: "sunset.webp" });
    const rows = await listFeaturedMedia(getDb());
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ id: noAlt.id, title: "sunset.webp" });
    expect(rows[0].url).toMatch(/^\/files\/media_library\/[A-Za-z0-9_-]+\.webp$/);
    expect(rows[1].title).toBe("Alt 11");
    expect(rows.map((r) => r.title)).not.toContain("Alt 1");
  });

  it("uses an empty title when there is neither alt text nor file name", async () => {
    await createMedia({ altText: "", fileName: "" });
    expect((await listFeaturedMedia(getDb()))[0].title).toBe("");
  });
});

describe("faqs", () => {
  it("lists one page's FAQs oldest first", async () => {
    const second = await createFaq({ page: "home", createdAt: day(2) });
    const first = await createFaq({ page: "home", createdAt: day(1) });
    await createFaq({ page: "app_home", createdAt: day(0) });
    expect((await listFaqs(getDb(), "home")).map((f) => f.id)).toEqual([first.id, second.id]);
  });

  it("reads an app's FAQs from page app_{slug} and a generator's from its slug", async () => {
    await createApp({ slug: "editor" });
    await createGenerator({ slug: "editor" });
    const appFaq = await createFaq({ page: "app_editor", question: "App question?" });
    const genFaq = await createFaq({ page: "editor", question: "Generator question?" });
    expect((await loadAppPage("editor"))?.faqs.map((f) => f.id)).toEqual([appFaq.id]);
    expect((await loadGeneratorPage("editor"))?.faqs.map((f) => f.id)).toEqual([genFaq.id]);
    expect(await loadAppPage("nope")).toBeNull();
  });
});

describe("sitemap entries", () => {
  it("lists every non-hidden generator and app and no hidden one", async () => {
    await createGenerator({ slug: "visible-gen" });
    await createGenerator({ slug: "hidden-gen", hidden: true });
    await createApp({ slug: "visible-app" });
    await createApp({ slug: "hidden-app", hidden: true });
    const entries = await listSitemapEntries(getDb());
    expect(entries.map((e) => `${e.path}:${e.slug}`).sort()).toEqual(["app:visible-app", "generator:visible-gen"]);
  });
});

describe("catalogue cache", () => {
  it("serves a cached read until it is invalidated", async () => {
    await createApp({ slug: "first" });
    expect((await readApps()).map((a) => a.slug)).toEqual(["first"]);
    await createApp({ slug: "second" });
    expect((await readApps()).map((a) => a.slug)).toEqual(["first"]);
    invalidateCatalogCache();
    expect((await readApps()).map((a) => a.slug)).toEqual(["second", "first"]);
  });
});
