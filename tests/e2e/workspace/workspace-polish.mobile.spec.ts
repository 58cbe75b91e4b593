import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";

test("at 390 px: no keyboard tip, toasts below the header, and a new generation clears the last one's toasts", async ({ page }, testInfo) => {
  await signUpVerified(page);
  await page.goto("/generator-app");
  await expect(page.getByLabel("Describe your image")).toBeVisible();
  await expect(page.getByTestId("shortcut-tip")).toBeHidden();

  const generate = () => page.getByRole("main").getByRole("button", { name: "Generate", exact: true }).last().click();
  await page.getByLabel("Describe your image").fill("a red fox in the snow");
  await generate();
  const made = page.locator("[data-sonner-toast]", { hasText: "Image generated successfully" });
  await expect(made).toBeVisible({ timeout: 30_000 });
  const oldToast = await made.elementHandle();
  // The pointer rests on the toast: sonner pauses its timer, so only a dismissal can remove it.
  await made.hover();

  // A toast slides in from above: judge where it rests, not a frame of its entrance.
  const header = await page.getByRole("banner").boundingBox();
  await expect.poll(async () => (await made.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(header!.y + header!.height);
  await page.screenshot({ path: testInfo.outputPath("toast-below-header-390.png") });

  // The next attempt starts clean: the earlier outcome's toasts go at once. Ctrl+Enter (from anywhere) starts it, so the
  // pointer stays on the old toast; follow that element, as the new attempt may soon show its own success toast.
  expect(await oldToast!.evaluate((element) => element.isConnected)).toBe(true);
  await page.keyboard.press("Control+Enter");
  await page.waitForFunction((element) => !element?.isConnected, oldToast, { timeout: 2_000 });
  await expect(page.locator("[data-sonner-toast]", { hasText: "Credits deducted" })).toHaveCount(1);
});
