import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "../support/server-settings";
import { signIn, signUpVerified } from "../support/auth";
import { zipEntryNames } from "../support/zip";

test("Download my data, then Delete account: wrong password refused, then gone; the address signs up again", async ({ page }, testInfo) => {
  const { email, password } = await signUpVerified(page);
  await page.goto("/account/profile");
  const card = page.getByRole("main");

  const downloading = page.waitForEvent("download");
  await card.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const names = zipEntryNames(await readFile((await download.path())!));
  expect(names).toEqual(expect.arrayContaining(["profile.json", "transactions.csv", "payments.csv"]));

  const form = card.getByRole("form", { name: "Delete account" });
  await form.getByLabel("Your password").fill("not-my-password");
  await form.getByRole("button", { name: "Delete account" }).click();
  await expect(form.getByRole("alert")).toHaveText("The password is not correct.");
  await page.screenshot({ path: testInfo.outputPath("delete-account-refused-1280.png"), fullPage: true });

  await form.getByLabel("Your password").fill(password);
  await form.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await expect(page.locator("[data-sonner-toast]", { hasText: "Account deleted" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

  // The old password no longer signs in; the address signs up again as a new account.
  await expect(signIn(page.request, email, password)).rejects.toThrow(/sign-in failed/);
  await signUpVerified(page, { email, password: "a-new-password-123" });
  await page.goto("/account/profile");
  await expect(page.getByRole("main").getByText(email)).toBeVisible();
});

test("signed in at 1280 px: the balance is in the nav and the avatar menu has My images", async ({ page }, testInfo) => {
  await signUpVerified(page);
  await page.goto("/account/billing");
  const banner = page.getByRole("banner");
  const balance = banner.getByTestId("nav-balance");
  await expect(balance).toHaveText(/^\d[\d,]* credits$/);
  // The same number as the billing page's balance, written the same way.
  await expect(balance).toHaveText(`${await page.getByRole("main").getByTestId("credit-balance").innerText()} credits`);
  await banner.getByRole("button", { name: "Open account menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["Account", "My images", "Billing", "Logout"]);
  await page.screenshot({ path: testInfo.outputPath("nav-signed-in-1280.png") });
  await menu.getByRole("menuitem", { name: "My images" }).click();
  await expect(page).toHaveURL(/\/account\/images$/);
});
