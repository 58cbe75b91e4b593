import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";

test("on a phone, the billing page sells a yearly Creator plan through the test checkout", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/account/billing");
  const main = page.getByRole("main");
  // The nav bar's Buy Credits is hidden below 768 px; the billing page has its own.
  await expect(page.getByRole("banner").getByRole("button", { name: "Buy Credits" })).toBeHidden();
  await main.getByRole("button", { name: "Buy Credits" }).click();
  const plans = page.getByRole("dialog", { name: "Choose your plan" });
  await plans.getByRole("button", { name: "Yearly" }).click();
  await expect(plans.getByText("$250", { exact: true })).toBeVisible();
  await plans.getByRole("button", { name: "Choose Creator" }).scrollIntoViewIfNeeded();
  await plans.getByRole("button", { name: "Choose Creator" }).click();
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await expect(page.getByText("Creator Plan (yearly)")).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Subscription activated" })).toBeVisible();
  await expect(main.locator("#plan-title")).toHaveText("Creator Plan");
  await expect(main.getByTestId("credit-balance")).toHaveText("1,003");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
