import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";

test("/account/api at 390 px: the form, the new key and the list fit the screen", async ({ page }, testInfo) => {
  await signUpVerified(page);
  await page.goto("/account/profile");
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "API" }).click();
  await expect(page).toHaveURL(/\/account\/api$/);
  const main = page.getByRole("main");
  const form = main.getByRole("form", { name: "New API key" });
  await form.getByLabel("Name").fill("Phone shortcut with a rather long name");
  await form.getByLabel("Expires").selectOption("30");
  await form.getByRole("button", { name: "Create key" }).click();
  await expect(main.getByRole("textbox", { name: "New API key" })).toHaveValue(/^uai_/);
  await expect(main.getByRole("listitem", { name: /API key Phone shortcut/ }).getByText("Active")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("api-key-created-390.png"), fullPage: true });
});
