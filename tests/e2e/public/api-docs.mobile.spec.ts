import { expect, test } from "@playwright/test";

// /docs/api at 390 px: readable without sideways scrolling of the page (code blocks and tables scroll on their own).

test("the API docs fit a 390 px screen; code scrolls inside its block", async ({ page }) => {
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { level: 1, name: "API documentation" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("api-docs-390.png") });
  const create = page.locator("#postApiGenerations");
  await create.scrollIntoViewIfNeeded();
  await expect(create).toContainText("curl -X POST");
  await page.screenshot({ path: test.info().outputPath("api-docs-operation-390.png") });
});
