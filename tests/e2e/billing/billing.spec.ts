import { expect, test, type Page } from "@playwright/test";
import { signUpVerified } from "../support/auth";

// New accounts start with SIGNUP_CREDITS (3, the default of CONTRACT.md).
const SIGNUP_CREDITS = 3;

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]", { hasText: text });
}

async function balanceOnBillingPage(page: Page): Promise<number> {
  const text = await page.getByTestId("credit-balance").innerText();
  return Number(text.replace(/[^0-9]/g, ""));
}

/** Every URL the page shows, also client-side navigations and replaces. */
function recordUrls(page: Page): string[] {
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

test("a free user subscribes to Agency, buys the 10-dollar pack, cancels a checkout and cancels the plan", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/account/billing");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
  await expect(main.getByText("Free Plan")).toBeVisible();
  expect(await balanceOnBillingPage(page)).toBe(SIGNUP_CREDITS);

  // No plan: the buy flow opens the plan dialog with no current plan.
  await main.getByRole("button", { name: "Buy Credits" }).click();
  const plans = page.getByRole("dialog", { name: "Choose your plan" });
  await expect(plans).toBeVisible();
  await expect(plans.getByRole("button", { name: "Monthly" })).toHaveAttribute("aria-pressed", "true");
  await expect(plans.getByText("Save 17%")).toBeVisible();
  await expect(plans.getByText("$45", { exact: true })).toBeVisible();
  await expect(plans.getByRole("button", { name: "Current Plan" })).toHaveCount(0);
  await plans.getByRole("button", { name: "Yearly" }).click();
  await expect(plans.getByText("$450", { exact: true })).toBeVisible();
  await plans.getByRole("button", { name: "Monthly" }).click();
  await plans.getByRole("button", { name: "Choose Agency" }).click();

  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_[0-9a-f]+$/);
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await expect(page.getByText("Test mode · offline stand-in")).toBeVisible();
  await expect(page.getByText("Agency Plan (monthly)")).toBeVisible();
  await expect(page.getByText("2,000 credits every month")).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(toast(page, "Subscription activated")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/billing$/);
  await expect(main.locator("#plan-title")).toHaveText("Agency Plan");
  await expect.poll(() => balanceOnBillingPage(page)).toBe(SIGNUP_CREDITS + 2_000);

  // Agency: the buy flow offers only top-ups.
  await main.getByRole("button", { name: "Buy Credits" }).click();
  const topUp = page.getByRole("dialog", { name: "Buy Credits" });
  await expect(topUp).toBeVisible();
  await expect(topUp.getByRole("radio")).toHaveCount(4);
  await expect(topUp.getByText("+20% bonus")).toBeVisible();
  await expect(topUp.getByRole("button", { name: "Purchase" })).toBeDisabled();
  await topUp.getByRole("radio", { name: /500 credits/ }).click();
  await topUp.getByRole("button", { name: "Purchase for $10" }).click();
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await expect(page.getByText("500 credits", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(toast(page, "Credits purchased successfully")).toBeVisible();
  await expect.poll(() => balanceOnBillingPage(page)).toBe(SIGNUP_CREDITS + 2_000 + 500);
  const newest = main.getByRole("list", { name: "Transactions, newest first" }).getByRole("listitem").first();
  await expect(newest).toContainText("Credit top-up: 500 credits ($10)");
  await expect(newest).toContainText("+500");

  // Cancel on the test checkout adds nothing.
  await main.getByRole("button", { name: "Buy Credits" }).click();
  await topUp.getByRole("radio", { name: /6,000 credits/ }).click();
  await topUp.getByRole("button", { name: "Purchase for $100" }).click();
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/account\/billing$/);
  await expect(toast(page, "Payment canceled")).toBeVisible();
  await page.reload();
  expect(await balanceOnBillingPage(page)).toBe(SIGNUP_CREDITS + 2_000 + 500);

  // Cancel Plan: confirmation, then the plan stays until the period ends.
  await main.getByRole("button", { name: "Cancel Plan" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel your plan?" });
  await expect(confirm).toContainText("lose access to premium features when your current billing period ends");
  await confirm.getByRole("button", { name: "Cancel Plan" }).click();
  await expect(toast(page, "Subscription cancelled")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(main.getByText(/Cancelled: your plan stays active until [A-Z][a-z]{2} \d{1,2}, \d{4}\./)).toBeVisible();
  await expect(main.getByRole("button", { name: "Cancel Plan" })).toHaveCount(0);
  expect(await balanceOnBillingPage(page)).toBe(SIGNUP_CREDITS + 2_000 + 500);
});

test("started outside the billing page, the plan checkout returns to the workspace with 'Payment successful!'", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/apps");
  const urls = recordUrls(page);
  await page.getByRole("banner").getByRole("button", { name: "Buy Credits" }).click();
  const plans = page.getByRole("dialog", { name: "Choose your plan" });
  await plans.getByRole("button", { name: "Choose Creator" }).click();
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(toast(page, "Payment successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/generator-app/);
  expect(urls.some((u) => new URL(u).pathname === "/generator-app" && new URL(u).search === "?success=true")).toBe(true);

  await page.goto("/account/billing");
  await expect(page.getByRole("main").locator("#plan-title")).toHaveText("Creator Plan");
  expect(await balanceOnBillingPage(page)).toBe(SIGNUP_CREDITS + 1_000);

  // Creator: the plan dialog shows creator as the current plan; clicking it only closes.
  await page.goto("/apps");
  await page.getByRole("banner").getByRole("button", { name: "Buy Credits" }).click();
  const upgrade = page.getByRole("dialog", { name: "Upgrade your plan" });
  const current = upgrade.getByRole("button", { name: "Current Plan" });
  await expect(current).toBeDisabled();
  await expect(upgrade.getByRole("button", { name: "Upgrade to Agency" })).toBeEnabled();
  await current.dispatchEvent("click");
  await expect(upgrade).toBeHidden();
  await expect(page).toHaveURL(/\/apps$/);
});

test("Cancel on a checkout started elsewhere returns to the workspace and adds nothing", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/apps");
  const urls = recordUrls(page);
  await page.getByRole("banner").getByRole("button", { name: "Buy Credits" }).click();
  await page.getByRole("dialog", { name: "Choose your plan" }).getByRole("button", { name: "Choose Agency" }).click();
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(toast(page, "Payment canceled")).toBeVisible();
  expect(urls.some((u) => new URL(u).pathname === "/generator-app" && new URL(u).search === "?canceled=true")).toBe(true);
  await page.goto("/account/billing");
  await expect(page.getByRole("main").getByText("Free Plan")).toBeVisible();
  expect(await balanceOnBillingPage(page)).toBe(SIGNUP_CREDITS);
});

test("a signed-out visitor signs in from the buy flow and it goes on to the plans", async ({ browser, page }) => {
  const { email, password } = await signUpVerified(page);
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto("/apps");
  await fresh.getByRole("banner").getByRole("button", { name: "Buy Credits" }).click();
  const auth = fresh.getByRole("dialog", { name: "Welcome Back" });
  await auth.getByLabel("Email").fill(email);
  await auth.getByLabel("Password").fill(password);
  await auth.getByRole("button", { name: "Sign In" }).click();
  await expect(fresh.getByRole("dialog", { name: "Choose your plan" })).toBeVisible();
  await context.close();
});

test("another account cannot open someone's test checkout", async ({ browser, page }) => {
  await signUpVerified(page);
  await page.goto("/account/billing");
  await page.getByRole("main").getByRole("button", { name: "Buy Credits" }).click();
  await page.getByRole("dialog", { name: "Choose your plan" }).getByRole("button", { name: "Choose Creator" }).click();
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  const checkoutUrl = page.url();

  const context = await browser.newContext();
  const intruder = await context.newPage();
  await signUpVerified(intruder);
  const response = await intruder.goto(checkoutUrl);
  expect(response?.status()).toBe(404);
  const pay = await intruder.request.post(`${checkoutUrl}`, { form: { intent: "pay" }, headers: { origin: new URL(checkoutUrl).origin } });
  expect(pay.status()).toBe(404);
  await intruder.goto("/account/billing");
  expect(await balanceOnBillingPage(intruder)).toBe(SIGNUP_CREDITS);
  await context.close();
});
