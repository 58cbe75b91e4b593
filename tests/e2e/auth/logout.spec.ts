import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";

test("the avatar menu shows the e-mail's initial and links to Account and Billing", async ({ page }) => {
  const { email } = await signUpVerified(page);
  await page.goto("/");
  const trigger = page.getByRole("button", { name: "Open account menu" });
  await expect(trigger).toHaveText(email[0].toUpperCase());
  // Keyboard: focus and open with Enter.
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Account" })).toHaveAttribute("href", "/account/profile");
  await expect(menu.getByRole("menuitem", { name: "Billing" })).toHaveAttribute("href", "/account/billing");
  await expect(menu.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  await menu.getByRole("menuitem", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
});

test("logout shows 'Logged out successfully' and goes back to /", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/account/profile");
  await page.getByRole("button", { name: "Open account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Logged out successfully" })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/account/profile");
  await expect(page).toHaveURL(/\/auth$/);
});

test("GET /logout does not sign out", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/logout");
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: "Open account menu" })).toBeVisible();
});
