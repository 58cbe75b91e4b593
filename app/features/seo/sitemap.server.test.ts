import { describe, expect, it } from "vitest";
import { createApp, createGenerator } from "../../../tests/factories";
import { invalidateCatalogCache } from "~/features/catalog/cache.server";
import { loadSitemap, robotsTxt, sitemapXml } from "./sitemap.server";

describe("sitemap", () => {
  it("lists the fixed pages and every non-hidden generator and app, never a hidden one", async () => {
    await createGenerator({ slug: "shown-gen" });
    await createGenerator({ slug: "hidden-gen", hidden: true });
    await createApp({ slug: "shown-app" });
    await createApp({ slug: "hidden-app", hidden: true });
    invalidateCatalogCache();
    const xml = await loadSitemap("https://example.com");
    for (const loc of ["/", "/uncensored-ai-generator", "/apps", "/ai-images", "/uncensored-ai-generator/shown-gen", "/apps/shown-app"]) {
      expect(xml).toContain(`<loc>https://example.com${loc}</loc>`);
    }
    expect(xml).not.toContain("hidden-gen");
    expect(xml).not.toContain("hidden-app");
  });

  it("escapes XML special characters in addresses", () => {
    const xml = sitemapXml("https://example.com/a&b", []);
    expect(xml).toContain("<loc>https://example.com/a&amp;b/</loc>");
  });
});

describe("robots.txt", () => {
  it("disallows the private areas and names the sitemap", () => {
    const text = robotsTxt("https://example.com");
    for (const path of ["/account", "/hidden", "/admin", "/api"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain("Sitemap: https://example.com/sitemap.xml");
  });
});
