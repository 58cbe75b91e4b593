import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";

test("signed in at 390 px: the phone menu has the balance, Buy Credits, My images and the catalogue links", async ({ page }, testInfo) => {
  await signUpVerified(page);
  await page.goto("/account/profile");
  const banner = page.getByRole("banner");
  // The nav's own balance is a desktop thing; the phone shows it in the menu.
  await expect(banner.getByTestId("nav-balance")).toBeHidden();
  await banner.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByTestId("menu-balance")).toHaveText(/^\d[\d,]* credits$/);
  await expect(menu.getByRole("button", { name: "Buy Credits" })).toBeVisible();
  await expect(menu.getByRole("link")).toHaveText(["My images", "Uncensored AI App", "Uncensored Generators", "Explore", "AI Apps"]);
  await page.screenshot({ path: testInfo.outputPath("phone-menu-390.png") });

  await menu.getByRole("button", { name: "Buy Credits" }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("dialog", { name: "Choose your plan" })).toBeVisible();
  await page.keyboard.press("Escape");

  await banner.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "My images" }).click();
  await expect(page).toHaveURL(/\/account\/images$/);
});

test("signed out at 390 px: the phone menu offers Buy Credits and the catalogue links", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("button", { name: "Buy Credits" })).toBeVisible();
  await expect(menu.getByRole("link")).toHaveText(["Uncensored AI App", "Uncensored Generators", "Explore", "AI Apps"]);
});
