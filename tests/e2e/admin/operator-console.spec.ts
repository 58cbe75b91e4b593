import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin, signUpVerified } from "../support/auth";

// The operator console as support uses it: find an account, adjust its credits, suspend it and back.

async function openUserByEmail(admin: Page, email: string) {
  await admin.goto("/hidden/admin/users");
  await admin.getByLabel("Search").fill(email);
  await admin.getByRole("button", { name: "Search" }).click();
  await expect(admin).toHaveURL(/q=/);
  await expect(admin.getByTestId("users-count")).toHaveText("1 account match");
  await admin.getByRole("link", { name: email }).click();
  await expect(admin.getByRole("heading", { level: 1, name: email })).toBeVisible();
}

test("support finds a user by e-mail, adjusts credits with a reason, and the user sees it on the billing page", async ({ browser, page }) => {
  const { email } = await signUpVerified(page);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await openUserByEmail(admin, email);
  const before = Number((await admin.getByTestId("user-balance").innerText()).replace(/\D/g, ""));

  const form = admin.getByRole("form", { name: "Adjust credits" });
  // Below zero is refused with the reason, and what was typed stays.
  await form.getByLabel("Amount").fill(`-${before + 1}`);
  await form.getByLabel("Reason").fill("Testing the floor");
  await form.getByRole("button", { name: "Adjust credits" }).click();
  await expect(form.getByRole("alert")).toContainText(`The balance is ${before}: taking ${before + 1} would go below zero.`);
  await expect(form.getByLabel("Reason")).toHaveValue("Testing the floor");

  await form.getByLabel("Amount").fill("7");
  await form.getByLabel("Reason").fill("Refund for a failed picture");
  await form.getByRole("button", { name: "Adjust credits" }).click();
  await expect(admin.locator("[data-sonner-toast]", { hasText: "Added 7 credits" })).toBeVisible();
  await expect(admin.getByTestId("user-balance")).toHaveText(`${before + 7} credits`);
  await expect(admin.getByTestId("user-transactions")).toContainText("Adjustment by support: Refund for a failed picture");
  await expect(admin.getByTestId("user-admin-actions")).toContainText("Refund for a failed picture");

  await page.goto("/account/billing");
  await expect(page.getByRole("main").getByText("Adjustment by support: Refund for a failed picture")).toBeVisible();
  await adminContext.close();
});

test("a suspended account is signed out at once, cannot sign in, and can again once unsuspended", async ({ browser, page }) => {
  const { email, password } = await signUpVerified(page);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await openUserByEmail(admin, email);

  await admin.getByRole("button", { name: "Suspend" }).click();
  const dialog = admin.getByRole("alertdialog", { name: "Suspend this account?" });
  await dialog.getByLabel("Reason").fill("Chargebacks with stolen cards");
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(admin.locator("[data-sonner-toast]", { hasText: "Account suspended" })).toBeVisible();
  await expect(admin.getByTestId("account-suspended")).toContainText("Reason: Chargebacks with stolen cards");

  // The user's open session has ended.
  const session = await (await page.request.get("/api/auth/get-session")).json();
  expect(session).toBeNull();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.locator("[data-sonner-toast]")).toContainText("This account is suspended.");
  await expect(page).toHaveURL(/\/auth$/);

  await admin.getByRole("button", { name: "Unsuspend" }).click();
  await expect(admin.locator("[data-sonner-toast]", { hasText: "Account unsuspended" })).toBeVisible();
  await expect(admin.getByTestId("account-suspended")).toHaveCount(0);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await adminContext.close();
});

test("the dashboard draws the month's charts, each with a summary a screen reader can read", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/hidden/admin/dashboard");
  const accounts = page.getByRole("figure", { name: "New accounts" });
  await expect(accounts).toBeVisible();
  // Today's accounts (at least the admin's) are in the period.
  await expect(accounts).toHaveAccessibleDescription(/^\d[\d,]* new accounts? in the last 30 days/);
  await expect(accounts.locator("svg.recharts-surface")).toBeVisible();
  for (const name of ["Generations", "Credits sold vs spent", "Revenue"]) await expect(page.getByRole("figure", { name })).toBeVisible();
});
