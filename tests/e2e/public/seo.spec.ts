import { expect, test, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../support/server-settings";

async function jsonLdTypes(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => (JSON.parse(b) as { "@type": string })["@type"]);
}

async function expectSocialMeta(page: Page, path: string) {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_BASE_URL}${path}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  for (const property of ["og:title", "og:description", "og:type"]) {
    await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute("content", /.+/);
  }
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${E2E_BASE_URL}${path}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${E2E_BASE_URL}/`));
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
}

test("home has title, social tags and WebSite, Organization and FAQPage data", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/#1 Uncensored AI Image Generator/);
  await expectSocialMeta(page, "/");
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["WebSite", "Organization", "FAQPage"]));
});

test("a generator page carries SoftwareApplication and FAQPage data", async ({ page }) => {
  await page.goto("/uncensored-ai-generator/ai-anime-generator");
  await expect(page).toHaveTitle(/AI Anime Generator/);
  await expectSocialMeta(page, "/uncensored-ai-generator/ai-anime-generator");
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["SoftwareApplication", "FAQPage"]));
});

test("an app page carries WebApplication and FAQPage data", async ({ page }) => {
  await page.goto("/apps/ai-headshot-studio");
  await expectSocialMeta(page, "/apps/ai-headshot-studio");
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["WebApplication", "FAQPage"]));
});

test("list and gallery pages have canonical links and structured data", async ({ page }) => {
  for (const path of ["/uncensored-ai-generator", "/apps", "/ai-images"]) {
    await page.goto(path);
    await expectSocialMeta(page, path);
    expect((await jsonLdTypes(page)).length).toBeGreaterThan(0);
  }
  await page.goto("/uncensored-ai-generator");
  expect(await jsonLdTypes(page)).toContain("FAQPage");
});

test("structured data is served in the HTML with '<' escaped", async ({ request }) => {
  const html = await (await request.get("/uncensored-ai-generator/ai-art-generator")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(blocks.length).toBeGreaterThanOrEqual(2);
  for (const block of blocks) {
    expect(block).not.toContain("<");
    expect(() => JSON.parse(block)).not.toThrow();
  }
});

test("a missing page is not indexed", async ({ page }) => {
  await page.goto("/apps/no-such-app");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("robots.txt keeps private areas out and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.headers()["content-type"]).toContain("text/plain");
  const body = await response.text();
  for (const path of ["/account", "/hidden", "/admin", "/api"]) expect(body).toContain(`Disallow: ${path}`);
  expect(body).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
});

test("sitemap.xml lists the public pages and every non-hidden generator and app", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const body = await response.text();
  for (const path of ["/", "/uncensored-ai-generator", "/apps", "/ai-images", "/uncensored-ai-generator/ai-art-generator", "/apps/ai-image-editor"]) {
    expect(body).toContain(`<loc>${E2E_BASE_URL}${path}</loc>`);
  }
  expect(body).not.toContain("ai-concept-art-generator");
  expect(body).not.toContain("ai-avatar-lab");
});

test("the default social image is a PNG", async ({ request }) => {
  const response = await request.get("/og-image.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
});
