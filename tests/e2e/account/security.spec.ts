import { expect, test, type Browser } from "@playwright/test";
import { signIn, signUpVerified } from "../support/auth";

const NEW_PASSWORD = "amber falcon sings 27";
const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A second browser, signed in to the same account, that looks like a phone. */
async function phoneSignedIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ userAgent: PHONE_UA });
  await signIn(context.request, email, password);
  return context;
}

test("signs out another device from 'Signed-in devices', which is then signed out", async ({ browser, page }) => {
  const { email, password } = await signUpVerified(page);
  const phone = await phoneSignedIn(browser, email, password);
  const phonePage = await phone.newPage();
  await phonePage.goto("/account/profile");
  await expect(phonePage.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();

  await page.goto("/account/profile");
  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByRole("listitem").first()).toContainText("This device");
  const phoneRow = devices.getByRole("listitem").filter({ hasText: "Safari on iOS" });
  await expect(phoneRow).not.toContainText("This device");
  await phoneRow.getByRole("button", { name: /^Sign out Safari on iOS/ }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Device signed out" })).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("No other device is signed in.")).toBeVisible();

  await phonePage.reload();
  await expect(phonePage).toHaveURL(/\/auth$/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await phone.close();
});

test("'Sign out all other devices' signs out every other browser", async ({ browser, page }) => {
  const { email, password } = await signUpVerified(page);
  const phone = await phoneSignedIn(browser, email, password);
  const laptop = await browser.newContext();
  await signIn(laptop.request, email, password);

  await page.goto("/account/profile");
  await expect(page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem")).toHaveCount(3);
  await page.getByRole("button", { name: "Sign out all other devices" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Other devices signed out" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem")).toHaveCount(1);

  for (const context of [phone, laptop]) {
    const other = await context.newPage();
    await other.goto("/account/profile");
    await expect(other).toHaveURL(/\/auth$/);
    await context.close();
  }
});

test("changes the password: wrong current password refused, then success signs out the other devices", async ({ browser, page }) => {
  const { email, password } = await signUpVerified(page);
  const phone = await phoneSignedIn(browser, email, password);

  await page.goto("/account/profile");
  const card = page.locator("[data-slot=card]", { has: page.getByText("Change password", { exact: true }) });
  await card.getByLabel("Current password").fill("not my password 1");
  await card.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await card.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(card.getByRole("alert")).toHaveText("Your current password is incorrect.");

  await card.getByLabel("Current password").fill(password);
  await card.getByLabel("New password", { exact: true }).fill("12345678");
  await card.getByLabel("Confirm new password").fill("12345678");
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(card.getByRole("alert")).toContainText("This password is too easy to guess.");

  await card.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await card.getByLabel("Confirm new password").fill(`${NEW_PASSWORD}!`);
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(card.getByRole("alert")).toHaveText("The two new passwords do not match.");

  await card.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Password changed" })).toBeVisible();
  await expect(card.getByRole("status")).toContainText("Every other device signed in to your account has been signed out.");
  await expect(card.getByLabel("Current password")).toHaveValue("");
  await expect(page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem")).toHaveCount(1);

  // This browser stays signed in; the phone does not.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  const phonePage = await phone.newPage();
  await phonePage.goto("/account/profile");
  await expect(phonePage).toHaveURL(/\/auth$/);
  await phone.close();

  const fresh = await browser.newContext();
  await signIn(fresh.request, email, NEW_PASSWORD);
  await fresh.close();
});
