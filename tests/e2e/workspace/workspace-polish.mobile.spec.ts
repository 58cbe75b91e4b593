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

  // A toast slides in from above: judge where it rests, not a frame of its entrance.
  const header = await page.getByRole("banner").boundingBox();
  await expect.poll(async () => (await made.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(header!.y + header!.height);
  await page.screenshot({ path: testInfo.outputPath("toast-below-header-390.png") });

  // The next attempt starts clean: the earlier outcome's toasts go at once. (The new attempt may
  // finish within the wait and show its own success toast, so follow the old toast's element.)
  const oldToast = await made.elementHandle();
  await page.getByRole("main").getByRole("button", { name: "Regenerate" }).click();
  await page.waitForFunction((element) => !element?.isConnected, oldToast, { timeout: 2_000 });
  await expect(page.locator("[data-sonner-toast]", { hasText: "Credits deducted" })).toHaveCount(1);
});
