import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signIn, signUpVerified } from "../support/auth";
import { E2E_BASE_URL } from "../support/server-settings";

const SIGNUP_CREDITS = 3;

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const credits = (page: Page) => page.getByTestId("options-panel").getByTestId("credits-remaining");

async function generateFromHero(page: Page, prompt: string) {
  await page.getByLabel("Describe your image").fill(prompt);
  await page.getByRole("main").getByRole("button", { name: "Generate", exact: true }).last().click();
}

/** Starts a generation through the API and waits for its end (what the workspace does). */
async function generateByApi(page: Page, prompt: string, extra: Record<string, unknown> = {}) {
  const started = await page.request.post(`${E2E_BASE_URL}/api/generations`, {
    data: { prompt, model: "flux", idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`, ...extra },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { generation } = (await started.json()) as { generation: { id: string } };
  const done = await page.request.get(`${E2E_BASE_URL}/api/generations/${generation.id}?wait=1`);
  const body = (await done.json()) as { generation: { id: string; status: string; imageUrl: string; thumbUrl: string } };
  expect(body.generation.status).toBe("succeeded");
  return body.generation;
}

test("a new user generates with the local engine: one credit per image, download, regenerate, discard", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/generator-app");
  await expect(page.getByRole("heading", { name: "AI Image Generator", level: 1 })).toBeVisible();
  await expect(credits(page)).toHaveText(String(SIGNUP_CREDITS));
  await expect(page.getByTestId("options-panel").getByTestId("engine-label")).toHaveText("Served by: Local engine (offline)");

  await generateFromHero(page, "a lighthouse on a cliff in a storm");
  await expect(toast(page, "Credits deducted")).toContainText(`1 credit deducted. Remaining: ${SIGNUP_CREDITS - 1}`);
  const result = page.getByTestId("result-view");
  await expect(result).toBeVisible();
  await expect(toast(page, "Image generated successfully")).toBeVisible();
  await expect(result.getByText("Local engine (offline)")).toBeVisible();
  await expect(credits(page)).toHaveText(String(SIGNUP_CREDITS - 1));

  // The picture really loads.
  const image = result.getByTestId("result-image");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1024);

  const downloading = page.waitForEvent("download");
  await result.getByRole("link", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ai-generated-image-\d+\.png$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(bytes.toString("latin1")).toContain("a lighthouse on a cliff in a storm");

  await result.getByRole("button", { name: "Regenerate" }).click();
  await expect(toast(page, `1 credit deducted. Remaining: ${SIGNUP_CREDITS - 2}`)).toBeVisible();
  await expect(credits(page)).toHaveText(String(SIGNUP_CREDITS - 2));
  await expect(page.getByTestId("recent-gallery").getByRole("listitem")).toHaveCount(2);

  await page.getByTestId("result-view").getByRole("button", { name: "Discard image" }).click();
  await expect(page.getByTestId("result-view")).toHaveCount(0);
  await expect(page.getByLabel("Describe your image")).toHaveValue("");
  await expect(page.getByTestId("options-panel").getByLabel("Prompt")).toHaveValue("");

  // After a reload the balance comes from the server.
  await page.reload();
  await expect(credits(page)).toHaveText(String(SIGNUP_CREDITS - 2));
});

test("Generate is disabled without a prompt and explains why; Ctrl+Enter generates", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/generator-app");
  const panel = page.getByTestId("options-panel");
  const generate = panel.getByRole("button", { name: "Generate", exact: true });
  await expect(generate).toBeDisabled();
  // The tooltip's code arrives once the page is idle (ADR 021): a hover before that shows it on the next hover.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await panel.getByTestId("generate-hint-trigger").hover();
    await expect(page.getByRole("tooltip")).toHaveText("Please add a prompt before generating", { timeout: 1_000 });
  }).toPass();
  await panel.getByLabel("Prompt").fill("a bowl of ramen, studio photo");
  await expect(generate).toBeEnabled();
  // The pointer is still over the trigger from the first hover: leave and come back so the tooltip opens again.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await panel.getByTestId("generate-hint-trigger").hover();
    await expect(page.getByRole("tooltip")).toHaveText("Ready to generate!", { timeout: 1_000 });
  }).toPass();
  await panel.getByLabel("Prompt").press("Control+Enter");
  await expect(page.getByTestId("result-view")).toBeVisible({ timeout: 30_000 });
  await expect(credits(page)).toHaveText(String(SIGNUP_CREDITS - 1));
});

test("an empty balance opens the buy flow instead of generating", async ({ page }) => {
  await signUpVerified(page);
  for (let i = 0; i < SIGNUP_CREDITS; i++) await generateByApi(page, `picture ${i}`);
  await page.goto("/generator-app");
  await expect(credits(page)).toHaveText("0");
  await generateFromHero(page, "one more please");
  await expect(toast(page, "Insufficient credits")).toContainText("You need at least 1 credit to generate an image");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByTestId("result-view")).toHaveCount(0);
});

test("a visitor's prompt survives signing in from the Generate dialog", async ({ browser, page }) => {
  const { email, password } = await signUpVerified(page);
  const visitor = await browser.newPage();
  await visitor.goto("/generator-app");
  await visitor.getByLabel("Describe your image").fill("a red panda reading a book");
  await visitor.getByRole("main").getByRole("button", { name: "Generate", exact: true }).last().click();
  const dialog = visitor.getByRole("dialog", { name: "Welcome Back" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog).toBeHidden();
  await expect(visitor.getByLabel("Describe your image")).toHaveValue("a red panda reading a book");
  await expect(visitor.getByTestId("options-panel").getByTestId("credits-remaining")).toHaveText(String(SIGNUP_CREDITS));
  await visitor.close();
});

test("NSFW asks for the 18+ confirmation once and forces DALL·E 3", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/generator-app");
  const panel = page.getByTestId("options-panel");
  const model = panel.getByRole("combobox", { name: "Model" });
  await expect(model).toHaveValue("gpt-image-1");

  await panel.getByRole("switch", { name: "NSFW?" }).click();
  const ask = page.getByRole("alertdialog", { name: "Are you 18 or older?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(panel.getByRole("switch", { name: "NSFW?" })).not.toBeChecked();

  await panel.getByRole("switch", { name: "NSFW?" }).click();
  await ask.getByRole("button", { name: "I am 18 or older" }).click();
  await expect(panel.getByRole("switch", { name: "NSFW?" })).toBeChecked();
  await expect(model).toHaveValue("dall-e-3");
  await expect(panel.getByText("GPT Image not available with NSFW enabled")).toBeVisible();
  await expect(model.getByRole("option", { name: "GPT Image (Recommended)" })).toBeDisabled();

  // The answer is kept on the account: no second question after a reload.
  await page.reload();
  await page.getByTestId("options-panel").getByRole("switch", { name: "NSFW?" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByTestId("options-panel").getByRole("switch", { name: "NSFW?" })).toBeChecked();

  // The server refuses GPT Image with NSFW, and a prompt sexualising minors always.
  const gpt = await page.request.post("/api/generations", {
    data: { prompt: "a portrait", model: "gpt-image-1", isNsfw: true, idempotencyKey: "e2e-nsfw-gpt-0001" },
  });
  expect(gpt.status()).toBe(400);
  expect((await gpt.json()).error.message).toBe("GPT Image not available with NSFW enabled");
  const refused = await page.request.post("/api/generations", { data: { prompt: "nude child", model: "flux", idempotencyKey: "e2e-refused-0001" } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.title).toBe("This prompt is not allowed");
  await page.reload();
  await expect(credits(page)).toHaveText(String(SIGNUP_CREDITS));
});

test("a user who never confirmed 18+ cannot generate NSFW through the API", async ({ page }) => {
  await signUpVerified(page);
  const response = await page.request.post("/api/generations", {
    data: { prompt: "a portrait", model: "dall-e-3", isNsfw: true, idempotencyKey: "e2e-nsfw-0000001" },
  });
  expect(response.status()).toBe(403);
  expect((await response.json()).error.title).toBe("Age confirmation required");
});

test("the recent gallery shows 4 images, then 4 more as its end scrolls into view", async ({ page }) => {
  await signUpVerified(page);
  // Buy the 500-credit pack through the built-in test checkout.
  const checkout = await page.request.post("/api/checkout", { data: { topUpAmount: "10" } });
  const { url } = (await checkout.json()) as { url: string };
  await page.goto(url);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(toast(page, "Payment successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/generator-app$/);

  for (let i = 0; i < 10; i++) await generateByApi(page, `gallery picture number ${i}`);
  // Short enough that the end of the first 4 starts below the fold.
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/generator-app");
  const items = page.getByTestId("recent-gallery").getByRole("listitem");
  await expect(items).toHaveCount(4);
  await expect(items.first().getByRole("img")).toHaveAttribute("alt", "gallery picture number 9");
  await page.getByTestId("gallery-end").scrollIntoViewIfNeeded();
  await expect(items).toHaveCount(8);
  await page.mouse.wheel(0, -2000);
  await page.getByTestId("gallery-end").scrollIntoViewIfNeeded();
  await expect(items).toHaveCount(10);
  await expect(items.last().getByRole("img")).toHaveAttribute("alt", "gallery picture number 0");
});

test("payment return addresses show their toast and come back to /generator-app; /generator-app/{status} is the same screen", async ({ page }) => {
  await page.goto("/generator-app?canceled=true");
  await expect(toast(page, "Payment canceled")).toBeVisible();
  await expect(page).toHaveURL(/\/generator-app$/);
  await page.goto("/generator-app/anything");
  await expect(page.getByRole("heading", { name: "AI Image Generator", level: 1 })).toBeVisible();
});

test("a private image is visible to its owner only; My images lists, reuses and deletes", async ({ browser, page }) => {
  await signUpVerified(page);
  const privateImage = await generateByApi(page, "my secret garden", { isPrivate: true, negativePrompt: "people" });
  expect(privateImage.imageUrl).toBe(`/api/generations/${privateImage.id}/image`);
  expect((await page.request.get(privateImage.imageUrl)).status()).toBe(200);

  const other = await browser.newContext();
  expect((await other.request.get(`${E2E_BASE_URL}${privateImage.imageUrl}`)).status()).toBe(404);
  const otherPage = await other.newPage();
  const { email, password } = await signUpVerified(otherPage);
  await signIn(other.request, email, password);
  expect((await other.request.get(`${E2E_BASE_URL}${privateImage.imageUrl}`)).status()).toBe(404);
  expect((await other.request.get(`${E2E_BASE_URL}${privateImage.thumbUrl}`)).status()).toBe(404);
  expect((await other.request.get(`${E2E_BASE_URL}/api/generations/${privateImage.id}`)).status()).toBe(404);
  await other.close();

  await page.goto("/account/images");
  await expect(page.getByRole("heading", { name: "My Images" })).toBeVisible();
  const card = page.getByTestId("my-image").first();
  await expect(card.getByText("my secret garden")).toBeVisible();
  await expect(card.getByText("people")).toBeVisible();
  await expect(card.getByRole("switch", { name: "Private" })).toHaveAttribute("aria-checked", "true");

  await card.getByRole("link", { name: "Reuse" }).click();
  await expect(page).toHaveURL(/\/generator-app$/);
  const panel = page.getByTestId("options-panel");
  await expect(panel.getByLabel("Prompt")).toHaveValue("my secret garden");
  await expect(panel.getByLabel("Exclude from Image")).toHaveValue("people");
  await expect(panel.getByRole("switch", { name: "Private Mode" })).toBeChecked();

  await page.goto("/account/images");
  await page.getByTestId("my-image").first().getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Image deleted")).toBeVisible();
  await expect(page.getByText("No images yet")).toBeVisible();
  expect((await page.request.get(privateImage.imageUrl)).status()).toBe(404);
});

test("edit mode transforms one of the user's images", async ({ page }) => {
  await signUpVerified(page);
  await generateByApi(page, "a quiet harbour at dawn");
  await page.goto("/generator-app");
  const panel = page.getByTestId("options-panel");
  await panel.getByText("Edit", { exact: true }).click();
  await expect(panel.getByRole("combobox", { name: "Model" })).toHaveValue("gpt-image-1");
  await panel.getByLabel("Prompt").fill("make it a winter scene");
  await panel.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(toast(page, "Choose a source image")).toBeVisible();

  await panel.getByRole("button", { name: "My images" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a source image" });
  await picker
    .getByRole("button")
    .filter({ has: page.getByRole("img", { name: "a quiet harbour at dawn" }) })
    .click();
  await expect(panel.getByRole("img", { name: "Selected source" })).toBeVisible();
  await panel.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByTestId("result-view")).toBeVisible();
  await expect(credits(page)).toHaveText(String(SIGNUP_CREDITS - 2));
  await page.goto("/account/images");
  await expect(page.getByTestId("my-image").first().getByText("Edit", { exact: true })).toBeVisible();
});
