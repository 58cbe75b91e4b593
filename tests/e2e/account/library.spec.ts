import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { generatePicture } from "./library-generate";

// My Images at 1280 px: search by prompt words, filters, 'Favorite' and the picture view.

const PROMPTS = ["a red fox in the snow", "a lighthouse on a cliff at dusk", "a misty forest at dawn"];

test("finds pictures by prompt and filters, marks a favourite and opens the picture view with zoom", async ({ page }) => {
  // Three pictures are made first; on a loaded 2-core machine that alone can take most of a minute.
  test.setTimeout(240_000);
  await signUpVerified(page);
  for (const prompt of PROMPTS) await generatePicture(page.request, prompt);

  await page.goto("/account/images");
  const count = page.getByTestId("my-images-count");
  const cards = page.getByTestId("my-image");
  await expect(count).toHaveText("3 images");

  const search = page.getByRole("searchbox", { name: "Search prompts" });
  await search.fill("LIGHT cliff");
  await search.press("Enter");
  await expect(page).toHaveURL(/[?&]q=LIGHT\+cliff/);
  await expect(count).toHaveText("1 image matches");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByText(PROMPTS[1])).toBeVisible();

  await search.fill("whale");
  await search.press("Enter");
  await expect(page.getByText("No images match.")).toBeVisible();
  await page.getByTestId("my-images-empty").getByRole("link", { name: "Clear filters" }).click();
  await expect(count).toHaveText("3 images");

  const fox = cards.filter({ hasText: PROMPTS[0] });
  const heart = fox.getByRole("button", { name: "Favorite" }).first();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("checkbox", { name: "Favorites" }).check();
  await expect(page).toHaveURL(/favorites=1/);
  await expect(count).toHaveText("1 image matches");
  await expect(cards.first().getByText(PROMPTS[0])).toBeVisible();
  await page.getByRole("checkbox", { name: "Favorites" }).uncheck();
  await expect(count).toHaveText("3 images");

  await page.getByLabel("Visibility").selectOption("private");
  await expect(page.getByText("No images match.")).toBeVisible();
  await page.getByLabel("Visibility").selectOption("public");
  await expect(count).toHaveText("3 images match");
  await page.getByLabel("Sort").selectOption("oldest");
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(cards.first().getByText(PROMPTS[0])).toBeVisible();

  // The picture view: full settings, zoom and the card's actions.
  await fox.getByRole("button", { name: /^View picture:/ }).click();
  const view = page.getByTestId("picture-view");
  await expect(view).toBeVisible();
  await expect(view.getByRole("heading", { name: "Picture" })).toBeVisible();
  await expect(view.getByText(PROMPTS[0])).toBeVisible();
  const settings = view.getByTestId("picture-settings");
  for (const label of ["Model", "Mode", "Aspect ratio", "Size", "Seed", "Created", "Visibility"]) {
    await expect(settings.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(settings.getByText("FLUX", { exact: false })).toBeVisible();
  const image = view.getByRole("img", { name: PROMPTS[0] });
  const before = (await image.boundingBox())!.width;
  await expect(view.getByRole("status", { name: "Zoom" })).toHaveText("100%");
  await view.getByRole("button", { name: "Zoom in" }).click();
  await view.getByRole("button", { name: "Zoom in" }).click();
  await expect(view.getByRole("status", { name: "Zoom" })).toHaveText("200%");
  expect((await image.boundingBox())!.width).toBeCloseTo(before * 2, 0);
  const actions = view.getByTestId("picture-actions");
  await expect(actions.getByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "true");
  await expect(actions.getByRole("link", { name: "Reuse" })).toBeVisible();
  await expect(actions.getByRole("link", { name: "Download" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Delete" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("picture-view-1280.png") });
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();
  await page.screenshot({ path: test.info().outputPath("my-images-1280.png"), fullPage: true });

  // The favourite stays after a reload (it was saved, not only drawn).
  await page.reload();
  await expect(fox.getByRole("button", { name: "Favorite" }).first()).toHaveAttribute("aria-pressed", "true");
});

test("an address with an unknown filter is refused", async ({ page }) => {
  // Three pictures are made first; on a loaded 2-core machine that alone can take most of a minute.
  test.setTimeout(240_000);
  await signUpVerified(page);
  const response = await page.goto("/account/images?page=2");
  expect(response?.status()).toBe(400);
});
