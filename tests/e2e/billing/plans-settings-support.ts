import { expect, type Browser, type Page } from "@playwright/test";
import { openSettings, saveSection } from "../admin/settings-support";
import { readVerificationLinkIn, uniqueEmail } from "../support/auth";
import type { OwnServer } from "../support/own-server";

// Issue 24 end to end: the operator reprices the Creator plan and rewrites one of
// its feature lines in Settings; a visitor's plan dialog shows it at once and the
// test checkout charges the new price. Shared by the 1280 px and 390 px specs.

/** A verified, signed-in account on `server` (its own outbox). */
async function signUpOn(page: Page, server: OwnServer) {
  const email = uniqueEmail("plans");
  const response = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
    data: { email, password: "password-123456", name: "Plan Buyer", callbackURL: "/generator-app" },
    headers: { origin: server.url },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  // The outbox can take a while on a loaded machine.
  await page.goto(await readVerificationLinkIn(server.dataDir, email, 30_000));
  await expect(page).toHaveURL(/\/generator-app/);
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

export async function repriceAndBuy(
  page: Page,
  browser: Browser,
  server: OwnServer,
  { phone, shot }: { phone: boolean; shot: (name: string) => string },
) {
  const width = phone ? 390 : 1280;
  await openSettings(page, server.url, { phone });
  const form = page.getByRole("form", { name: "Plans and credit packs" });
  const creator = form.getByRole("group", { name: "Creator plan" });
  await expect(creator.getByLabel("Monthly price ($)")).toHaveValue("25");

  // Bad input: a message under each field, and nothing saved.
  await creator.getByLabel("Name").fill("");
  await creator.getByLabel("Monthly price ($)").fill("-5");
  await creator.getByLabel("Credits per period").fill("0");
  await saveSection(page, "Plans and credit packs", false);
  await expect(creator.getByText("Plan name is required.")).toBeVisible();
  await expect(creator.getByText("Monthly price cannot be negative.")).toBeVisible();
  await expect(creator.getByText("Credits per period must be at least 1.")).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await form.screenshot({ path: shot(`plans-settings-errors-${width}.png`) });

  // The fix: a new name, price and credits, and one feature line rewritten.
  await creator.getByLabel("Name").fill("Studio");
  await creator.getByLabel("Monthly price ($)").fill("29.99");
  await creator.getByLabel("Credits per period").fill("1200");
  const features = creator.getByLabel("Feature lines");
  await features.fill((await features.inputValue()).replace("1K AI images", "1.2K AI images, in 4K"));
  await form.getByRole("switch", { name: "Offer credit packs to every plan" }).click();
  await saveSection(page, "Plans and credit packs");
  await page.reload();
  await expect(form.getByRole("group", { name: "Creator plan" }).getByLabel("Monthly price ($)")).toHaveValue("29.99");

  // A visitor on a fresh browser: the plan dialog and the test checkout follow.
  const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 800 }, isMobile: phone, hasTouch: phone });
  const visitor = await context.newPage();
  await signUpOn(visitor, server);
  await visitor.goto(`${server.url}/account/billing`);
  const main = visitor.getByRole("main");
  await expect(main.getByText("Subscribe to Studio or Agency")).toBeVisible();
  await main.getByRole("button", { name: "Buy Credits" }).click();
  const plans = visitor.getByRole("dialog", { name: "Choose your plan" });
  const studio = plans.getByRole("region", { name: "Studio" });
  await expect(studio.getByText("$29.99", { exact: true })).toBeVisible();
  await expect(studio.getByText("1,200 credits every month")).toBeVisible();
  await expect(studio.getByText("1.2K AI images, in 4K")).toBeVisible();
  await expect(studio.getByText("1K AI images", { exact: true })).toHaveCount(0);
  // A year at $250 against twelve months at $29.99 now saves 31%, not SPEC's 17%.
  await expect(plans.getByRole("button", { name: "Yearly Save 31%" })).toBeVisible();
  expect(await overflow(visitor)).toBeLessThanOrEqual(0);
  await visitor.screenshot({ path: shot(`plans-dialog-${width}.png`) });

  // Packs are offered to every plan: the plan dialog leads to them too.
  await plans.getByRole("button", { name: "Buy a credit pack" }).click();
  const packs = visitor.getByRole("dialog", { name: "Buy Credits" });
  await expect(packs.getByText("500 credits")).toBeVisible();
  await packs.getByRole("button", { name: "Cancel" }).click();
  await expect(packs).toBeHidden();
  await main.getByRole("button", { name: "Buy Credits" }).click();

  await studio.getByRole("button", { name: "Choose Studio" }).scrollIntoViewIfNeeded();
  await studio.getByRole("button", { name: "Choose Studio" }).click();
  await expect(visitor.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await expect(visitor.getByText("Studio Plan (monthly)")).toBeVisible();
  await expect(visitor.getByText("Total due today")).toBeVisible();
  await expect(visitor.locator("dd", { hasText: /^\$29\.99$/ })).toBeVisible();
  await visitor.screenshot({ path: shot(`plans-checkout-${width}.png`) });
  await visitor.getByRole("button", { name: "Pay" }).click();

  await expect(visitor.locator("[data-sonner-toast]", { hasText: "Subscription activated" })).toBeVisible();
  await expect(main.locator("#plan-title")).toHaveText("Studio Plan");
  await expect(main.getByText("$29.99 / month · 1,200 credits every month")).toBeVisible();
  await expect(main.getByTestId("credit-balance")).toHaveText("1,203");
  expect(await overflow(visitor)).toBeLessThanOrEqual(0);
  await visitor.screenshot({ path: shot(`plans-billing-${width}.png`), fullPage: true });
  await context.close();
}
