import sharp from "sharp";
import { eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/db.server";
import { appSettings, apps, faqs, generators, media } from "~/db/schema";
import { getStorage, makeStorageKey, type StoredFile } from "~/services/storage/storage.server";
import { logger } from "~/utils/logger.server";
import { ART_STYLES, renderArtSvg, type ArtSpec } from "~/features/catalog/art";
import { invalidateCatalogCache } from "~/features/catalog/cache.server";
import { DEFAULT_STEP_TITLES } from "~/features/catalog/step-titles";
import { DEMO_APPS, DEMO_GENERATORS, DEMO_HOME_FAQS, DEMO_MEDIA, type SeedItem } from "./seed-content.server";

const SEED_LOCK = 727_275;
export const DEMO_SEED_KEY = "demo_seed";
const CREATION_POOL = 16;
const STEP_POOL = 6;

type Rendered = { file: StoredFile; url: string; size: number; width: number; height: number };

/** Renders one picture to WebP and stores it; `written` collects every stored file for clean-up. */
async function renderToStorage(
  written: StoredFile[],
  spec: ArtSpec,
  size: { width: number; height: number },
  bucket: StoredFile["bucket"],
  folder?: string,
): Promise<Rendered> {
  const body = await sharp(Buffer.from(renderArtSvg(spec, size.width, size.height)))
    .webp({ quality: 80, effort: 1 })
    .toBuffer();
  const file: StoredFile = { bucket, key: makeStorageKey("webp", folder) };
  const storage = getStorage();
  await storage.put(file, body, "image/webp");
  written.push(file);
  return { file, url: storage.publicUrl(file), size: body.length, ...size };
}

async function isCatalogEmpty(db: DbOrTx) {
  // One after another: inside a transaction they share one connection.
  for (const table of [generators, apps, faqs, media]) {
    if ((await db.select({ id: table.id }).from(table).limit(1)).length > 0) return false;
  }
  return true;
}

async function seedMarker(db: DbOrTx) {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, DEMO_SEED_KEY)).limit(1);
  return row?.value ?? null;
}

async function setSeedMarker(db: DbOrTx, outcome: "seeded" | "existing-content") {
  await db
    .insert(appSettings)
    .values({ key: DEMO_SEED_KEY, value: { outcome, at: new Date().toISOString() } })
    .onConflictDoNothing();
}

/** Every picture the demo needs, written to storage before the rows that point at them. */
async function renderDemoImages(written: StoredFile[]) {
  const pending: Promise<Rendered>[] = [];
  const render = (spec: ArtSpec, width: number, height: number, bucket: StoredFile["bucket"], folder?: string) => {
    const rendered = renderToStorage(written, spec, { width, height }, bucket, folder);
    pending.push(rendered);
    return rendered;
  };
  const items = [
    ...DEMO_GENERATORS.map((item) => ({ art: item.art, folder: "generators" })),
    ...DEMO_APPS.map((item) => ({ art: item.art, folder: "apps" })),
  ];
  const all = Promise.all([
    Promise.all(items.map((item, i) => render({ ...item.art, seed: 100 + i }, 1024, 576, "catalog", item.folder))),
    Promise.all(DEMO_APPS.map((app, i) => render({ ...app.icon, seed: 200 + i }, 256, 256, "catalog", "apps"))),
    Promise.all(
      Array.from({ length: CREATION_POOL }, (_, i) =>
        render({ style: ART_STYLES[i % ART_STYLES.length], palette: (i * 5) % 12, seed: 300 + i }, 640, 640, "catalog", "creations"),
      ),
    ),
    Promise.all(
      Array.from({ length: STEP_POOL }, (_, i) =>
        render({ style: ART_STYLES[(i * 3 + 1) % ART_STYLES.length], palette: (i * 7 + 2) % 12, seed: 400 + i }, 960, 540, "catalog", "steps"),
      ),
    ),
    Promise.all(DEMO_MEDIA.map((m, i) => render({ style: m.style, palette: m.palette, seed: 500 + i }, 1024, 1024, "media_library"))),
  ]);
  try {
    const [heroes, icons, creations, steps, library] = await all;
    return { heroes, icons, creations, steps, library };
  } catch (error) {
    // Let the other renders finish so that `written` lists every file to remove.
    await Promise.allSettled(pending);
    throw error;
  }
}

type DemoImages = Awaited<ReturnType<typeof renderDemoImages>>;

