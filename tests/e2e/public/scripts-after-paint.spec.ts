import { expect, test, type Page } from "@playwright/test";
import { signUpVerified } from "../support/auth";

// The page's JavaScript is requested once the first frame is rendered (ADR 053): the first
// paint waits for the HTML and the stylesheet only, and the page still hydrates, under
// a nonce (signed in) and under the script hashes of a page from the HTML cache.

/** Loads `path`; when its first frame was rendered, when each /assets/*.js request started, and the console's errors. */
async function loadAndTime(page: Page, path: string) {
  // Runs as the document is created: its animation frame is the page's first rendered frame.
  await page.addInitScript(() => {
    requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() }));
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  const response = await page.goto(path, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const timing = await page.evaluate(() => ({
    firstFrame: (window as unknown as { firstFrameAt?: number }).firstFrameAt,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
  }));
  return { ...timing, errors, cache: response?.headers()["x-cache"] };
}

/** Whether React has hydrated the element (it marks each one with a `__reactFiber$…` property). */
const isHydrated = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));

function expectScriptsAfterPaint({ firstFrame, scripts }: { firstFrame?: number; scripts: { url: string; startTime: number }[] }) {
  expect(firstFrame).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) expect(script.startTime, script.url).toBeGreaterThanOrEqual(firstFrame!);
}

test("the home page paints before it requests its scripts, then hydrates, rendered afresh and from the HTML cache", async ({ browser }) => {
  for (const expectedCache of [undefined, "hit"]) {
    // A new context each time: nothing in the browser's cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    const loaded = await loadAndTime(page, "/");
    if (expectedCache) expect(loaded.cache).toBe(expectedCache);
    expectScriptsAfterPaint(loaded);
    await expect.poll(() => isHydrated(page, "hero-buy-credits")).toBe(true);
    expect(loaded.errors).toEqual([]);
    await context.close();
  }
});

test("the signed-in workspace paints before it requests its scripts, then hydrates", async ({ page }) => {
  await signUpVerified(page);
  const loaded = await loadAndTime(page, "/generator-app");
  expectScriptsAfterPaint(loaded);
  await expect.poll(() => isHydrated(page, "options-panel")).toBe(true);
  expect(loaded.errors).toEqual([]);
});
