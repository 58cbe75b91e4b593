import { expect, type Browser, type Page } from "@playwright/test";
import { signInAsAdmin, signUpVerified } from "../support/auth";

// Generator presets (issue 27, ADR 032): the admin gives a generator a preset; 'Start Generating'
// on its page opens the workspace with that style applied and shown, and generating works.

export async function adminCreatesStyledGenerator(browser: Browser, title: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/hidden/admin/generators");
  await admin.getByRole("button", { name: "Add New Generator" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add New Generator" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Anime characters in one click.");
  await dialog.getByRole("combobox", { name: "Preset model" }).selectOption("flux");
  await dialog.getByRole("combobox", { name: "Preset aspect ratio" }).selectOption("3:4");
  // A template without {prompt} is refused in the form.
  await dialog.getByLabel("Prompt template").fill("anime illustration, cel shading");
  await dialog.getByRole("button", { name: "Create Generator" }).click();
  await expect(dialog.getByText("The prompt template must contain {prompt} exactly once.")).toBeVisible();
  await dialog.getByLabel("Prompt template").fill("anime illustration of {prompt}, cel shading");
  await dialog.getByLabel("Exclusions").fill("photorealistic");
  await dialog.getByRole("button", { name: "Create Generator" }).click();
  await expect(dialog).toBeHidden();
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await context.close();
  return slug;
}

export async function visitorStartsWithStyle(page: Page, slug: string, title: string, shot: string) {
  await page.goto(`/uncensored-ai-generator/${slug}`);
  await page.getByRole("link", { name: "Start Generating" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/generator-app\\?generator=${slug}$`));
  await expect(page.getByText(`Style: ${title}`)).toBeVisible();
  // A visitor signs up and comes back to the same address: the style is still there.
  await signUpVerified(page);
  await page.goto(`/generator-app?generator=${slug}`);
  const badge = page.getByTestId("style-badge");
  await expect(badge).toHaveText(`Style: ${title}`);
  await page.screenshot({ path: `/tmp/presets-shots/${shot}.png`, fullPage: false });
}
