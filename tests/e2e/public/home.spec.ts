import { expect, test } from "@playwright/test";

test.describe("home page", () => {
  test("shows the hero, every section and the footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "#1 Uncensored AI Image Generator" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Creating" })).toHaveAttribute("href", "/generator-app");
    await expect(page.getByTestId("hero-buy-credits").getByRole("button", { name: "Buy Credits" })).toBeVisible();

    for (const title of ["Enter Your Prompt", "Customize Settings", "Generate", "Download & Share"]) {
      await expect(page.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Popular Creations" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Popular creations", exact: true }).getByRole("group")).not.toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();

    const generators = page.locator("section", { has: page.getByRole("heading", { name: "AI Generators", exact: true }) });
    await expect(generators.getByRole("link", { name: /^Start Generating/ })).not.toHaveCount(0);
    await expect(generators.getByRole("link", { name: "Show More Generators" })).toHaveAttribute("href", "/uncensored-ai-generator");

    const apps = page.locator("section", { has: page.getByRole("heading", { name: "AI Apps", exact: true }) });
    const startUsing = apps.getByRole("link", { name: /^Start Using/ });
    await expect(startUsing).not.toHaveCount(0);
    await expect(startUsing.first()).toHaveAttribute("href", /^\/apps\/[a-z0-9-]+$/);
    await expect(apps.getByRole("link", { name: "Show More" })).toHaveAttribute("href", "/apps");
    await expect(page.getByText("No featured apps available at the moment.")).toHaveCount(0);

    const gallery = page.locator("section", { has: page.getByRole("heading", { name: "AI Imagination" }) });
    await expect(gallery.getByRole("img").first()).toBeVisible();
    await expect(gallery.getByRole("link", { name: "Show More" })).toHaveAttribute("href", "/ai-images");

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "AI App" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Categories" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByText("Featured on")).toBeVisible();
  });

  test("lists apps in the strip and links each to its page", async ({ page }) => {
    await page.goto("/");
    const strip = page.locator("section", { has: page.getByRole("heading", { name: "Explore our apps" }) });
    await expect(strip.getByRole("link")).not.toHaveCount(0);
    await strip.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/apps\/[a-z0-9-]+$/);
    await expect(page.getByRole("link", { name: "Open App" })).toHaveAttribute("href", "/generator-app");
  });

  test("the creations carousel pages with its buttons", async ({ page }) => {
    // Streamed sections replace their fallbacks after the first paint: wait for them.
    await page.goto("/", { waitUntil: "networkidle" });
    const carousel = page.getByRole("region", { name: "Popular creations", exact: true });
    await carousel.scrollIntoViewIfNeeded();
    const previous = page.getByRole("button", { name: "Previous creations" });
    const next = page.getByRole("button", { name: "Next creations" });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(previous).toBeEnabled();
    const viewport = carousel.locator('[tabindex="0"]');
    expect(await viewport.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test("the FAQ opens one answer at a time and closes again", async ({ page }) => {
    await page.goto("/");
    const faq = page.locator("section", { has: page.getByRole("heading", { name: "Frequently Asked Questions" }) });
    const triggers = faq.getByRole("button");
    expect(await triggers.count()).toBeGreaterThanOrEqual(2);
    await triggers.nth(0).click();
    await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByRole("region").first()).toBeVisible();
    await triggers.nth(1).click();
    await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByRole("region")).toHaveCount(0);
  });

  test("the first image is in the HTML with high fetch priority", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const firstImg = html.match(/<img [^>]*>/i)?.[0] ?? "";
    expect(firstImg).toMatch(/fetchpriority="high"/i);
    expect(firstImg).toMatch(/width="\d+"/);
  });

  test("the gallery strip scrolls by itself", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Featured images" });
    await strip.scrollIntoViewIfNeeded();
    const track = strip.locator("ul");
    const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const start = await offset();
    await expect.poll(offset, { timeout: 5_000 }).toBeLessThan(start - 5);
    await page.getByRole("button", { name: "Pause gallery animation" }).click();
    const paused = await offset();
    await page.waitForTimeout(400);
    expect(await offset()).toBeCloseTo(paused, 0);
  });

  test("a broken gallery image becomes a placeholder", async ({ page }) => {
    await page.route(/\/thumbs\/\d+\/media_library\//, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    const gallery = page.locator("section", { has: page.getByRole("heading", { name: "AI Imagination" }) });
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.locator('[data-slot="image-placeholder"]').first()).toBeVisible();
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the gallery strip stays still", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Featured images" });
    await strip.scrollIntoViewIfNeeded();
    const track = strip.locator("ul");
    await page.waitForTimeout(500);
    expect(await track.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
    await expect(page.getByRole("button", { name: "Pause gallery animation" })).toHaveCount(0);
  });
});
