import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { E2E_BASE_URL } from "../support/server-settings";
import { zipEntryNames } from "../support/zip";

// My images: choose pictures and download them as one zip.

const PROMPTS = ["a red fox in the snow", "a lighthouse on a cliff at dusk"];

async function generate(request: APIRequestContext, prompt: string) {
  const started = await request.post(`${E2E_BASE_URL}/api/generations`, {
    headers: { origin: E2E_BASE_URL },
    data: { prompt, model: "flux", idempotencyKey: `zip-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(started.status()).toBe(202);
  const { id } = ((await started.json()) as { generation: { id: string } }).generation;
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${E2E_BASE_URL}/api/generations/${id}?wait=1`)).json()) as { generation: { status: string } }).generation.status,
    )
    .toBe("succeeded");
}

test("selected images download as one zip", async ({ page }) => {
  await signUpVerified(page);
  for (const prompt of PROMPTS) await generate(page.request, prompt);

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
    await generate(page.request, PROMPTS[0]);

    await page.goto("/account/images");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("checkbox", { name: `Select image: ${PROMPTS[0]}` }).check();
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download zip" }).click()]);
    expect(file.suggestedFilename()).toMatch(/\.zip$/);
    expect(zipEntryNames(await readFile(await file.path()))).toHaveLength(1);
  });
});
