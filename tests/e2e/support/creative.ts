import { expect, type Locator, type Page } from "@playwright/test";

// Shared steps of creative.spec.ts and creative.mobile.spec.ts.

export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** The shown result's picture, once loaded: its address and natural size. */
export async function loadedResult(page: Page) {
  const image = page.getByTestId("result-view").getByTestId("result-image");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth, height: img.naturalHeight }));
}

/** Waits until the shown result is a picture other than `previous` (a new generation finished). */
export async function nextResult(page: Page, previous: string) {
  await expect(toast(page, "Image generated successfully")).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await loadedResult(page)).src, { timeout: 30_000 }).not.toBe(previous);
  return loadedResult(page);
}

export async function generateFromHero(page: Page, prompt: string) {
  await page.getByLabel("Describe your image").fill(prompt);
  await page.getByRole("main").getByRole("button", { name: "Generate", exact: true }).last().click();
  await expect(toast(page, "Image generated successfully")).toBeVisible({ timeout: 60_000 });
  return loadedResult(page);
}

/** Nothing sticks out sideways: the page is no wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The fields of the next POST /api/generations (a multipart body), by name. */
export async function nextGenerationRequest(page: Page, act: () => Promise<void>) {
  const request = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/generations");
  await act();
  const body = (await request).postData() ?? "";
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n(?:Content-Type: [^\r]+\r\n)?\r\n([\s\S]*?)\r\n--/g)) fields[match[1]] = match[2];
  return fields;
}

/** Waits until React has hydrated `locator` (it marks each element with a `__reactFiber$…` property). */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))), { timeout: 30_000 })
    .toBe(true);
  return locator;
}
