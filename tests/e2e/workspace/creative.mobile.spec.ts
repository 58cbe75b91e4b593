import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { expectNoSidewaysScroll, generateFromHero, nextGenerationRequest, nextResult, toast } from "../support/creative";

test("at 390 px: Variations, Edit with a touch-painted mask, and the enlarged view fit the screen", async ({ page }, testInfo) => {
  // Several pictures in a row on a shared 2-core machine.
  test.setTimeout(180_000);
  await signUpVerified(page);
  await page.goto("/generator-app");
  const first = await generateFromHero(page, "a lighthouse at dawn, oil painting");

  const actions = page.getByTestId("result-view").getByTestId("creative-actions");
  await actions.getByRole("button", { name: "Variations" }).click();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath("result-actions-390.png"), fullPage: true });
  const variation = await nextGenerationRequest(page, () => actions.getByRole("button", { name: "Strong" }).click());
  expect(variation).toMatchObject({ mode: "variation", strength: "0.7" });
  const varied = await nextResult(page, first.src);

  await toast(page, "Image generated successfully").evaluate((element) => element.remove());
  await actions.getByRole("button", { name: "Edit" }).click();
  const editPanel = page.getByTestId("edit-panel");
  await expect(editPanel).toBeVisible();
  const canvas = editPanel.getByTestId("mask-canvas");
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBe(varied.width);
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(editPanel.getByRole("button", { name: "Clear mask" })).toBeEnabled();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath("edit-390.png"), fullPage: true });

  // On a phone the options (and Generate) are in the drawer.
  await page.getByRole("button", { name: "Options" }).click();
  const drawer = page.getByRole("dialog");
  const sent = await nextGenerationRequest(page, () => drawer.getByRole("button", { name: "Generate" }).click());
  expect(sent).toMatchObject({ mode: "edit", strength: "0.6" });
  expect(sent.mask).toMatch(/^data:image\/png;base64,/);
  await nextResult(page, varied.src);

  await page.getByTestId("result-view").getByRole("button", { name: "Enlarge image" }).click();
  const dialog = page.getByRole("dialog", { name: "Image details" });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath("enlarged-390.png") });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
