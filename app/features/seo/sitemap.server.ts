import { getDb } from "~/db/db.server";
import { cachedCatalogRead } from "~/features/catalog/cache.server";
import { listSitemapEntries, type SitemapEntry } from "~/features/catalog/queries.server";
import { listSitemapPictures } from "~/features/explore/feed.server";
import { urls } from "~/utils/urls";
import { isoDay } from "~/utils/dates";

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export type SitemapPicture = { id: string; publishedAt: Date };

/** The sitemap document: fixed public pages, every non-hidden generator and app, then the published SFW pictures' pages. */
export function sitemapXml(origin: string, entries: SitemapEntry[], pictures: SitemapPicture[] = []) {
  const fixed = [urls.home(), urls.generators(), urls.apps(), urls.gallery(), urls.explore()].map((path) => ({
    loc: `${origin}${path}`,
    lastmod: null,
  }));
  const items = entries.map((e) => ({
    loc: `${origin}${e.path === "generator" ? urls.generator(e.slug) : urls.app(e.slug)}`,
    lastmod: isoDay(e.updatedAt),
  }));
  const pictureItems = pictures.map((p) => ({ loc: `${origin}${urls.picture(p.id)}`, lastmod: isoDay(p.publishedAt) }));
  const body = [...fixed, ...items, ...pictureItems]
    .map((u) => `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export async function loadSitemap(origin: string) {
  // Both cached until the next catalogue write; publishing, unpublishing and making a picture private are such writes.
  const [entries, pictures] = await Promise.all([
    cachedCatalogRead("sitemap", () => listSitemapEntries(getDb())),
    cachedCatalogRead("sitemap-pictures", () => listSitemapPictures(getDb())),
  ]);
  return sitemapXml(origin, entries, pictures);
}

/** Private areas stay out of search results; everything else is open. */
export function robotsTxt(origin: string) {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /account",
    "Disallow: /hidden",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
