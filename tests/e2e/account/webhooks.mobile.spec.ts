import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { generateFromPage, startReceiver } from "./webhook-receiver";

test("/account/api at 390 px: a webhook, its secret and its delivery log fit the screen", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const receiver = await startReceiver();
  try {
    await signUpVerified(page);
    await page.goto("/account/api");
    const main = page.getByRole("main");
    const form = main.getByRole("form", { name: "New webhook" });
    await form.getByLabel("Address (URL)").fill(receiver.url);
    await form.getByLabel("A generation failed (generation.failed)").uncheck();
    await form.getByRole("button", { name: "Add webhook" }).click();
    await expect(main.getByRole("textbox", { name: "Signing secret" })).toHaveValue(/^whsec_/);
    await page.screenshot({ path: testInfo.outputPath("webhook-created-390.png"), fullPage: true });

    await generateFromPage(page);
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    await page.reload();
    const row = main.getByRole("listitem", { name: `Webhook ${receiver.url}` });
    await expect(row.getByText("Events: generation.succeeded")).toBeVisible();
    await expect(row.getByRole("listitem", { name: "Delivery generation.succeeded" }).getByText("Succeeded", { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("webhook-delivered-390.png"), fullPage: true });
  } finally {
    await receiver.close();
  }
});
