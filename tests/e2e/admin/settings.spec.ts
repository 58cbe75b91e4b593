import { expect, test } from "@playwright/test";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { modelRow, openSettings, saveSection } from "./settings-support";

// An operator runs the site from Settings: rebrand, reprice the sign-up grant,
// publish the terms, announce, and go into maintenance and out again, while a
// visitor in another browser sees every public page follow at once. On a server
// of its own: these settings change what every visitor of that server sees.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startOwnServer(70);
});
test.afterAll(async () => {
  await server?.stop();
});

test("an operator rebrands, publishes terms, announces and switches maintenance on and off; visitors follow at once", async ({ page, browser }) => {
  await openSettings(page, server.url);

  // Brand.
  await page.getByLabel("Site name").fill("Pixel Forge");
  await page.getByLabel("Tagline").fill("Pictures from words");
  await saveSection(page, "Brand");

  // A bad value is refused with the field's message, and nothing is saved.
  const newAccounts = page.getByRole("form", { name: "New accounts" });
  await newAccounts.getByLabel("Sign-up credits").fill("-1");
  await saveSection(page, "New accounts", false);
  await expect(newAccounts.getByText("Sign-up credits cannot be negative.")).toBeVisible();
  await newAccounts.getByLabel("Sign-up credits").fill("25");
  await saveSection(page, "New accounts");

  // Legal and support.
  await page.getByLabel("Terms of Service").fill("# Our terms\n\nBe **kind** to each other.\n\n<script>alert(1)</script>");
  await page.getByLabel("Support e-mail").fill("help@pixelforge.example");
  await saveSection(page, "Legal and support");

  // Announcement.
  await page.getByRole("form", { name: "Announcement" }).getByRole("textbox", { name: "Announcement" }).fill("Spring sale: 20% more credits");
  await page.getByRole("switch", { name: "Show announcement" }).click();
  await saveSection(page, "Announcement");
  await page.screenshot({ path: test.info().outputPath("settings-1280.png"), fullPage: true });

  // A visitor (no cookies) sees the new brand, tagline, announcement and terms.
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/`);
  await expect(visitor).toHaveTitle("Pixel Forge | Pictures from words");
  await expect(visitor.getByRole("heading", { name: "Pictures from words", level: 1 })).toBeVisible();
  await expect(visitor.getByRole("banner").getByRole("link", { name: "Pixel Forge", exact: true })).toBeVisible();
  await expect(visitor.getByRole("region", { name: "Announcement" })).toHaveText("Spring sale: 20% more credits");
  await expect(visitor.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} Pixel Forge. All rights reserved.`);
  await visitor.screenshot({ path: test.info().outputPath("home-rebranded-1280.png") });
  await visitor.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(visitor).toHaveURL(`${server.url}/terms`);
  await expect(visitor.getByRole("heading", { name: "Our terms" })).toBeVisible();
  await expect(visitor.getByText("Be kind to each other.")).toBeVisible();
  await expect(visitor.getByText("<script>alert(1)</script>")).toBeVisible();
  await visitor.goto(`${server.url}/support`);
  await expect(visitor.getByRole("link", { name: "help@pixelforge.example" })).toHaveAttribute("href", "mailto:help@pixelforge.example");

  // Maintenance on: the visitor gets the maintenance page, the admin keeps the portal and the site.
  await page.getByRole("switch", { name: "Maintenance mode" }).click();
  await saveSection(page, "Maintenance mode");
  const down = await visitor.goto(`${server.url}/`);
  expect(down?.status()).toBe(503);
  expect(down?.headers()["retry-after"]).toBe("300");
  await expect(visitor.getByRole("heading", { name: "Down for maintenance" })).toBeVisible();
  await expect(visitor.getByText("Pixel Forge")).toBeVisible();
  const api = await visitor.request.get(`${server.url}/api/models`);
  expect(api.status()).toBe(503);
  expect((await page.goto(`${server.url}/`))?.status()).toBe(200);
  await page.goto(`${server.url}/hidden/admin/settings`);

  // Maintenance off: the site is back for the visitor.
  await page.getByRole("switch", { name: "Maintenance mode" }).click();
  await saveSection(page, "Maintenance mode");
  expect((await visitor.goto(`${server.url}/`))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { name: "Pictures from words", level: 1 })).toBeVisible();

  // Every save is in the audit log.
  await page.goto(`${server.url}/hidden/admin/audit`);
  await expect(page.getByRole("cell", { name: "Settings changed" }).first()).toBeVisible();
  await visitor.close();
});

test("an operator turns a model off, relabels and reorders the models and picks the default; the workspace offers exactly those", async ({
  page,
  browser,
}) => {
  await openSettings(page, server.url);
  const models = page.getByRole("form", { name: "Models" });

  await modelRow(page, "DALL·E 3").getByRole("switch").click();
  await modelRow(page, "FLUX (Fast)").getByLabel("Label").fill("Flux Turbo");
  await modelRow(page, "FLUX (Fast)").getByLabel("Order").fill("1");
  await modelRow(page, "GPT Image (Recommended)").getByLabel("Order").fill("2");

  // The default model must be one that is on: refused with the field's message, nothing saved.
  await models.getByLabel("Default model").selectOption("dall-e-3");
  await saveSection(page, "Models", false);
  await expect(models.getByText("The default model must be enabled.")).toBeVisible();
  const visitor = await browser.newPage();
  const before = (await (await visitor.request.get(`${server.url}/api/models`)).json()) as { models: { id: string }[] };
  expect(before.models.map((m) => m.id)).toEqual(["gpt-image-1", "dall-e-3", "flux"]);

  await models.getByLabel("Default model").selectOption("flux");
  await saveSection(page, "Models");
  await page.screenshot({ path: test.info().outputPath("settings-models-1280.png"), fullPage: true });

  // The API lists the enabled models in the set order, with the set label.
  const listed = (await (await visitor.request.get(`${server.url}/api/models`)).json()) as { models: { id: string; label: string }[] };
  expect(listed.models.map((m) => [m.id, m.label])).toEqual([
    ["flux", "Flux Turbo"],
    ["gpt-image-1", "GPT Image (Recommended)"],
  ]);

  // The workspace offers them in that order and starts on the default.
  await visitor.goto(`${server.url}/generator-app`);
  const model = visitor.getByTestId("options-panel").getByRole("combobox", { name: "Model" });
  await expect(model).toHaveValue("flux");
  expect(await model.locator("option").allTextContents()).toEqual(["Flux Turbo", "GPT Image (Recommended)"]);
  await visitor.screenshot({ path: test.info().outputPath("workspace-models-1280.png") });
  await visitor.close();
});
