import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "../support/auth";

test("the detail editor fits a phone screen and keeps 'Save All Changes' in reach", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/generators/ai-art-generator");
  await expect(page.getByRole("heading", { level: 1, name: "Edit AI Art Generator Details" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The header with the save button stays on screen while scrolling through the sections.
  await page.getByRole("heading", { name: "FAQ Section" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Save All Changes" })).toBeInViewport();
  await expect(page.getByRole("button", { name: "Add New FAQ" })).toBeVisible();
});
