import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/a11y";
import { signUpVerified } from "../support/auth";
import { expectNoSidewaysScroll, publicPicture, publishFromMyImages, toast } from "./explore-support";

// Publishing (issue 28) on the built site at 1280 px: publish from My Images, the
// picture on /explore and /p/{id}, a like from another user, Remix, then Private
// takes it off every public page at once.

test("publish from My Images, seen on /explore and /p/{id}, liked by another user, remixed, then made private", async ({ page, browser }) => {
  // Three people (two sign-ups) and a dozen page loads: more than the default minute on a busy 2-core machine.
  test.setTimeout(150_000);
  const author = `author${Date.now().toString(36)}`;
  await signUpVerified(page, { name: author });
  const prompt = `a copper teapot on a windowsill ${Date.now()}`;
  const id = await publicPicture(page.request, prompt);
  const dialog = await publishFromMyImages(page, prompt, { title: "Copper morning" });
  await dialog.getByRole("link", { name: "View page" }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${id}$`));

  // A visitor: the feed, then the page, server-rendered with Open Graph tags.
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/explore");
  await expect(visitor.getByRole("heading", { name: "Explore", level: 1 })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Newest" })).toHaveAttribute("aria-current", "page");
  await expect(visitor.getByRole("link", { name: "SFW", exact: true })).toHaveAttribute("aria-current", "page");
  const tile = visitor.getByTestId("explore-item").filter({ hasText: "Copper morning" });
  await expect(tile).toBeVisible();
  await expect(tile).toContainText(`by ${author}`);
  await visitor.screenshot({ path: test.info().outputPath("explore-1280.png"), fullPage: false });
  await expectNoSidewaysScroll(visitor);
  await tile.getByRole("link").click();
  await expect(visitor).toHaveURL(new RegExp(`/p/${id}$`));
  await expect(visitor.getByRole("heading", { name: "Copper morning", level: 1 })).toBeVisible();
  await expect(visitor.getByTestId("picture-author")).toHaveText(author);
  await expect(visitor.getByTestId("picture-prompt")).toHaveText(prompt);
  const html = await (await visitor.request.get(`/p/${id}`)).text();
  expect(html).toContain('property="og:title"');
  expect(html).toMatch(/property="og:image" content="http:\/\/localhost:\d+\/files\/media_library\/[^"]+\.webp"/);
  expect(html).toContain(prompt);
  // A visitor's Like asks to sign in first.
  await expect(visitor.getByRole("link", { name: /Like/ })).toHaveAttribute("href", "/auth");
  await visitor.screenshot({ path: test.info().outputPath("picture-1280.png"), fullPage: true });
  expect(await seriousViolations(visitor)).toEqual([]);

  // Another user likes it; the count is the server's and survives a reload.
  const fanContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const fan = await fanContext.newPage();
  await signUpVerified(fan);
  await fan.goto(`/p/${id}`);
  const like = fan.getByRole("button", { name: /Like/ });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(fan.getByTestId("like-count")).toHaveText("0");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(fan.getByTestId("like-count")).toHaveText("1");
  await fan.reload();
  await expect(fan.getByRole("button", { name: /Like/ })).toHaveAttribute("aria-pressed", "true");
  await expect(fan.getByTestId("like-count")).toHaveText("1");

  // Remix: the workspace with the picture's settings.
  await fan.getByRole("link", { name: "Remix" }).click();
  await expect(fan).toHaveURL(/\/generator-app$/);
  const panel = fan.getByTestId("options-panel");
  await expect(panel.getByLabel("Prompt")).toHaveValue(prompt);
  await expect(panel.getByRole("switch", { name: "Private Mode" })).not.toBeChecked();

  // The author makes it private: gone from its page and the feed at once.
  await page.goto("/account/images");
  const card = page.getByTestId("my-image").filter({ hasText: prompt }).first();
  await card.getByRole("switch", { name: "Private" }).click();
  await expect(toast(page, "Image is now private")).toBeVisible();
  const gone = await visitor.goto(`/p/${id}`);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { name: "Picture not found" })).toBeVisible();
  await visitor.goto("/explore");
  await expect(visitor.getByTestId("explore-item").filter({ hasText: "Copper morning" })).toHaveCount(0);
  expect(await (await visitor.request.get("/sitemap.xml")).text()).not.toContain(id);

  // And a private picture cannot be published: the dialog says so, the server refuses it.
  await card.getByRole("button", { name: /^View picture:/ }).click();
  await page.getByTestId("picture-actions").getByRole("button", { name: "Publish" }).click();
  await expect(page.getByTestId("publish-dialog").getByText("Private pictures cannot be published.")).toBeVisible();
  const refused = await page.request.post(`/api/pictures/${id}/publish`, {
    data: { title: "sneaky" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("Private pictures cannot be published.");

  await visitorContext.close();
  await fanContext.close();
});

test("an NSFW picture is off the default feed, blurred without a full-size address until 18+ is confirmed, and never the social preview or in the sitemap", async ({
  page,
  browser,
}) => {
  await signUpVerified(page);
  const origin = new URL(page.url()).origin;
  expect((await page.request.post("/api/adult-confirmation", { data: { confirmed: true }, headers: { origin } })).status()).toBe(200);
  const prompt = `a moody figure study ${Date.now()}`;
  const id = await publicPicture(page.request, prompt, { isNsfw: true });
  const published = await page.request.post(`/api/pictures/${id}/publish`, { data: { title: "Night study" }, headers: { origin } });
  expect(published.status()).toBe(200);

  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/explore");
  await expect(visitor.getByTestId("explore-item").filter({ hasText: "Night study" })).toHaveCount(0);
  await visitor.getByRole("link", { name: "NSFW", exact: true }).click();
  await expect(visitor).toHaveURL(/content=nsfw/);
  const tile = visitor.getByTestId("explore-item").filter({ hasText: "Night study" });
  const thumb = tile.getByRole("img");
  await expect(thumb).toHaveAttribute("data-blurred", "true");
  await expect(thumb).toHaveAttribute("src", /^\/thumbs\/320\//);
  await visitor.screenshot({ path: test.info().outputPath("explore-nsfw-1280.png") });
  expect(await seriousViolations(visitor)).toEqual([]);

  const html = await (await visitor.request.get(`/p/${id}`)).text();
  expect(html).not.toMatch(/\/files\/media_library\/[^"]+\.png/);
  expect(html).toMatch(/property="og:image" content="http:\/\/localhost:\d+\/og-image\.png"/);
  expect(html).toContain('name="robots" content="noindex"');
  expect(await (await visitor.request.get("/sitemap.xml")).text()).not.toContain(id);
  await visitor.goto(`/p/${id}`);
  await expect(visitor.getByTestId("adult-gate").getByRole("link", { name: "Sign in to confirm" })).toBeVisible();
  await visitor.screenshot({ path: test.info().outputPath("picture-nsfw-1280.png") });
  expect(await seriousViolations(visitor)).toEqual([]);

  // A signed-in user who has not confirmed: blurred, until 'I am 18 or older'.
  const userContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const user = await userContext.newPage();
  await signUpVerified(user);
  await user.goto(`/p/${id}`);
  await expect(user.getByRole("img", { name: "NSFW picture (blurred)" })).toBeVisible();
  await user.getByRole("button", { name: "I am 18 or older" }).click();
  await expect(user.getByTestId("adult-gate")).toHaveCount(0);
  await expect(user.getByRole("img", { name: prompt })).toHaveAttribute("src", /media_library/);
  await expect(user.getByRole("img", { name: prompt })).not.toHaveAttribute("data-blurred", "true");
  await visitorContext.close();
  await userContext.close();
});
