import { expect, test, type Page } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { generatePicture } from "./library-generate";

// My Images and a collection's page at 390 px: two columns, nothing wider than
// the screen, each card's action buttons on one row; a picture goes into a new
// collection from its card and the picture view closes by keyboard.

async function expectPhoneLayout(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const cards = page.getByTestId("my-image");
  const count = await cards.count();
  if (count >= 2) {
    const [a, b] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(1);
    expect(b.x).toBeGreaterThan(a.x + a.width - 1);
  }
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const cardBox = (await card.boundingBox())!;
    const buttons = card.getByTestId("card-actions").locator(":scope > *");
    expect(await buttons.count()).toBe(5);
    const boxes = await Promise.all((await buttons.all()).map(async (button) => (await button.boundingBox())!));
    for (const box of boxes) {
      // One row, each button inside the card.
      expect(Math.abs(box.y - boxes[0].y)).toBeLessThan(1);
      expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
    }
  }
}

test("two columns, one row of card actions, a new collection from a card, its page and the picture view at 390 px", async ({ page }) => {
  test.setTimeout(240_000);
  await signUpVerified(page);
  for (const prompt of ["a red fox in the snow", "a lighthouse on a cliff at dusk", "a misty forest at dawn"]) {
    await generatePicture(page.request, prompt);
  }
  await page.goto("/account/images");
  const cards = page.getByTestId("my-image");
  await expect(cards).toHaveCount(3);
  await expectPhoneLayout(page);
  // The date fields show their whole calendar icon: the field's content fits its box.
  for (const label of ["From", "To"]) {
    const field = page.getByLabel(label, { exact: true });
    expect(await field.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
  }
  await page.screenshot({ path: test.info().outputPath("my-images-390.png"), fullPage: true });

  // 'New collection…' from a card's menu puts the picture in at once.
  const fox = cards.filter({ hasText: "a red fox in the snow" });
  await fox.getByTestId("card-actions").getByRole("button", { name: "Add to collection" }).click();
  await page.getByTestId("add-to-collection-menu").getByRole("menuitem", { name: "New collection…" }).click();
  const nameDialog = page.getByRole("dialog", { name: "New collection" });
  await nameDialog.getByLabel("Name").fill("Animals");
  await nameDialog.getByRole("button", { name: "Create collection" }).click();
  await expect(nameDialog).toBeHidden();
  const link = page.getByTestId("collections-bar").getByRole("link", { name: /Animals/ });
  await expect(link).toContainText("1");
  await page.screenshot({ path: test.info().outputPath("my-images-collections-390.png"), fullPage: true });

  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Animals" })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expectPhoneLayout(page);

  const opener = cards.first().getByRole("button", { name: /^View picture:/ });
  await opener.focus();
  await page.keyboard.press("Enter");
  const view = page.getByTestId("picture-view");
  await expect(view).toBeVisible();
  const box = (await view.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("collection-picture-view-390.png") });
  await view.getByTestId("picture-actions").scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("collection-picture-actions-390.png") });
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();
  await expect(opener).toBeFocused();
  await page.screenshot({ path: test.info().outputPath("collection-page-390.png"), fullPage: true });
});
