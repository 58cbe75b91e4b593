import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { E2E_BASE_URL } from "../support/server-settings";

// DESIGN invariant 11 on the built site: the Private switch and Delete on My
// images take every public copy of a picture away at once (its files and every
// thumbnail), and user pictures are never cached as immutable.

const WIDTHS = [320, 480, 640, 960];
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

type View = { id: string; status: string; private: boolean; imageUrl: string; thumbUrl: string };

async function view(request: APIRequestContext, id: string) {
  const answer = await request.get(`${E2E_BASE_URL}/api/generations/${id}?wait=1`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { generation: View }).generation;
}

function publicAddresses(picture: View) {
  const files = [picture.imageUrl, picture.thumbUrl];
  for (const url of files) expect(url).toMatch(/^\/files\/media_library\/generations\//);
  return [...files, ...files.flatMap((url) => WIDTHS.map((w) => url.replace("/files/media_library/", `/thumbs/${w}/media_library/`)))];
}

/** Anyone (no cookie) may fetch them, and a cache must ask again within a minute. */
async function expectPublic(request: APIRequestContext, urls: string[]) {
  for (const url of urls) {
    const answer = await request.get(`${E2E_BASE_URL}${url}`);
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()["cache-control"], url).toBe("public, max-age=60, must-revalidate");
    const again = await request.get(`${E2E_BASE_URL}${url}`, { headers: { "if-none-match": answer.headers()["etag"] } });
    expect(again.status(), url).toBe(304);
  }
}

async function expectGone(request: APIRequestContext, urls: string[]) {
  for (const url of urls) {
    const answer = await request.get(`${E2E_BASE_URL}${url}`);
    expect(answer.status(), url).toBe(404);
    expect(answer.headers()["cache-control"], url).toBe("no-store");
  }
}

test("the Private switch and Delete on My images take every public copy away at once", async ({ page, playwright }) => {
  await signUpVerified(page);
  const started = await page.request.post(`${E2E_BASE_URL}/api/generations`, {
    headers: { origin: E2E_BASE_URL },
    data: { prompt: "a lighthouse on a cliff at dusk", model: "flux", isPrivate: false, idempotencyKey: `privacy-${Date.now()}` },
  });
  expect(started.status()).toBe(202);
  const { id } = ((await started.json()) as { generation: View }).generation;
  const published = await view(page.request, id);
  const firstAddresses = publicAddresses(published);
  const visitor = await playwright.request.newContext();
  await expectPublic(visitor, firstAddresses);

  await page.goto("/account/images");
  const card = page.getByTestId("my-image").first();
  const privacy = card.getByRole("switch", { name: "Private" });
  await expect(privacy).toHaveAttribute("aria-checked", "false");

  await privacy.click();
  await expect(toast(page, "Image is now private")).toBeVisible();
  await expect(privacy).toHaveAttribute("aria-checked", "true");
  await expectGone(visitor, firstAddresses);
  const hidden = await view(page.request, id);
  expect(hidden.imageUrl).toBe(`/api/generations/${id}/image`);
  expect((await page.request.get(`${E2E_BASE_URL}${hidden.imageUrl}`)).status()).toBe(200);
  expect((await visitor.get(`${E2E_BASE_URL}${hidden.imageUrl}`)).status()).toBe(404);

  await privacy.click();
  await expect(toast(page, "Image is now public")).toBeVisible();
  await expect(privacy).toHaveAttribute("aria-checked", "false");
  const republished = await view(page.request, id);
  const secondAddresses = publicAddresses(republished);
  expect(secondAddresses.filter((url) => firstAddresses.includes(url))).toEqual([]);
  await expectPublic(visitor, secondAddresses);
  await expectGone(visitor, firstAddresses);

  await card.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Image deleted")).toBeVisible();
  await expect(page.getByText("No images yet")).toBeVisible();
  await expectGone(visitor, [...firstAddresses, ...secondAddresses]);
  expect((await page.request.get(`${E2E_BASE_URL}/api/generations/${id}/image`)).status()).toBe(404);
  await visitor.dispose();
});
