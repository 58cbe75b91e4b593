import { expect, test } from "@playwright/test";
import { readVerificationLink, uniqueEmail } from "../support/auth";

test("sign-up through the form, then the e-mailed link verifies, signs in and lands on /generator-app", async ({ page }) => {
  const email = uniqueEmail("signup");
  await page.goto("/auth?mode=signup");
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("password-123456");
  await page.getByRole("button", { name: "Sign Up" }).click();

  const toast = page.locator("[data-sonner-toast]", { hasText: "Check your email" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("We've sent you a verification link.");

  const link = await readVerificationLink(email);
  expect(new URL(link).searchParams.get("callbackURL")).toBe("/generator-app");
  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === "/generator-app");
  await expect(page.getByRole("button", { name: "Open account menu" })).toBeVisible();
});

test("the Sign Up button of the nav opens the create-account form and the toggle goes back", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
});

test("a too-short password shows 'Error' with the backend's message", async ({ page }) => {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Email").fill(uniqueEmail("short"));
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Sign Up" }).click();
  const toast = page.locator("[data-sonner-toast]", { hasText: "Error" });
  await expect(toast).toContainText("Password too short");
});
