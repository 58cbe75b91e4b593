import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { generatePicture } from "./library-generate";

// My Images at 390 px: two columns, nothing wider than the screen, the picture view fits.

test("two columns of pictures at 390 px, and the picture view fits the screen", async ({ page }) => {
  // Three pictures are made first; on a loaded 2-core machine that alone can take most of a minute.
  test.setTimeout(240_000);
  await signUpVerified(page);
  for (const prompt of ["a red fox in the snow", "a lighthouse on a cliff at dusk", "a misty forest at dawn"]) {
    await generatePicture(page.request, prompt);
  }
  await page.goto("/account/images");
  const cards = page.getByTestId("my-image");
  await expect(cards).toHaveCount(3);
  const [a, b, c] = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
  expect(Math.abs(a.y - b.y)).toBeLessThan(1);
  expect(b.x).toBeGreaterThan(a.x + a.width - 1);
  expect(c.y).toBeGreaterThan(a.y + a.height - 1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Icon buttons keep their names for screen readers.
  await expect(cards.first().getByRole("link", { name: "Reuse" })).toBeVisible();
  await expect(cards.first().getByRole("button", { name: "Delete" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("my-images-390.png"), fullPage: true });

  await cards
    .first()
    .getByRole("button", { name: /^View picture:/ })
    .click();
  const view = page.getByTestId("picture-view");
  await expect(view).toBeVisible();
  const box = (await view.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await view.getByRole("button", { name: "Zoom in" }).click();
  await expect(view.getByRole("status", { name: "Zoom" })).toHaveText("150%");
  await page.screenshot({ path: test.info().outputPath("picture-view-390.png") });
});
