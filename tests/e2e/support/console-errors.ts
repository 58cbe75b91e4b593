import { expect, type Page } from "@playwright/test";
import { signUpVerified } from "./auth";

// Every page a visitor or a signed-in user can open, loaded one after the other in
// a fresh document, failing on any console error or uncaught exception during load
// (React's hydration errors #418, #422, #423, #425 are console errors in a
// production build). Used by the desktop and the 390 px spec.

const PUBLIC_PAGES = ["/", "/uncensored-ai-generator", "/apps", "/auth", "/auth?mode=signup", "/auth/forgot-password", "/ai-portraits"];
const SIGNED_IN_PAGES = ["/generator-app", "/account", "/account/profile", "/account/billing", "/account/images"];

/** Collects console errors and page errors from now on. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Loads `path`, waits until the page is hydrated and quiet, scrolls it all (late sections hydrate when near), and returns the errors it logged. */
async function loadQuietly(page: Page, errors: string[], path: string) {
  errors.length = 0;
  const response = await page.goto(path, { waitUntil: "load" });
  expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState("networkidle");
  // Sections below the fold hydrate when scrolled near (ADR 021): bring each one in.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState("networkidle");
  return [...errors];
}

/** First links of a listing page, so the detail pages of the seeded catalogue are walked too. */
async function detailLinks(page: Page, listing: string, prefix: string) {
  await page.goto(listing);
  const hrefs = await page.locator(`main a[href^="${prefix}/"]`).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs)].slice(0, 3);
}

export async function expectCleanConsoleOnEveryPage(page: Page) {
  const errors = watchConsole(page);
  const generators = await detailLinks(page, "/uncensored-ai-generator", "/uncensored-ai-generator");
  const apps = await detailLinks(page, "/apps", "/apps");
  expect(generators.length).toBeGreaterThan(0);
  expect(apps.length).toBeGreaterThan(0);
  const found: Record<string, string[]> = {};
  for (const path of [...PUBLIC_PAGES, ...generators, ...apps]) {
    // Detail pages were seen now and then with #422: each is loaded twice (cold and warm cache).
    const rounds = path.startsWith("/uncensored-ai-generator/") ? 2 : 1;
    for (let round = 0; round < rounds; round++) {
      const logged = await loadQuietly(page, errors, path);
      if (logged.length) found[path] = logged;
    }
  }
  await signUpVerified(page);
  for (const path of [...SIGNED_IN_PAGES, ...generators.slice(0, 1), "/"]) {
    const logged = await loadQuietly(page, errors, path);
    if (logged.length) found[`${path} (signed in)`] = logged;
  }
  expect(found).toEqual({});
}
