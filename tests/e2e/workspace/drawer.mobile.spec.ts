import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";

test("below 768 px the options live in a 'Generator Options' drawer that can generate", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/generator-app");
  await expect(page.getByTestId("options-panel")).toBeHidden();
  await expect(page.getByRole("heading", { name: "AI Image Generator", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Options" }).click();
  const drawer = page.getByRole("dialog", { name: "Generator Options" });
  await expect(drawer).toBeVisible();
  // It slides in from the left and leaves part of the page visible.
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  expect((await drawer.boundingBox())!.width).toBeLessThan(390);

  await drawer.getByLabel("Prompt").fill("a koi pond in autumn, watercolor");
  await drawer.getByLabel("Exclude from Image").fill("text");
  await drawer.getByRole("combobox", { name: "Aspect Ratio" }).selectOption({ label: "9:16 Mobile" });
  await expect(drawer.getByTestId("credits-remaining")).toHaveText("3");
  await drawer.getByRole("button", { name: "Generate", exact: true }).click();

  await expect(drawer).toBeHidden();
  const result = page.getByTestId("result-view");
  await expect(result).toBeVisible();
  await expect(result.getByText("9:16 Mobile")).toBeVisible();
  const size = await result.getByTestId("result-image").evaluate(
    (img: HTMLImageElement) =>
      new Promise<[number, number]>((resolve) => {
        const done = () => resolve([img.naturalWidth, img.naturalHeight]);
        if (img.complete) done();
        else img.addEventListener("load", done);
      }),
  );
  expect(size).toEqual([576, 1024]);

  // The result fits the screen: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("button", { name: "Options" }).click();
  await expect(page.getByRole("dialog", { name: "Generator Options" }).getByTestId("credits-remaining")).toHaveText("2");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Generator Options" })).toBeHidden();
});
