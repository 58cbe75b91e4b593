import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../support/server-settings";

/** Signs the admin in on `url` and opens Settings from the portal's sidebar (the drawer on a phone). */
export async function openSettings(page: Page, url: string, { phone = false } = {}) {
  await page.goto(`${url}/hidden/admin`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/hidden\/admin\/dashboard$/);
  if (phone) {
    await page.getByRole("button", { name: "Open admin menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Settings" }).click();
  } else {
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).click();
  }
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
}

/** Presses 'Save settings' in one section and waits for its answer. */
export async function saveSection(page: Page, section: string, expectSaved = true) {
  const form = page.getByRole("form", { name: section });
  await form.getByRole("button", { name: "Save settings" }).click();
  if (expectSaved) await expect(form.getByRole("status")).toHaveText("Settings saved");
  return form;
}

/** One model's row in Settings → 'Models', found by the model's own label. */
export function modelRow(page: Page, ownLabel: string) {
  return page
    .getByRole("list", { name: "Models" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("switch", { name: ownLabel, exact: true }) });
}
