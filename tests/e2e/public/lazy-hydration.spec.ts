import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUpVerified } from "../support/auth";

// Sections below the fold keep their server HTML until scrolled near (ADR 021).
// React marks every element it has hydrated with a `__reactFiber$…` property.
const isHydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));

const faqQuestion = (page: Page) => page.getByRole("button", { name: "Who owns the images I create?" });

test.describe("hydration below the fold", () => {
  test("the home page's lower sections hydrate when scrolled near, and then work", async ({ page }) => {
    await page.goto("/");
    // The hero is hydrated at once: its Buy Credits button works.
    await expect.poll(() => isHydrated(page.getByTestId("hero-buy-credits").getByRole("button", { name: "Buy Credits" }))).toBe(true);
    const question = faqQuestion(page);
    await expect(question).toHaveCount(1);
    expect(await isHydrated(question)).toBe(false);

    await question.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(question)).toBe(true);
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
  });

  test("a click on a section that is not hydrated yet still works", async ({ page }) => {
    await page.goto("/");
    const question = faqQuestion(page);
    // Jump straight to it and click at once: React hydrates the section for the click and replays it.
    await question.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
  });

  test("after a client-side navigation every section renders at once", async ({ page }) => {
    await page.goto("/apps");
    await page.getByRole("banner").getByRole("link", { name: "Uncensored AI", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const question = faqQuestion(page);
    await expect(question).toHaveCount(1);
    await expect.poll(() => isHydrated(question)).toBe(true);
  });

  test("signing in on the page keeps the sections that were still waiting, with their content", async ({ browser, page }) => {
    const { email, password } = await signUpVerified(page);
    const context = await browser.newContext();
    const fresh = await context.newPage();
    const recoverable: string[] = [];
    fresh.on("console", (message) => {
      if (/client rendering|hydrat/i.test(message.text())) recoverable.push(message.text());
    });
    await fresh.goto("/");
    const question = faqQuestion(fresh);
    expect(await isHydrated(question)).toBe(false);

    await fresh.getByTestId("hero-buy-credits").getByRole("button", { name: "Buy Credits" }).click();
    const dialog = fresh.getByRole("dialog", { name: "Welcome Back" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill(password);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog).toBeHidden();
    // The buy flow goes on once the plan is known: close its dialog only after it opened
    // (a modal left open hides the page from the accessibility tree, and the question with it).
    const plans = fresh.getByRole("dialog", { name: "Choose your plan" });
    await expect(plans).toBeVisible();
    await fresh.keyboard.press("Escape");
    await expect(plans).toBeHidden();
    await expect(fresh.getByRole("button", { name: "Open account menu" })).toBeVisible();

    // The page's data was loaded again: the waiting sections were hydrated, not emptied.
    await expect(question).toHaveCount(1);
    await expect.poll(() => isHydrated(question)).toBe(true);
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    expect(recoverable).toEqual([]);
    await context.close();
  });

  test("a signed-in visitor's page keeps its lower sections waiting, with their server HTML", async ({ page }) => {
    // What loads after a signed-in page (the visitor's plan, for the buy flow) must not reach
    // the sections still waiting: React would drop their HTML and show nothing until scrolled near.
    await signUpVerified(page);
    const recoverable: string[] = [];
    page.on("console", (message) => {
      if (/client rendering|hydrat/i.test(message.text())) recoverable.push(message.text());
    });
    const planLoaded = page.waitForResponse((response) => response.url().includes("/api/subscription"));
    await page.goto("/uncensored-ai-generator/ai-art-generator");
    await expect(page.getByRole("button", { name: "Open account menu" })).toBeVisible();
    await planLoaded;
    const question = page.getByRole("button", { name: "How does the AI Art Generator work?" });
    // Two frames after the plan arrived, the section still holds its server HTML and waits.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await expect(question).toHaveCount(1);
    expect(await isHydrated(question)).toBe(false);
    expect(await page.getByRole("heading", { name: "Why Choose the AI Art Generator" }).count()).toBe(1);

    await question.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(question)).toBe(true);
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    expect(recoverable).toEqual([]);
  });

  test("sections written from kept HTML (ADR 042) hydrate and work like freshly rendered ones", async ({ page }) => {
    // Signed in, so that the page is rendered (anonymous pages come from the whole-page cache).
    await signUpVerified(page);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || /client rendering|hydrat/i.test(message.text())) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // A section is kept once it was written whole (its catalogue read had arrived before the
    // page was sent); a later visit then takes all eight lower sections from what was kept.
    await expect
      .poll(async () => Number((await page.goto("/"))?.headers()["x-shared-sections"]), { intervals: [100, 250, 500] })
      .toBeGreaterThanOrEqual(8);
    await expect(page.getByRole("button", { name: "Open account menu" })).toBeVisible();
    const question = faqQuestion(page);
    expect(await isHydrated(question)).toBe(false);
    await question.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(question)).toBe(true);
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    const controlled = await question.getAttribute("aria-controls");
    await expect(page.locator(`[id="${controlled}"]`)).toBeVisible();
    const generators = page.getByRole("heading", { name: "AI Generators" });
    await generators.scrollIntoViewIfNeeded();
    await page.getByRole("link", { name: "Show More Generators" }).click();
    await expect(page).toHaveURL(/\/uncensored-ai-generator$/);
    expect(errors).toEqual([]);
  });
});
