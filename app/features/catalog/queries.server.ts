import { and, asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { apps, faqs, generators, media } from "~/db/schema";
import { getStorage } from "~/services/storage/storage.server";
import { parseBenefits, parseCreations, parseHowItWorks } from "./content-lists";
import type { AppCard, AppDetail, Faq, FeaturedGenerator, GalleryImage, GeneratorCard, GeneratorDetail } from "./types";

// The catalogue reads of SPEC section 7. Each is one query; pages combine them
// (see pages.server.ts) and cache the result (cache.server.ts).

export const FEATURED_MEDIA_LIMIT = 10;

const generatorCardColumns = {
  id: generators.id,
  slug: generators.slug,
  title: generators.title,
  description: generators.description,
  image: generators.image,
};

const appCardColumns = {
  id: apps.id,
  slug: apps.slug,
  title: apps.title,
  description: apps.description,
  image: apps.image,
  icon: apps.icon,
};

/**
 * Home: featured generators, oldest first. A hidden generator is "only
 * accessible via direct link", so it stays off the home page even when featured.
 */
export async function listFeaturedGenerators(db: DbOrTx): Promise<FeaturedGenerator[]> {
  const rows = await db
    .select({ ...generatorCardColumns, popularCreations: generators.popularCreations })
    .from(generators)
    .where(and(eq(generators.featured, true), eq(generators.hidden, false)))
    .orderBy(asc(generators.createdAt), asc(generators.id));
  return rows.map((row) => ({ ...row, popularCreations: parseCreations(row.popularCreations) }));
}

/** Generator list: every generator that is not hidden, newest first. */
export async function listGenerators(db: DbOrTx): Promise<GeneratorCard[]> {
  return db.select(generatorCardColumns).from(generators).where(eq(generators.hidden, false)).orderBy(desc(generators.createdAt), asc(generators.id));
}

/** One generator by slug, hidden ones included (they are reachable by direct link). */
export async function getGeneratorBySlug(db: DbOrTx, slug: string): Promise<GeneratorDetail | null> {
  const [row] = await db.select().from(generators).where(eq(generators.slug, slug)).limit(1);
  return row ? { ...detailFields(row), link: row.link } : null;
}

/** Home: featured apps that are not hidden, newest first. */
export async function listFeaturedApps(db: DbOrTx): Promise<AppCard[]> {
  return db
    .select(appCardColumns)
    .from(apps)
    .where(and(eq(apps.featured, true), eq(apps.hidden, false)))
    .orderBy(desc(apps.createdAt), asc(apps.id));
}

/** App list: every app that is not hidden, newest first. */
export async function listApps(db: DbOrTx): Promise<AppCard[]> {
  return db.select(appCardColumns).from(apps).where(eq(apps.hidden, false)).orderBy(desc(apps.createdAt), asc(apps.id));
}

/** One app by slug, hidden ones included. */
export async function getAppBySlug(db: DbOrTx, slug: string): Promise<AppDetail | null> {
  const [row] = await db.select().from(apps).where(eq(apps.slug, slug)).limit(1);
  return row ? { ...detailFields(row), icon: row.icon } : null;
}

/** The fields an app's and a generator's detail page share, with the stored lists parsed. */
function detailFields(row: typeof apps.$inferSelect | typeof generators.$inferSelect) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
    longDescription: row.longDescription,
    howItWorks: parseHowItWorks(row.howItWorks),
    benefits: parseBenefits(row.benefits),
    popularCreations: parseCreations(row.popularCreations),
    hidden: row.hidden,
    updatedAt: row.updatedAt,
  };
}

/** Featured media that is not NSFW, newest first, as gallery entries (title: alt text, else file name, else empty). */
export async function listFeaturedMedia(db: DbOrTx, limit = FEATURED_MEDIA_LIMIT): Promise<GalleryImage[]> {
  const rows = await db
    .select({
      id: media.id,
      filePath: media.filePath,
      fileName: media.fileName,
      altText: media.altText,
      width: media.width,
      height: media.height,
    })
    .from(media)
    // An NSFW picture never reaches the public pages, even if it was featured before it was known to be one.
    .where(and(eq(media.featured, true), eq(media.isNsfw, false)))
    .orderBy(desc(media.createdAt), asc(media.id))
    .limit(limit);
  const storage = getStorage();
  return rows.map((row) => ({
    id: row.id,
    url: storage.publicUrl({ bucket: "media_library", key: row.filePath }),
    title: row.altText || row.fileName || "",
    width: row.width,
    height: row.height,
  }));
}

/** The page key of an app's FAQs. */
export const appFaqPage = (slug: string) => `app_${slug}`;

/** FAQs of one page ('home', a generator slug or app_{slug}), oldest first. */
export async function listFaqs(db: DbOrTx, page: string): Promise<Faq[]> {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.page, page))
    .orderBy(asc(faqs.createdAt), asc(faqs.id));
}

export type SitemapEntry = { path: "generator" | "app"; slug: string; updatedAt: Date };

/** Every page the sitemap lists besides the fixed ones: non-hidden generators and apps. */
export async function listSitemapEntries(db: DbOrTx): Promise<SitemapEntry[]> {
  const [generatorRows, appRows] = await Promise.all([
    db
      .select({ slug: generators.slug, updatedAt: generators.updatedAt })
      .from(generators)
      .where(eq(generators.hidden, false))
      .orderBy(asc(generators.createdAt)),
    db.select({ slug: apps.slug, updatedAt: apps.updatedAt }).from(apps).where(eq(apps.hidden, false)).orderBy(asc(apps.createdAt)),
  ]);
  return [...generatorRows.map((r) => ({ path: "generator" as const, ...r })), ...appRows.map((r) => ({ path: "app" as const, ...r }))];
}
