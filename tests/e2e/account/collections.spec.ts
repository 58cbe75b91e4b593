import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { generatePicture } from "./library-generate";

// My Images at 1280 px: 'Collections' ('New collection', 'Add to collection', a
// collection's own page, rename, delete) and the picture view by keyboard.

const PROMPTS = ["a red fox in the snow", "a lighthouse on a cliff at dusk"];

test("creates a collection, adds a picture, opens its page and the picture view by keyboard, renames and deletes it", async ({ page }) => {
  test.setTimeout(240_000);
  await signUpVerified(page);
  for (const prompt of PROMPTS) await generatePicture(page.request, prompt);

  await page.goto("/account/images");
  const bar = page.getByTestId("collections-bar");
  await expect(bar.getByText("No collections yet.", { exact: false })).toBeVisible();
  await bar.getByRole("button", { name: "New collection" }).click();
  const nameDialog = page.getByRole("dialog", { name: "New collection" });
  await nameDialog.getByLabel("Name").fill("Trips");
  await nameDialog.getByRole("button", { name: "Create collection" }).click();
  await expect(nameDialog).toBeHidden();
  await expect(bar.getByRole("link", { name: /Trips/ })).toBeVisible();

  // The same name in another case is refused, and the dialog says why.
  await bar.getByRole("button", { name: "New collection" }).click();
  await nameDialog.getByLabel("Name").fill("TRIPS");
  await nameDialog.getByRole("button", { name: "Create collection" }).click();
  await expect(nameDialog.getByRole("alert")).toHaveText("You already have a collection named “TRIPS”. Choose another name.");
  await nameDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(nameDialog).toBeHidden();

  const cards = page.getByTestId("my-image");
  const fox = cards.filter({ hasText: PROMPTS[0] });
  await fox.getByTestId("card-actions").getByRole("button", { name: "Add to collection" }).click();
  const menu = page.getByTestId("add-to-collection-menu");
  await menu.getByRole("menuitemcheckbox", { name: "Trips" }).click();
  await expect(page.getByText("Added to “Trips”")).toBeVisible();
  await expect(bar.getByRole("link", { name: /Trips/ })).toContainText("1");

  // The filters offer the collection too.
  await page.getByRole("combobox", { name: "Collection", exact: true }).selectOption({ label: "Trips" });
  await expect(page.getByTestId("my-images-count")).toHaveText("1 image matches");
  await expect(cards).toHaveCount(1);

  await bar.getByRole("link", { name: /Trips/ }).click();
  await expect(page).toHaveURL(/\/account\/images\/collections\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Trips" })).toBeVisible();
  await expect(page.getByTestId("collection-count")).toHaveText("1 image");
  await expect(cards).toHaveCount(1);

  // The picture view by keyboard: Enter opens it, the focus stays inside, Escape closes it and the focus is back on the card.
  const opener = cards.first().getByRole("button", { name: /^View picture:/ });
  await opener.focus();
  await page.keyboard.press("Enter");
  const view = page.getByTestId("picture-view");
  await expect(view).toBeVisible();
  const actions = view.getByTestId("picture-actions");
  for (const name of ["Favorite", "Add to collection", "Variations", "Upscale 2×", "Delete"]) {
    await expect(actions.getByRole("button", { name, exact: true })).toBeVisible();
  }
  await expect(actions.getByRole("link", { name: "Reuse" })).toBeVisible();
  await expect(actions.getByRole("link", { name: "Download" })).toBeVisible();
  for (const label of ["Model", "Mode", "Aspect ratio", "Size", "Seed", "Created", "Visibility"]) {
    await expect(view.getByTestId("picture-settings").getByText(label, { exact: true })).toBeVisible();
  }
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press("Tab");
    expect(await view.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.screenshot({ path: test.info().outputPath("collection-picture-view-1280.png") });
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();
  await expect(opener).toBeFocused();

  // Taking the picture out of the collection from the picture view's own menu.
  await opener.click();
  await actions.getByRole("button", { name: "Add to collection" }).click();
  await menu.getByRole("menuitemcheckbox", { name: "Trips" }).click();
  await expect(page.getByText("Removed from “Trips”")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();
  await expect(page.getByTestId("collection-empty")).toBeVisible();
  await expect(page.getByTestId("collection-count")).toHaveText("0 images");

  await page.getByRole("button", { name: "Rename" }).click();
  const renameDialog = page.getByRole("dialog", { name: "Rename collection" });
  await renameDialog.getByLabel("Name").fill("Trips 2026");
  await renameDialog.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Trips 2026" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("collection-page-1280.png"), fullPage: true });

  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete collection" }).click();
  await expect(page).toHaveURL(/\/account\/images$/);
  await expect(page.getByText("Collection deleted")).toBeVisible();
  // The pictures stay.
  await expect(page.getByTestId("my-images-count")).toHaveText("2 images");
  await expect(bar.getByText("No collections yet.", { exact: false })).toBeVisible();

  // 'Upscale 2×' from the picture view starts the upscale (the last credit) and opens the generator, where it is made.
  await cards
    .first()
    .getByRole("button", { name: /^View picture:/ })
    .click();
  await view.getByTestId("picture-actions").getByRole("button", { name: "Upscale 2×" }).click();
  await expect(page).toHaveURL(/\/generator-app$/);
  await expect(page.getByText("Upscale started")).toBeVisible();
});

test("someone else's collection page answers as missing", async ({ page }) => {
  await signUpVerified(page);
  const response = await page.goto("/account/images/collections/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Collection not found" })).toBeVisible();
});
