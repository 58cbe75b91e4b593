import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "../support/server-settings";

/** Signs in through the admin login form (not the API) and waits for the dashboard. */
export async function loginThroughForm(page: Page, credentials = E2E_ADMIN) {
  await page.goto("/hidden/admin");
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/hidden\/admin\/dashboard$/);
}

/** A real PNG of the given colour, made for the test. */
export async function pngFile(name: string, color = "#b366ff", size = 64) {
  const buffer = await sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

export function uniqueSuffix() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
