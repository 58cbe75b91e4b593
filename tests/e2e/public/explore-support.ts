import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../support/server-settings";

export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** Makes one public picture through the API and waits until it is finished; its id. */
export async function publicPicture(request: APIRequestContext, prompt: string, extra: Record<string, unknown> = {}) {
  const started = await request.post(`${E2E_BASE_URL}/api/generations`, {
    headers: { origin: E2E_BASE_URL },
    data: { prompt, model: "flux", isPrivate: false, idempotencyKey: `explore-${Date.now()}-${Math.random().toString(36).slice(2)}`, ...extra },
  });
  expect(started.status()).toBe(202);
  const { id } = ((await started.json()) as { generation: { id: string } }).generation;
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${E2E_BASE_URL}/api/generations/${id}?wait=1`)).json()) as { generation: { status: string } }).generation.status,
    )
    .toBe("succeeded");
  return id;
}

/** 'Publish' in My Images' picture view, through its dialog. */
export async function publishFromMyImages(page: Page, prompt: string, options: { title?: string; hidePrompt?: boolean } = {}) {
  await page.goto("/account/images");
  const card = page.getByTestId("my-image").filter({ hasText: prompt }).first();
  await card.getByRole("button", { name: /^View picture:/ }).click();
  const view = page.getByTestId("picture-view");
  await view.getByTestId("picture-actions").getByRole("button", { name: "Publish" }).click();
  const dialog = page.getByTestId("publish-dialog");
  await expect(dialog.getByLabel("Title (optional)")).toBeVisible();
  if (options.title) await dialog.getByLabel("Title (optional)").fill(options.title);
  if (options.hidePrompt) await dialog.getByRole("checkbox", { name: "Hide prompt" }).check();
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, "Picture published")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Unpublish" })).toBeVisible();
  return dialog;
}

export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
