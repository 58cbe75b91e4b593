import { expect, test, type Page } from "@playwright/test";
import { signUpVerified } from "../support/auth";

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("signed out at 390 px: the nav fits, Buy Credits is hidden, links are in the menu", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "Buy Credits" })).toBeHidden();
  await expect(banner.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Sign Up" })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await banner.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("link", { name: "Uncensored Generators" }).click();
  await expect(page).toHaveURL(/\/uncensored-ai-generator$/);
  await expect(menu).toBeHidden();
});

test("signed in at 390 px: avatar menu and the account pages fit the screen", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/account/profile");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "Buy Credits" })).toBeHidden();
  await expect(banner.getByRole("button", { name: "Open account menu" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Images" })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.goto("/auth");
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("the /auth page fits at 390 px", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
