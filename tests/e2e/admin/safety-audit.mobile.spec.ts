import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { loginThroughForm, uniqueSuffix } from "./admin-support";

test("the safety audit works on a phone: refusals as cards, filters and no sideways scrolling", async ({ browser, page }) => {
  // One refusal with a long prompt to lay out.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  const { email } = await signUpVerified(user);
  const longWord = "x".repeat(120);
  const refused = await user.request.post("/api/generations", {
    data: {
      prompt: `nude child on a beach ${longWord} ${"and more words ".repeat(20)}`,
      model: "flux",
      idempotencyKey: `e2e-mobile-${uniqueSuffix()}`,
    },
  });
  expect(refused.status()).toBe(403);
  await userContext.close();

  await loginThroughForm(page);
  await page.getByRole("button", { name: "Open admin menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Safety" }).click();
  await expect(page.getByRole("heading", { name: "Safety audit", level: 1 })).toBeVisible();

  await page.getByLabel("Search").fill(email);
  await page.getByRole("button", { name: "Apply filters" }).click();
  const card = page.getByTestId("audit-event").locator("visible=true");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(email);
  // The long prompt is cut, and opens in full from the keyboard.
  const more = card.getByText("Show all").first();
  await expect(more).toBeVisible();
  await card.locator("summary").first().focus();
  await page.keyboard.press("Enter");
  await expect(card.getByText("Show less").first()).toBeVisible();
  await expect(card).toContainText("and more words and more words");

  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
