import { expect, test } from "@playwright/test";
import { signInAsAdmin, signUpVerified } from "../support/auth";
import {
  balanceOnBillingPage,
  openPaymentRow,
  paymentsSection,
  receiptValue,
  refundAsOperator,
  shot,
  today,
  toast,
  userPayment,
} from "./money-support";

// New accounts start with SIGNUP_CREDITS (3, the default of CONTRACT.md).
const SIGNUP_CREDITS = 3;

test("a user's payments show in dollars with receipts; an operator refunds the pack whole and the plan in part, and the user sees it", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const { email } = await signUpVerified(page);
  await page.goto("/account/billing");
  const main = page.getByRole("main");
  await expect(paymentsSection(page)).toContainText("No payments yet.");

  // Agency ($45, 2,000 credits), then the 500-credit pack ($10), through the test checkout.
  await main.getByRole("button", { name: "Buy Credits" }).click();
  await page.getByRole("dialog", { name: "Choose your plan" }).getByRole("button", { name: "Choose Agency" }).click();
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(toast(page, "Subscription activated")).toBeVisible();
  await expect(main.locator("#plan-title")).toHaveText("Agency Plan");
  await main.getByRole("button", { name: "Buy Credits" }).click();
  const topUp = page.getByRole("dialog", { name: "Buy Credits" });
  await topUp.getByRole("radio", { name: /500 credits/ }).click();
  await topUp.getByRole("button", { name: "Purchase for $10" }).click();
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(toast(page, "Credits purchased successfully")).toBeVisible();
  await expect.poll(() => balanceOnBillingPage(page)).toBe(SIGNUP_CREDITS + 2_000 + 500);

  // Payments: newest first, dollars, 'Paid', a receipt each.
  const items = paymentsSection(page).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("Credit top-up");
  await expect(items.nth(1)).toContainText("Agency Plan");
  const pack = userPayment(page, "Credit top-up");
  const plan = userPayment(page, "Agency Plan");
  await expect(pack.getByText("$10", { exact: true })).toBeVisible();
  await expect(pack.getByText("Paid", { exact: true })).toBeVisible();
  await expect(pack.locator("time")).toHaveText(today());
  await expect(plan.getByText("$45", { exact: true })).toBeVisible();
  await expect(plan.getByText("Paid", { exact: true })).toBeVisible();
  await paymentsSection(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("payments-1280"), fullPage: true });

  // The pack's receipt: our own page for a test-checkout payment.
  await pack.getByRole("link", { name: "Receipt" }).click();
  await expect(page).toHaveURL(/\/account\/billing\/receipts\/[0-9a-f-]{36}$/);
  const receiptUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
  await expect(receiptValue(page, "Item")).toHaveText("Credit top-up");
  await expect(receiptValue(page, "Credits")).toHaveText("500");
  await expect(receiptValue(page, "Amount paid")).toHaveText("$10");
  await expect(receiptValue(page, "Date")).toHaveText(today());
  await expect(receiptValue(page, "Billed to")).toHaveText(email);
  await expect(receiptValue(page, "Status")).toHaveText("Paid");
  await expect(receiptValue(page, "Refunded")).toHaveCount(0);
  await page.screenshot({ path: shot("receipt-1280"), fullPage: true });

  // Someone else's receipt is not found.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUpVerified(other);
  expect((await other.goto(receiptUrl))?.status()).toBe(404);
  await otherContext.close();

  // The operator refunds the whole pack ($10 → 500 credits back)…
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const packRow = await openPaymentRow(admin, email, "Top-up");
  await expect(packRow).toHaveCount(1);
  await refundAsOperator(admin, packRow, {
    reason: "Bought by mistake",
    before: async (dialog) => {
      await expect(dialog.getByLabel("Amount (USD)")).toHaveValue("10.00");
      await expect(dialog).toContainText("At most $10.00.");
      await admin.screenshot({ path: shot("refund-dialog-1280") });
    },
  });
  await expect(toast(admin, "$10 refunded. 500 credits taken back.")).toBeVisible();
  await expect(packRow.getByTestId("payment-money-status")).toHaveText("Refunded");
  await expect(packRow).toContainText("$10.00 refunded");
  await expect(packRow).toContainText("500 credits taken back");
  await expect(packRow.getByRole("button", { name: "Refund", exact: true })).toHaveCount(0);

  // …and $9 of the $45 plan (a fifth: 400 of its 2,000 credits).
  const planRow = await openPaymentRow(admin, email, "Subscription");
  await expect(planRow).toHaveCount(1);
  await refundAsOperator(admin, planRow, { reason: "Goodwill for a slow week", amount: "9" });
  await expect(toast(admin, "$9 refunded. 400 credits taken back.")).toBeVisible();
  await expect(planRow.getByTestId("payment-money-status")).toHaveText("Partly refunded");
  await expect(planRow).toContainText("400 credits taken back");
  await expect(planRow.getByRole("button", { name: "Refund", exact: true })).toBeVisible();
  await admin.screenshot({ path: shot("admin-refunded-1280"), fullPage: true });
  await adminContext.close();

  // The user: the credits went back down, the statuses follow.
  await page.goto("/account/billing");
  await expect.poll(() => balanceOnBillingPage(page)).toBe(SIGNUP_CREDITS + 2_000 + 500 - 500 - 400);
  await expect(pack.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(pack.getByText("$10", { exact: true })).toBeVisible();
  await expect(plan.getByText("Partly refunded", { exact: true })).toBeVisible();
  await expect(plan).toContainText("$9 refunded");
  await paymentsSection(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("payments-refunded-1280"), fullPage: true });

  await plan.getByRole("link", { name: "Receipt" }).click();
  await expect(receiptValue(page, "Item")).toHaveText("Agency Plan");
  await expect(receiptValue(page, "Amount paid")).toHaveText("$45");
  await expect(receiptValue(page, "Refunded")).toHaveText("$9");
  await expect(receiptValue(page, "Status")).toHaveText("Partly refunded");
  await page.getByRole("link", { name: "Back to billing" }).click();
  await expect(page).toHaveURL(/\/account\/billing$/);
});
