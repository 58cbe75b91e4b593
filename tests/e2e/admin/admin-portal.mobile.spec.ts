import { expect, test } from "@playwright/test";
import { loginThroughForm } from "./admin-support";

test("the portal works on a phone: drawer navigation and a table that fits", async ({ page }) => {
  await loginThroughForm(page);
  await expect(page.getByText("Total Apps")).toBeVisible();
  await page.getByRole("button", { name: "Open admin menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Apps", exact: true }).click();
  await expect(page.getByRole("heading", { name: "AI Uncensored Image Apps" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Open admin menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Media Library" }).click();
  await expect(page.getByRole("heading", { name: "Media Library" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("the operator console fits a phone: Users, a user's page with its actions, Payments, Audit log and the dashboard's charts", async ({ page }) => {
  await loginThroughForm(page);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.getByRole("button", { name: "Open admin menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  // Other tests' accounts fill the first pages: find the admin's by its address.
  await page.getByLabel("Search").fill("admin@example.com");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("users-count")).toHaveText("1 account match");
  await page.getByRole("link", { name: "admin@example.com" }).click();
  await expect(page.getByRole("heading", { name: "admin@example.com", level: 1 })).toBeVisible();
  await expect(page.getByRole("form", { name: "Adjust credits" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove admin" })).toBeEnabled();
  expect(await overflow()).toBeLessThanOrEqual(0);
  for (const path of ["/hidden/admin/payments", "/hidden/admin/payments?tab=calls", "/hidden/admin/audit", "/hidden/admin/dashboard"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await overflow(), path).toBeLessThanOrEqual(0);
  }
  await expect(page.getByRole("figure", { name: "New accounts" }).locator("svg.recharts-surface")).toBeVisible();
});
