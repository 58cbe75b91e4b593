import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";

test("signs in through the form and goes home signed in", async ({ browser, page }) => {
  const { email, password } = await signUpVerified(page);
  // A second browser context: nobody is signed in there yet.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto("/auth");
  await expect(fresh.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await fresh.getByLabel("Email").fill(email);
  await fresh.getByLabel("Password").fill(password);
  await fresh.getByRole("button", { name: "Sign In" }).click();
  await expect(fresh).toHaveURL((url) => url.pathname === "/");
  await expect(fresh.getByRole("button", { name: "Open account menu" })).toBeVisible();
  await expect(fresh.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);
  await context.close();
});

test("a wrong password shows the 'Error' toast with the backend's message", async ({ browser, page }) => {
  const { email } = await signUpVerified(page);
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto("/auth");
  await fresh.getByLabel("Email").fill(email);
  await fresh.getByLabel("Password").fill("not-the-password");
  await fresh.getByRole("button", { name: "Sign In" }).click();
  const toast = fresh.locator("[data-sonner-toast]", { hasText: "Error" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Invalid email or password");
  await expect(fresh).toHaveURL(/\/auth$/);
  await context.close();
});

test("an empty form asks for an e-mail and a password", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign In" }).click();
  const toast = page.locator("[data-sonner-toast]", { hasText: "Error" });
  await expect(toast).toContainText("You must provide either an email or phone number and a password");
  await expect(page.getByRole("alert").filter({ hasText: "You must provide either an email or phone number and a password" })).toBeVisible();
});

test("/auth with a session redirects to /", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/auth");
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("the sign-in dialog of the buy flow signs in without leaving the page", async ({ browser, page }) => {
  const { email, password } = await signUpVerified(page);
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto("/apps");
  await fresh.getByRole("banner").getByRole("button", { name: "Buy Credits" }).click();
  const dialog = fresh.getByRole("dialog", { name: "Welcome Back" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog).toBeHidden();
  await expect(fresh).toHaveURL(/\/apps$/);
  // The buy flow goes on with its next dialog; closing it shows the signed-in nav.
  await expect(fresh.getByRole("dialog")).toBeVisible();
  await fresh.keyboard.press("Escape");
  await expect(fresh.getByRole("dialog")).toHaveCount(0);
  await expect(fresh.getByRole("button", { name: "Open account menu" })).toBeVisible();
  await context.close();
});
