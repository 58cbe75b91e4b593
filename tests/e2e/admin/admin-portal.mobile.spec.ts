import { expect, test } from "@playwright/test";
import { loginThroughForm } from "./admin-support";

test("the portal works on a phone: drawer navigation and a table that fits", async ({ page }) => {
  await loginThroughForm(page);
  await expect(page.getByText("Total Apps")).toBeVisible();
  await page.getByRole("button", { name: "Open admin menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Apps", exact: true }).click();
  await expect(page.getByRole("heading", { name: "AI Uncensored Image Apps" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Open admin menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Media Library" }).click();
  await expect(page.getByRole("heading", { name: "Media Library" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