function itemContent(item: SeedItem, index: number, images: DemoImages) {
  const pool = images.creations;
  const stepImage = images.steps[index % images.steps.length].url;
  return {
    slug: item.slug,
    title: item.title,
    description: item.description,
    longDescription: item.longDescription,
    image: images.heroes[index].url,
    featured: item.featured,
    hidden: item.hidden,
    howItWorks: DEFAULT_STEP_TITLES.map((title, i) => ({
      title,
      description: i === 0 ? `${item.steps[0]} For example: "${item.promptExample}".` : item.steps[i],
      image: stepImage,
    })),
    benefits: item.benefits.map((b, i) => ({
      ...b,
      image: pool[(index * 3 + i) % pool.length].url,
      imagePosition: i % 2 === 0 ? "left" : "right",
    })),
    popularCreations: item.creations.map((title, i) => ({
      id: `${item.slug}-${i + 1}`,
      title,
      image: pool[(index * 5 + i + 7) % pool.length].url,
    })),
  };
}

/**
 * Fills the catalogue of a new installation with the demo site: generators, apps,
 * their FAQs, home FAQs and a featured media library with real image files.
 * Runs at most once per database (the `demo_seed` marker in app_settings), so
 * content an admin deleted never comes back at the next start. A database that
 * already has content gets the marker without being seeded.
 */
export async function seedDemoContent(db: Database): Promise<{ seeded: boolean }> {
  if (await seedMarker(db)) return { seeded: false };
  if (!(await isCatalogEmpty(db))) {
    await setSeedMarker(db, "existing-content");
    return { seeded: false };
  }
  const started = Date.now();
  const written: StoredFile[] = [];
  const removeImages = () =>
    Promise.all(
      written.map((file) =>
        getStorage()
          .remove(file)
          .catch(() => {}),
      ),
    );

  // Rows get explicit, distinct times so "newest first" and "oldest first" are well defined.
  const base = Date.now() - 60 * 24 * 3600_000;
  const at = (dayOffset: number) => new Date(base + dayOffset * 3600_000 * 24);

  let seeded: boolean;
  try {
    const images = await renderDemoImages(written);
    seeded = await db.transaction(async (tx) => {
      // Two processes starting on one PostgreSQL server: the second waits, then sees rows and stops.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await seedMarker(tx)) return false;
      if (!(await isCatalogEmpty(tx))) {
        await setSeedMarker(tx, "existing-content");
        return false;
      }

      await tx.insert(generators).values(
        DEMO_GENERATORS.map((item, i) => ({
          ...itemContent(item, i, images),
          preset: item.preset ?? null,
          createdAt: at(i * 3),
          updatedAt: at(i * 3),
        })),
      );
      await tx.insert(apps).values(
        DEMO_APPS.map((item, i) => {
          const index = DEMO_GENERATORS.length + i;
          // Listed first in the array = newest, so the flagship app leads the "newest first" lists.
          const created = at((DEMO_APPS.length - i) * 3 + 1);
          return { ...itemContent(item, index, images), icon: images.icons[i].url, createdAt: created, updatedAt: created };
        }),
      );
      const faqRows = [
        ...DEMO_HOME_FAQS.map((f) => ({ page: "home", ...f })),
        ...DEMO_GENERATORS.flatMap((item) => item.faqs.map((f) => ({ page: item.slug, ...f }))),
        ...DEMO_APPS.flatMap((item) => item.faqs.map((f) => ({ page: `app_${item.slug}`, ...f }))),
      ];
      await tx.insert(faqs).values(faqRows.map((row, i) => ({ ...row, createdAt: new Date(base + i * 60_000) })));
      await tx.insert(media).values(
        DEMO_MEDIA.map((m, i) => {
          const img = images.library[i];
          return {
            filePath: img.file.key,
            fileName: `${m.slug}.webp`,
            fileSize: img.size,
            fileType: "image/webp",
            width: img.width,
            height: img.height,
            source: "admin" as const,
            altText: m.alt,
            description: m.description,
            featured: m.featured,
            createdAt: at(40 - i),
          };
        }),
      );
      await setSeedMarker(tx, "seeded");
      return true;
    });
  } catch (error) {
    await removeImages();
    throw error;
  }
  if (!seeded) {
    await removeImages();
    return { seeded: false };
  }
  invalidateCatalogCache();
  logger.info({ ms: Date.now() - started, images: written.length }, "seeded demo content into the new database");
  return { seeded: true };
}
