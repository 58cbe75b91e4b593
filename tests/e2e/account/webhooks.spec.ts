import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { generateFromPage, signatureIsValid, startReceiver } from "./webhook-receiver";

// /account/api at 1280 px: a webhook to a receiver on this machine gets a signed
// message when a picture is ready; the log shows the delivery and 'Resend' sends
// it again with the same webhook-id.

test("a webhook: added with its secret shown once, a generation delivered and verified, logged, resent", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const receiver = await startReceiver();
  try {
    await signUpVerified(page);
    await page.goto("/account/api");
    const main = page.getByRole("main");
    await expect(main.getByText("You have no webhooks yet.")).toBeVisible();

    const form = main.getByRole("form", { name: "New webhook" });
    await form.getByLabel("Address (URL)").fill("http://169.254.169.254/latest/meta-data/");
    await form.getByRole("button", { name: "Add webhook" }).click();
    await expect(form.getByText(/Webhooks are sent only to public addresses/)).toBeVisible();

    await form.getByLabel("Address (URL)").fill(receiver.url);
    await form.getByRole("button", { name: "Add webhook" }).click();
    const shown = main.getByRole("textbox", { name: "Signing secret" });
    await expect(shown).toHaveValue(/^whsec_/);
    const secret = await shown.inputValue();
    const row = main.getByRole("listitem", { name: `Webhook ${receiver.url}` });
    await expect(row.getByText("Active")).toBeVisible();
    await expect(row.getByText("Nothing sent yet.")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("webhook-created-1280.png"), fullPage: true });

    const generationId = await generateFromPage(page);
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    const [message] = receiver.received;
    expect(signatureIsValid(secret, message)).toBe(true);
    expect(JSON.parse(message.body)).toMatchObject({ type: "generation.succeeded", data: { generation: { id: generationId, status: "succeeded" } } });

    await page.reload();
    const delivery = row.getByRole("listitem", { name: "Delivery generation.succeeded" });
    await expect(delivery.getByText("Succeeded", { exact: true })).toBeVisible();
    await expect(delivery.getByText(/HTTP 200 · 1 attempt/)).toBeVisible();
    await expect(main.getByRole("textbox", { name: "Signing secret" })).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(secret);

    await delivery.getByRole("button", { name: /^Resend/ }).click();
    await expect(page.getByText("Delivery queued again")).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    expect(receiver.received[1].headers["webhook-id"]).toBe(message.headers["webhook-id"]);
    expect(signatureIsValid(secret, receiver.received[1])).toBe(true);
    await expect
      .poll(
        async () => {
          await page.reload();
          return row.getByRole("listitem", { name: "Delivery generation.succeeded" }).getByText("Succeeded", { exact: true }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(2);
    await page.screenshot({ path: testInfo.outputPath("webhook-delivered-1280.png"), fullPage: true });
  } finally {
    await receiver.close();
  }
});
