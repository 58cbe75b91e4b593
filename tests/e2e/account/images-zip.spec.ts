import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { zipEntryNames } from "../support/zip";
import { generatePicture } from "./library-generate";

// My images: choose pictures and download them as one zip.

const PROMPTS = ["a red fox in the snow", "a lighthouse on a cliff at dusk"];

test("selected images download as one zip", async ({ page }) => {
  await signUpVerified(page);
  for (const prompt of PROMPTS) await generatePicture(page.request, prompt);

  await page.goto("/account/images");
  const download = page.getByRole("button", { name: "Download zip" });
  await expect(page.getByText("0 selected")).toBeVisible();
  await expect(download).toBeDisabled();
  for (const prompt of PROMPTS) await page.getByRole("checkbox", { name: `Select image: ${prompt}` }).check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear selection" })).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^images-\d{4}-\d{2}-\d{2}\.zip$/);
  const names = zipEntryNames(await readFile(await file.path()));
  expect(names).toHaveLength(2);
  for (const name of names) expect(name).toMatch(/\.png$/);
  await expect(download).toHaveText("Download zip");
});

test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the checked boxes post as a plain form and the page does not overflow", async ({ page }) => {
    await signUpVerified(page);
    await generatePicture(page.request, PROMPTS[0]);

    await page.goto("/account/images");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("checkbox", { name: `Select image: ${PROMPTS[0]}` }).check();
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download zip" }).click()]);
    expect(file.suggestedFilename()).toMatch(/\.zip$/);
    expect(zipEntryNames(await readFile(await file.path()))).toHaveLength(1);
  });
});
