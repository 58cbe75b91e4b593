import { expect, test } from "@playwright/test";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { modelRow, openSettings, saveSection } from "./settings-support";

// Settings on a phone (390 px): the screen fits, and a rebrand with an
// announcement reads well on the phone's home page. On a server of its own (see settings.spec.ts).
test.describe.configure({ mode: "serial", timeout: 240_000 });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startOwnServer(71);
});
test.afterAll(async () => {
  await server?.stop();
});

test("an operator rebrands and announces from a phone; the phone's home page follows and nothing scrolls sideways", async ({ page, browser }) => {
  const overflow = (p = page) => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await openSettings(page, server.url, { phone: true });
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.getByLabel("Site name").fill("");
  await saveSection(page, "Brand", false);
  await expect(page.getByRole("form", { name: "Brand" }).getByText("Site name is required.")).toBeVisible();
  await page.getByLabel("Site name").fill("Pixel Forge");
  await page.getByLabel("Tagline").fill("Pictures from words");
  await saveSection(page, "Brand");
  await page.getByRole("form", { name: "Announcement" }).getByRole("textbox", { name: "Announcement" }).fill("Spring sale: 20% more credits");
  await page.getByRole("switch", { name: "Show announcement" }).click();
  await saveSection(page, "Announcement");
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("settings-390.png"), fullPage: true });

  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(`${server.url}/`);
  await expect(visitor.getByRole("heading", { name: "Pictures from words", level: 1 })).toBeVisible();
  await expect(visitor.getByRole("banner").getByRole("link", { name: "Pixel Forge", exact: true })).toBeVisible();
  await expect(visitor.getByRole("region", { name: "Announcement" })).toBeVisible();
  expect(await overflow(visitor)).toBeLessThanOrEqual(0);
  await visitor.screenshot({ path: test.info().outputPath("home-rebranded-390.png") });
  await visitor.close();
});

test("an operator turns a model off from a phone; the phone's workspace no longer offers it", async ({ page, browser }) => {
  const overflow = (p = page) => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await openSettings(page, server.url, { phone: true });
  await modelRow(page, "DALL·E 3").getByRole("switch").click();
  await modelRow(page, "FLUX (Fast)").getByLabel("Order").fill("0");
  await page.getByRole("form", { name: "Models" }).getByLabel("Default model").selectOption("flux");
  await saveSection(page, "Models");
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole("form", { name: "Models" }).screenshot({ path: test.info().outputPath("settings-models-390.png") });

  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(`${server.url}/generator-app`);
  await visitor.getByRole("button", { name: "Options" }).click();
  const model = visitor.getByRole("dialog", { name: "Generator Options" }).getByRole("combobox", { name: "Model" });
  await expect(model).toHaveValue("flux");
  expect(await model.locator("option").allTextContents()).toEqual(["FLUX (Fast)", "GPT Image (Recommended)"]);
  expect(await overflow(visitor)).toBeLessThanOrEqual(0);
  await visitor.close();
});
