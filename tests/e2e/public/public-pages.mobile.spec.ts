import { expect, test } from "@playwright/test";

const pages = ["/", "/uncensored-ai-generator", "/uncensored-ai-generator/ai-portrait-generator", "/apps", "/apps/ai-tattoo-designer", "/ai-images"];

for (const path of pages) {
  test(`${path} fits a 390 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("the hero hides 'Buy Credits' on mobile but keeps 'Start Creating'", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Start Creating" })).toBeVisible();
  await expect(page.getByTestId("hero-buy-credits")).toBeHidden();
});

test("the gallery keeps three columns on mobile", async ({ page }) => {
  await page.goto("/ai-images");
  const grid = page.locator('[data-slot="gallery-grid"]');
  // The grid streams in after the first paint: poll until its layout is computed.
  await expect.poll(() => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length)).toBe(3);
});
