import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { expectNoSidewaysScroll, publicPicture, publishFromMyImages } from "./explore-support";

// Publishing at 390 px: the dialog, /explore in two columns, /p/{id} with a hidden prompt, Remix without it.

test("at 390 px: publish with 'Hide prompt', browse /explore and the picture's page, remix without the prompt", async ({ page, browser }) => {
  const author = `mobile${Date.now().toString(36)}`;
  await signUpVerified(page, { name: author });
  const prompt = `a secret garden gate in fog ${Date.now()}`;
  const id = await publicPicture(page.request, prompt);
  await publishFromMyImages(page, prompt, { hidePrompt: true });
  await page.screenshot({ path: test.info().outputPath("publish-dialog-390.png") });

  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/explore");
  const tile = visitor.getByTestId("explore-item").filter({ hasText: `by ${author}` });
  await expect(tile).toBeVisible();
  // The prompt is hidden: the tile is named neutrally.
  await expect(tile).toContainText("Untitled picture");
  await expect(tile).not.toContainText(prompt);
  await expectNoSidewaysScroll(visitor);
  await visitor.screenshot({ path: test.info().outputPath("explore-390.png") });
  await tile.getByRole("link").click();
  await expect(visitor).toHaveURL(new RegExp(`/p/${id}$`));
  await expect(visitor.getByText("The author keeps the prompt to themselves.")).toBeVisible();
  expect(await (await visitor.request.get(`/p/${id}`)).text()).not.toContain(prompt);
  await expectNoSidewaysScroll(visitor);
  await visitor.screenshot({ path: test.info().outputPath("picture-390.png"), fullPage: true });

  // Remix keeps the settings but not the hidden prompt.
  await visitor.getByRole("link", { name: "Remix" }).click();
  await expect(visitor).toHaveURL(/\/generator-app$/);
  await visitor.getByRole("button", { name: "Options" }).click();
  const drawer = visitor.getByRole("dialog", { name: "Generator Options" });
  await expect(drawer.getByRole("combobox", { name: "Model" })).toHaveValue("flux");
  await expect(drawer.getByLabel("Prompt")).toHaveValue("");
  await visitorContext.close();
});
