import { getDb } from "~/db/db.server";
import { hasControlCharacters } from "~/utils/strict-input";
import { cachedCatalogRead } from "./cache.server";
import {
  appFaqPage,
  getAppBySlug,
  getGeneratorBySlug,
  listApps,
  listFaqs,
  listFeaturedApps,
  listFeaturedGenerators,
  listFeaturedMedia,
  listGenerators,
} from "./queries.server";

// What each public page reads. Every read of a page starts at once (one round
// trip stage, well inside the budget of two) and goes through the short cache.

export const readFeaturedGenerators = () => cachedCatalogRead("generators:featured", () => listFeaturedGenerators(getDb()));
export const readGenerators = () => cachedCatalogRead("generators:list", () => listGenerators(getDb()));
export const readFeaturedApps = () => cachedCatalogRead("apps:featured", () => listFeaturedApps(getDb()));
export const readApps = () => cachedCatalogRead("apps:list", () => listApps(getDb()));
export const readFeaturedMedia = () => cachedCatalogRead("media:featured", () => listFeaturedMedia(getDb()));
export const readFaqs = (page: string) => cachedCatalogRead(`faqs:${page}`, () => listFaqs(getDb(), page));

/**
 * Home. Gallery and FAQs are awaited by the route (they hold the first image
 * and the FAQ structured data); the catalogue grids stream in behind their
 * loading texts.
 */
export function loadHomePage() {
  return {
    gallery: readFeaturedMedia(),
    faqs: readFaqs("home"),
    featuredGenerators: readFeaturedGenerators(),
    featuredApps: readFeaturedApps(),
    apps: readApps(),
  };
}

/** A slug from an address that no record can have (a control character, or longer than any slug): no query, no cache entry. */
function isImpossibleSlug(slug: string) {
  return slug.length > 200 || hasControlCharacters(slug);
}

export async function loadGeneratorPage(slug: string) {
  if (isImpossibleSlug(slug)) return null;
  const [generator, faqs] = await Promise.all([cachedCatalogRead(`generator:${slug}`, () => getGeneratorBySlug(getDb(), slug)), readFaqs(slug)]);
  return generator ? { generator, faqs } : null;
}

export async function loadAppPage(slug: string) {
  if (isImpossibleSlug(slug)) return null;
  const [app, faqs] = await Promise.all([cachedCatalogRead(`app:${slug}`, () => getAppBySlug(getDb(), slug)), readFaqs(appFaqPage(slug))]);
  return app ? { app, faqs } : null;
}

/** The /ai-{product} gallery: every featured image up to a page's worth, newest first. */
export const GALLERY_PAGE_LIMIT = 60;
export const readGalleryMedia = () => cachedCatalogRead("media:gallery", () => listFeaturedMedia(getDb(), GALLERY_PAGE_LIMIT));
