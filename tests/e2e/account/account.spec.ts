import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";

test("signed out, /account goes to /auth", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/account/billing");
  await expect(page).toHaveURL(/\/auth$/);
});

test("/account and unknown sub-paths go to the profile", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/profile$/);
  await page.goto("/account/whatever/else");
  await expect(page).toHaveURL(/\/account\/profile$/);
  const sidebar = page.getByRole("navigation", { name: "Account" });
  await expect(page.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Billing" })).toHaveAttribute("href", "/account/billing");
  await expect(sidebar.getByRole("link", { name: "Images" })).toHaveAttribute("href", "/account/images");
});

test("the profile shows the e-mail read-only and member-since, and saves the username", async ({ page }) => {
  const { email } = await signUpVerified(page);
  await page.goto("/account/profile");
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  const emailField = page.getByLabel("Email");
  await expect(emailField).toHaveValue(email);
  await expect(emailField).not.toBeEditable();
  await expect(page.getByText("Email cannot be changed")).toBeVisible();
  await expect(page.getByText(/^Member since [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();

  await page.getByLabel("Username").fill("ab");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Error updating profile" })).toBeVisible();

  await page.getByLabel("Username").fill("night_painter");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Profile updated successfully" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Username")).toHaveValue("night_painter");
});
