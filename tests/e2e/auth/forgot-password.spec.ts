import { expect, test } from "@playwright/test";
import { signIn, signUpVerified, uniqueEmail } from "../support/auth";
import { readMailLink, RESET_LINK } from "../support/mail";

const NEW_PASSWORD = "amber falcon sings 27";

test("forgot password: from the sign-in form through the e-mailed link to signing in with the new password", async ({ browser, page }) => {
  const { email, password } = await signUpVerified(page);
  // Another device, signed in before the reset.
  const otherDevice = await browser.newContext();
  await signIn(otherDevice.request, email, password);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto("/auth");
  await visitor.getByRole("link", { name: "Forgot password?" }).click();
  await expect(visitor).toHaveURL(/\/auth\/forgot-password$/);
  await expect(visitor.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await visitor.getByLabel("Email").fill(email);
  await visitor.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    visitor.getByRole("status").filter({ hasText: "If an account exists for that address, we've sent a link to reset your password." }),
  ).toBeVisible();

  const link = await readMailLink(email, RESET_LINK);
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(visitor.getByText(email)).toBeVisible();

  // A common password is refused with the reason.
  await visitor.getByLabel("New password", { exact: true }).fill("password123");
  await visitor.getByLabel("Confirm new password").fill("password123");
  await visitor.getByRole("button", { name: "Set new password" }).click();
  await expect(visitor.getByRole("alert").filter({ hasText: "This password is too easy to guess." })).toBeVisible();

  await visitor.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await visitor.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await visitor.getByRole("button", { name: "Set new password" }).click();
  await expect(visitor).toHaveURL((url) => url.pathname === "/auth");
  await expect(visitor.locator("[data-sonner-toast]", { hasText: "Password changed" })).toBeVisible();

  // Every session was signed out, the other device's too.
  const other = await otherDevice.newPage();
  await other.goto("/account/profile");
  await expect(other).toHaveURL(/\/auth$/);

  await visitor.getByLabel("Email").fill(email);
  await visitor.getByLabel("Password").fill(password);
  await visitor.getByRole("button", { name: "Sign In" }).click();
  await expect(visitor.locator("[data-sonner-toast]", { hasText: "Invalid email or password" })).toBeVisible();
  await visitor.getByLabel("Password").fill(NEW_PASSWORD);
  await visitor.getByRole("button", { name: "Sign In" }).click();
  await expect(visitor).toHaveURL((url) => url.pathname === "/");
  await expect(visitor.getByRole("button", { name: "Open account menu" })).toBeVisible();

  // The link worked once.
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: "Link expired" })).toBeVisible();
  await visitor.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(visitor).toHaveURL(/\/auth\/forgot-password$/);
  await context.close();
  await otherDevice.close();
});

test("forgot password answers the same for an address without an account", async ({ page }) => {
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "If an account exists for that address, we've sent a link to reset your password." }),
  ).toBeVisible();
});
