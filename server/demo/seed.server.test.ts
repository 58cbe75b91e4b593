import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { appSettings, apps, faqs, generators, media } from "~/db/schema";
import { getStorage, parsePublicUrl } from "~/services/storage/storage.server";
import { parseBenefits, parseCreations, parseHowItWorks } from "~/features/catalog/content-lists";
import { DEMO_SEED_KEY, seedDemoContent } from "./seed.server";

async function readImage(url: string) {
  const file = parsePublicUrl(url);
  expect(file, url).not.toBeNull();
  const stored = await getStorage().get(file!);
  expect(stored, url).not.toBeNull();
  const bytes = new Uint8Array(await new Response(stored!.body).arrayBuffer());
  return sharp(bytes).metadata();
}

const marker = async () => {
  const [row] = await getDb().select().from(appSettings).where(eq(appSettings.key, DEMO_SEED_KEY));
  return (row?.value ?? null) as { outcome: string } | null;
};

const deleteAllContent = async () => {
  const db = getDb();
  await db.delete(generators);
  await db.delete(apps);
  await db.delete(media);
  await db.delete(faqs);
};

const counts = async () => {
  const db = getDb();
  const [[g], [a], [f], [m]] = await Promise.all([
    db.select({ n: count() }).from(generators),
    db.select({ n: count() }).from(apps),
    db.select({ n: count() }).from(faqs),
    db.select({ n: count() }).from(media),
  ]);
  return { generators: g.n, apps: a.n, faqs: f.n, media: m.n };
};

describe("seedDemoContent", () => {
  it("fills an empty database with the demo catalogue and real images", async () => {
    const db = getDb();
    expect(await marker()).toBeNull();
    expect(await seedDemoContent(db)).toEqual({ seeded: true });
    expect(await marker()).toMatchObject({ outcome: "seeded" });

    const allGenerators = await db.select().from(generators);
    const allApps = await db.select().from(apps);
    expect(allGenerators.filter((g) => !g.hidden).length).toBeGreaterThanOrEqual(6);
    expect(allApps.filter((a) => !a.hidden).length).toBeGreaterThanOrEqual(4);
    expect(allGenerators.some((g) => g.hidden)).toBe(true);
    expect(allApps.some((a) => a.hidden)).toBe(true);
    expect(allGenerators.some((g) => g.featured && !g.hidden)).toBe(true);
    expect(allApps.some((a) => a.featured && !a.hidden)).toBe(true);

    for (const item of [...allGenerators, ...allApps]) {
      expect(item.longDescription?.length).toBeGreaterThan(100);
      const steps = parseHowItWorks(item.howItWorks);
      expect(steps.map((s) => s.title)).toEqual(["Enter Your Prompt", "Customize Settings", "Generate", "Download & Share"]);
      const benefits = parseBenefits(item.benefits);
      expect(benefits.length).toBeGreaterThanOrEqual(2);
      expect(benefits.map((b) => b.imagePosition).slice(0, 2)).toEqual(["left", "right"]);
      expect(parseCreations(item.popularCreations).length).toBeGreaterThanOrEqual(4);
      const page = allApps.includes(item as never) ? `app_${item.slug}` : item.slug;
      const itemFaqs = await db.select().from(faqs).where(eq(faqs.page, page));
      expect(itemFaqs.length, page).toBeGreaterThanOrEqual(1);
    }
    expect((await db.select().from(faqs).where(eq(faqs.page, "home"))).length).toBeGreaterThanOrEqual(3);

    const featuredMedia = await db.select().from(media).where(eq(media.featured, true));
    expect(featuredMedia.length).toBeGreaterThanOrEqual(12);
    for (const row of featuredMedia) {
      expect(row.source).toBe("admin");
      expect(row.altText).toBeTruthy();
      const meta = await readImage(getStorage().publicUrl({ bucket: "media_library", key: row.filePath }));
      expect(meta).toMatchObject({ format: "webp", width: row.width, height: row.height });
    }

    const generator = allGenerators[0];
    expect(generator.image).toMatch(/^\/files\/catalog\//);
    expect((await readImage(generator.image!)).format).toBe("webp");
    const app = allApps[0];
    expect((await readImage(app.icon!)).format).toBe("webp");
    const creation = parseCreations(app.popularCreations)[0];
    expect((await readImage(creation.image)).format).toBe("webp");
  });

  it("adds nothing on a second start", async () => {
    const before = await counts();
    expect(before.generators).toBeGreaterThan(0);
    expect(await seedDemoContent(getDb())).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });

  it("does not bring the demo back after an admin deleted all content", async () => {
    await deleteAllContent();
    expect(await seedDemoContent(getDb())).toEqual({ seeded: false });
    expect(await counts()).toEqual({ generators: 0, apps: 0, faqs: 0, media: 0 });
  });

  it("marks a database that already has content (from before the marker) as done, without seeding it", async () => {
    const db = getDb();
    await db.delete(appSettings);
    await db.insert(faqs).values({ page: "home", question: "Only one?", answer: "Yes." });
    expect(await seedDemoContent(db)).toEqual({ seeded: false });
    expect(await counts()).toEqual({ generators: 0, apps: 0, faqs: 1, media: 0 });
    expect(await marker()).toMatchObject({ outcome: "existing-content" });

    await deleteAllContent();
    expect(await seedDemoContent(db)).toEqual({ seeded: false });
    expect(await counts()).toEqual({ generators: 0, apps: 0, faqs: 0, media: 0 });
  });
});
