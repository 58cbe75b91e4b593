import { expect, test } from "@playwright/test";
import { signInAsAdmin, signUpVerified } from "../support/auth";
import {
  balanceOnBillingPage,
  openPaymentRow,
  paymentsSection,
  receiptValue,
  refundAsOperator,
  shot,
  sideOverflow,
  today,
  toast,
  userPayment,
} from "./money-support";

test("on a phone, the Payments list and the receipt fit the screen, before and after a part refund", async ({ browser, page }) => {
  test.setTimeout(150_000);
  const { email } = await signUpVerified(page);
  await page.goto("/account/billing");
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Buy Credits" }).click();
  const plans = page.getByRole("dialog", { name: "Choose your plan" });
  await plans.getByRole("button", { name: "Choose Creator" }).scrollIntoViewIfNeeded();
  await plans.getByRole("button", { name: "Choose Creator" }).click();
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(toast(page, "Subscription activated")).toBeVisible();
  await expect.poll(() => balanceOnBillingPage(page)).toBe(1_003);

  const plan = userPayment(page, "Creator Plan");
  await expect(paymentsSection(page).getByRole("listitem")).toHaveCount(1);
  await plan.scrollIntoViewIfNeeded();
  // The whole row is on screen: title, date, status, dollars and the receipt link.
  await expect(plan.getByText("$25", { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(plan.getByText("Paid", { exact: true })).toBeVisible();
  await expect(plan.getByRole("link", { name: "Receipt" })).toBeInViewport({ ratio: 1 });
  await expect(plan.locator("time")).toHaveText(today());
  expect(await sideOverflow(page)).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot("payments-390"), fullPage: true });

  await plan.getByRole("link", { name: "Receipt" }).click();
  await expect(page).toHaveURL(/\/account\/billing\/receipts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
  await expect(receiptValue(page, "Item")).toHaveText("Creator Plan");
  await expect(receiptValue(page, "Amount paid")).toHaveText("$25");
  await expect(receiptValue(page, "Credits")).toHaveText("1,000");
  await expect(receiptValue(page, "Date")).toHaveText(today());
  await expect(receiptValue(page, "Billed to")).toBeInViewport();
  expect(await sideOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: shot("receipt-390"), fullPage: true });

  // An operator on a phone refunds $5 of the $25 (200 of the 1,000 credits).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const row = await openPaymentRow(admin, email, "Subscription");
  await expect(row).toHaveCount(1);
  await refundAsOperator(admin, row, {
    reason: "Partial goodwill refund",
    amount: "5",
    before: async (dialog) => {
      await expect(dialog.getByRole("button", { name: "Refund", exact: true })).toBeInViewport();
      expect(await sideOverflow(admin)).toBeLessThanOrEqual(0);
      await admin.screenshot({ path: shot("refund-dialog-390") });
    },
  });
  await expect(toast(admin, "$5 refunded. 200 credits taken back.")).toBeVisible();
  await expect(row.getByTestId("payment-money-status")).toHaveText("Partly refunded");
  await adminContext.close();

  await page.goto("/account/billing");
  await expect.poll(() => balanceOnBillingPage(page)).toBe(803);
  await plan.scrollIntoViewIfNeeded();
  await expect(plan.getByText("Partly refunded", { exact: true })).toBeInViewport();
  await expect(plan).toContainText("$5 refunded");
  expect(await sideOverflow(page)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot("payments-refunded-390"), fullPage: true });

  await plan.getByRole("link", { name: "Receipt" }).click();
  await expect(receiptValue(page, "Refunded")).toHaveText("$5");
  await expect(receiptValue(page, "Status")).toHaveText("Partly refunded");
  expect(await sideOverflow(page)).toBeLessThanOrEqual(0);
});
