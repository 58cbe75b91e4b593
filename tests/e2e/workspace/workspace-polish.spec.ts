import { expect, test, type Page } from "@playwright/test";
import { signUpVerified } from "../support/auth";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

test("at 1280 px the prompt survives the checkout round trip and 'Payment successful!' names what was bought", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/generator-app");
  await expect(page.getByTestId("shortcut-tip")).toBeVisible();
  await page.getByLabel("Describe your image").fill("a lighthouse on a cliff at dusk, oil painting");

  await page.getByRole("banner").getByRole("button", { name: "Buy Credits" }).click();
  await page.getByRole("dialog", { name: "Choose your plan" }).getByRole("button", { name: "Choose Creator" }).click();
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();

  const paid = toast(page, "Payment successful!");
  await expect(paid).toBeVisible();
  await expect(paid).toContainText("You bought Creator Plan (monthly), 1,000 credits.");
  await expect(page).toHaveURL(/\/generator-app$/);
  await expect(page.getByLabel("Describe your image")).toHaveValue("a lighthouse on a cliff at dusk, oil painting");
  // The nav's balance says the same as the workspace, written the same way.
  await expect(page.getByRole("banner").getByTestId("nav-balance")).toHaveText("1,003 credits");
  await expect(page.getByTestId("credits-remaining").first()).toHaveText("1,003");
});
