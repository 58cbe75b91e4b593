import { expect, test, type Page } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { E2E_BASE_URL } from "../support/server-settings";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const credits = (page: Page) => page.getByTestId("options-panel").getByTestId("credits-remaining");

async function generateFromHero(page: Page, prompt: string) {
  await page.getByLabel("Describe your image").fill(prompt);
  await page.getByRole("main").getByRole("button", { name: "Generate", exact: true }).last().click();
}

/** Counts the generation requests the page sends. */
function countGenerationPosts(page: Page) {
  const posts = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/generations") posts.count++;
  });
  return posts;
}

test("a failed credit check stops before anything is charged, and the next try generates", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/generator-app");
  await expect(credits(page)).toHaveText("3");
  const posts = countGenerationPosts(page);

  await page.route("**/api/credits", (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "unavailable" }));
  await generateFromHero(page, "a paper boat on a puddle");
  await expect(toast(page, "Credit check failed")).toContainText("Could not verify your available credits. Please try again.");
  await expect(page.getByLabel("Describe your image")).toHaveValue("a paper boat on a puddle");
  expect(posts.count).toBe(0);
  await expect(credits(page)).toHaveText("3");

  await page.unroute("**/api/credits");
  await page.getByRole("main").getByRole("button", { name: "Generate", exact: true }).last().click();
  await expect(toast(page, "Credits deducted")).toContainText("1 credit deducted. Remaining: 2");
  await expect(page.getByTestId("result-view")).toBeVisible();
  expect(posts.count).toBe(1);
});

test("the check reads the balance fresh: credits spent elsewhere open the buy flow without a generation request", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/generator-app");
  await expect(credits(page)).toHaveText("3");
  const posts = countGenerationPosts(page);

  // Spent in another tab: the page still shows 3.
  for (let i = 0; i < 3; i++) {
    const started = await page.request.post(`${E2E_BASE_URL}/api/generations`, {
      data: { prompt: `elsewhere ${i}`, model: "flux", idempotencyKey: `credit-check-${Date.now()}-${i}` },
    });
    expect(started.status()).toBe(202);
    const { generation } = (await started.json()) as { generation: { id: string } };
    await page.request.get(`${E2E_BASE_URL}/api/generations/${generation.id}?wait=1`);
  }
  await expect(credits(page)).toHaveText("3");

  await generateFromHero(page, "one more please");
  await expect(toast(page, "Insufficient credits")).toContainText("You need at least 1 credit to generate an image");
  await expect(credits(page)).toHaveText("0");
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(posts.count).toBe(0);
});

test("GET /api/credits answers a visitor with 401 JSON and a signed-in user with the balance", async ({ page }) => {
  const visitor = await page.request.get(`${E2E_BASE_URL}/api/credits`);
  expect(visitor.status()).toBe(401);
  expect(await visitor.json()).toMatchObject({ ok: false, error: { title: "Authentication required" } });

  await signUpVerified(page);
  const signedIn = await page.request.get(`${E2E_BASE_URL}/api/credits`);
  expect(signedIn.status()).toBe(200);
  expect(await signedIn.json()).toEqual({ ok: true, balance: 3 });
});
