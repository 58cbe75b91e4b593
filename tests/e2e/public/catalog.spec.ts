import { expect, test } from "@playwright/test";
import { skippedHeadingLevels } from "../support/a11y";

test.describe("generator list", () => {
  test("shows every section and links each generator to its page", async ({ page }) => {
    await page.goto("/uncensored-ai-generator");
    await expect(page.getByRole("heading", { level: 1, name: "Uncensored AI Generator" })).toBeVisible();
    expect(await skippedHeadingLevels(page)).toEqual([]);
    await expect(page.getByRole("heading", { name: "Choose Your Style" })).toBeVisible();
    for (const heading of ["How It Works", "Who Is This For", "Why Choose Our AI Generator", "Frequently Asked Questions", "More from Uncensored"]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    for (const audience of ["Creators", "Businesses", "Artists"]) {
      await expect(page.getByRole("heading", { name: audience, exact: true })).toBeVisible();
    }
    const faq = page.locator("section", { has: page.getByRole("heading", { name: "Frequently Asked Questions" }) });
    await expect(faq.getByRole("button")).toHaveCount(4);

    const links = page.getByRole("link", { name: /^Start Generating/ });
    expect(await links.count()).toBeGreaterThanOrEqual(6);
    // The hidden demo generator is reachable by link only.
    await expect(page.getByRole("heading", { name: "AI Concept Art Generator" })).toHaveCount(0);
    await links.first().click();
    await expect(page).toHaveURL(/\/uncensored-ai-generator\/[a-z0-9-]+$/);
  });
});

test.describe("generator detail", () => {
  test("shows hero, steps, benefits, creations and the FAQ with its three built-in questions", async ({ page }) => {
    const response = await page.goto("/uncensored-ai-generator/ai-art-generator");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "AI Art Generator" })).toBeVisible();
    // The workspace opens with this generator's style (CONTRACT.md "Generation: modes, options and presets").
    await expect(page.getByRole("link", { name: "Start Generating" })).toHaveAttribute("href", "/generator-app?generator=ai-art-generator");
    await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Enter Your Prompt" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why Choose the AI Art Generator" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Popular Creations" })).toBeVisible();
    const faq = page.locator("section", { has: page.getByRole("heading", { name: "Frequently Asked Questions" }) });
    await expect(faq.getByRole("button", { name: "How does the AI Art Generator work?" })).toBeVisible();
    await expect(faq.getByRole("button", { name: "What images can I create with the AI Art Generator?" })).toBeVisible();
    await expect(faq.getByRole("button", { name: "How long does it take to generate an image?" })).toBeVisible();
    expect(await faq.getByRole("button").count()).toBeGreaterThan(3);
  });

  test("a hidden generator opens by direct link", async ({ page }) => {
    const response = await page.goto("/uncensored-ai-generator/ai-concept-art-generator");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "AI Concept Art Generator" })).toBeVisible();
  });

  test("an unknown slug answers 404 with 'Generator not found'", async ({ page }) => {
    const response = await page.goto("/uncensored-ai-generator/no-such-generator");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Generator not found" })).toBeVisible();
  });
});

test.describe("app list and detail", () => {
  test("lists apps with icon, description and 'Start Using'", async ({ page }) => {
    await page.goto("/apps");
    await expect(page.getByRole("heading", { level: 1, name: "Uncensored AI Apps" })).toBeVisible();
    // The cards' titles (h3) sit under the list's own h2, so the outline skips no level.
    expect(await skippedHeadingLevels(page)).toEqual([]);
    const links = page.getByRole("link", { name: /^Start Using/ });
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByText("No apps available")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "AI Avatar Lab" })).toHaveCount(0);
    await page.getByRole("link", { name: "Start Using: AI Image Editor" }).click();
    await expect(page).toHaveURL(/\/apps\/ai-image-editor$/);
  });

  test("shows an app's hero, steps, benefits, creations and FAQ", async ({ page }) => {
    const response = await page.goto("/apps/ai-image-editor");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "AI Image Editor" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open App" })).toHaveAttribute("href", "/generator-app");
    await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why Choose Our App" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Popular Creations" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Which images can I edit?" })).toBeVisible();
  });

  test("an unknown app answers 404 with the not-found message", async ({ page }) => {
    const response = await page.goto("/apps/no-such-app");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "App Not Found" })).toBeVisible();
    await expect(page.getByText("The app you're looking for could not be found.")).toBeVisible();
  });
});

test.describe("other paths", () => {
  test("an unknown path redirects to the home page", async ({ page }) => {
    await page.goto("/this/path/does-not-exist");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "#1 Uncensored AI Image Generator" })).toBeVisible();
  });

  test("/ai-images shows the gallery in three columns", async ({ page }) => {
    await page.goto("/ai-images");
    await expect(page.getByRole("heading", { level: 1, name: "AI Images" })).toBeVisible();
    const grid = page.locator('[data-slot="gallery-grid"]');
    // The grid streams in after the first paint: poll until its layout is computed.
    await expect.poll(() => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length)).toBe(3);
    expect(await grid.getByRole("img").count()).toBeGreaterThanOrEqual(12);
    await expect(grid.getByRole("img").first()).toHaveAttribute("fetchpriority", "high");
    await expect(grid.getByRole("img").last()).toHaveAttribute("loading", "lazy");
  });

  test("any /ai-{product} path names its gallery after the product", async ({ page }) => {
    await page.goto("/ai-fantasy-art");
    await expect(page.getByRole("heading", { level: 1, name: "AI Fantasy Art" })).toBeVisible();
  });

  test("gallery thumbnails and sample images are real WebP files", async ({ request, page }) => {
    await page.goto("/ai-images");
    const src = await page.locator('[data-slot="gallery-grid"] img').first().getAttribute("src");
    expect(src).toMatch(/^\/thumbs\/\d+\/media_library\//);
    const thumb = await request.get(src!);
    expect(thumb.status()).toBe(200);
    expect(thumb.headers()["content-type"]).toBe("image/webp");
    const sample = await request.get("/samples/sample-1.webp");
    expect(sample.headers()["content-type"]).toBe("image/webp");
    expect((await sample.body()).subarray(8, 12).toString()).toBe("WEBP");
    expect((await request.get("/thumbs/480/generations/x_1.png")).status()).toBe(404);
  });
});
