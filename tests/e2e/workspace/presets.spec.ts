import { expect, test } from "@playwright/test";
import { adminCreatesStyledGenerator, visitorStartsWithStyle } from "./presets-helpers";

test("an admin's preset: 'Start Generating' opens the workspace on its model and aspect ratio, shown as 'Style: {title}', and generates", async ({
  page,
  browser,
}) => {
  const title = `Anime Preset ${Date.now()}`;
  const slug = await adminCreatesStyledGenerator(browser, title);
  await visitorStartsWithStyle(page, slug, title, "workspace-style-1280");

  const panel = page.getByTestId("options-panel");
  await expect(panel.getByRole("combobox", { name: "Style" })).toHaveValue(slug);
  await expect(panel.getByRole("combobox", { name: "Model" })).toHaveValue("flux");
  await expect(panel.getByRole("combobox", { name: "Aspect Ratio" })).toHaveValue("3:4");

  const posted = page.waitForRequest((request) => request.url().endsWith("/api/generations") && request.method() === "POST");
  await page.getByLabel("Describe your image").fill("a fox knight");
  await page.getByRole("main").getByRole("button", { name: "Generate", exact: true }).last().click();
  expect((await posted).postData()).toContain(slug);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Image generated successfully" }).first()).toBeVisible();
  await expect(page.getByTestId("result-view")).toBeVisible();

  // 'Clear style' takes it away; 'Style' lists it again.
  await page.getByRole("button", { name: "Clear style" }).click();
  await expect(page.getByTestId("style-badge")).toBeHidden();
  await expect(panel.getByRole("combobox", { name: "Style" })).toHaveValue("");
  await panel.getByRole("combobox", { name: "Style" }).selectOption(slug);
  await expect(page.getByTestId("style-badge")).toHaveText(`Style: ${title}`);
});
