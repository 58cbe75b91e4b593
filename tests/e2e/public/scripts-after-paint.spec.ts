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

/** Holds every /assets/*.js response back by `ms`: the page is painted long before it can hydrate. */
async function delayScripts(page: Page, ms: number) {
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const buttonLook = (page: Page) =>
  page
    .getByTestId("hero-buy-credits")
    // By tag: an open dialog hides the page from the accessibility tree.
    .locator("button")
    .evaluate((button) => ({ pointerEvents: getComputedStyle(button).pointerEvents, opacity: getComputedStyle(button).opacity }));

test("until the page hydrates its buttons wait: a press is not lost, and a long wait looks disabled (ADR 056)", async ({ page }) => {
  await delayScripts(page, 2_000);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const buyCredits = page.getByTestId("hero-buy-credits").getByRole("button", { name: "Buy Credits" });
  await expect(buyCredits).toBeVisible();
  expect(await isHydrated(page, "hero-buy-credits")).toBe(false);
  // Past the grace period the button looks disabled and takes no pointer.
  await expect.poll(() => buttonLook(page)).toEqual({ pointerEvents: "none", opacity: "0.5" });
  // A click now waits for the page to hydrate (the button receives no pointer until then), then opens the buy flow.
  await buyCredits.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await buttonLook(page)).toEqual({ pointerEvents: "auto", opacity: "1" });
});

test("a page whose scripts cannot load leaves its buttons usable as plain HTML", async ({ page }) => {
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  await page.goto("/", { waitUntil: "load" });
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-hydrating"))).toBe(false);
  expect(await buttonLook(page)).toEqual({ pointerEvents: "auto", opacity: "1" });
});

test("without JavaScript nothing waits for hydration", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await page.waitForTimeout(400);
  expect(await buttonLook(page)).toEqual({ pointerEvents: "auto", opacity: "1" });
  await context.close();
});

test("fields typed in before hydration keep their text and the focus (admin login)", async ({ page }) => {
  await delayScripts(page, 2_000);
  await page.goto("/hidden/admin", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByLabel("Password").click();
  await page.keyboard.type("secret-");
  // Hydration happens while the password is being typed; the rest must land in the password too.
  await page.waitForFunction(() => !document.documentElement.hasAttribute("data-hydrating"), null, { timeout: 20_000 });
  await page.keyboard.type("words");
  await expect(page.getByLabel("Email")).toHaveValue("someone@example.com");
  await expect(page.getByLabel("Password")).toHaveValue("secret-words");
});
