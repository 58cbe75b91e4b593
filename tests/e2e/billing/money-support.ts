import { expect, type Locator, type Page } from "@playwright/test";

// Issue 25 end to end, shared by money.spec.ts (1280 px) and money.mobile.spec.ts (390 px):
// the user's Payments list and receipts, and an operator's 'Refund' in the admin portal.

export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** Today as the site writes a day ('Nov 27, 2026', UTC). */
export const today = () => new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export const shot = (name: string) => `test-results/money-${name}.png`;

export async function balanceOnBillingPage(page: Page): Promise<number> {
  const text = await page.getByRole("main").getByTestId("credit-balance").innerText();
  return Number(text.replace(/[^0-9]/g, ""));
}

/** The 'Payments' section of /account/billing (the page also lists transactions). */
export const paymentsSection = (page: Page) => page.getByRole("main").getByRole("region", { name: "Payments" });

/** The user's payment whose title is `what` ('Agency Plan', 'Credit top-up'). */
export function userPayment(page: Page, what: string): Locator {
  return paymentsSection(page)
    .getByRole("list", { name: "Payments, newest first" })
    .getByRole("listitem")
    .filter({ has: page.getByText(what, { exact: true }) });
}

/** The value beside a label of the receipt ('Date', 'Amount paid'…). */
export function receiptValue(page: Page, label: string): Locator {
  return page
    .getByRole("region", { name: "Receipt details" })
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

/** Overflow to the side, in pixels (0 when the page fits its width). */
export const sideOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Admin Payments filtered to one payer; the row of the payment of that kind ('Top-up', 'Subscription'). */
export async function openPaymentRow(admin: Page, email: string, kind: string): Promise<Locator> {
  await admin.goto("/hidden/admin/payments");
  await expect(admin.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  const filters = admin.getByRole("search", { name: "Filter payments" });
  await filters.getByLabel("Search").fill(email);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(admin).toHaveURL(/[?&]q=/);
  return admin
    .getByTestId("payment-row")
    .filter({ has: admin.getByRole("link", { name: email, exact: true }) })
    .filter({ has: admin.getByRole("cell", { name: kind, exact: true }) });
}

/**
 * 'Refund' on that row: the whole rest (the dialog's default) unless `amount`
 * is given, with a reason; waits for the operator's toast.
 */
export async function refundAsOperator(
  admin: Page,
  row: Locator,
  { reason, amount, before }: { reason: string; amount?: string; before?: (dialog: Locator) => Promise<void> },
) {
  await row.getByRole("button", { name: "Refund", exact: true }).click();
  const dialog = admin.getByRole("dialog", { name: "Refund payment" });
  await expect(dialog).toBeVisible();
  if (amount !== undefined) await dialog.getByLabel("Amount (USD)").fill(amount);
  await dialog.getByLabel("Reason").fill(reason);
  if (before) await before(dialog);
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(toast(admin, "Payment refunded")).toBeVisible();
  await expect(dialog).toBeHidden();
}
