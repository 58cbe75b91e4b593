import { seriousViolations } from "../support/a11y";
import { expect, test } from "@playwright/test";

const pages = [
  "/",
  "/uncensored-ai-generator",
  "/uncensored-ai-generator/ai-art-generator",
  "/apps",
  "/apps/ai-image-editor",
  "/apps/no-such-app",
  "/ai-images",
  "/explore",
  "/explore?sort=trending&content=all",
];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
}
