import { expect, test } from "@playwright/test";
import { adminCreatesStyledGenerator, visitorStartsWithStyle } from "./presets-helpers";

test("at 390 px the style shows above the workspace and its settings are in the options drawer", async ({ page, browser }) => {
  const title = `Mobile Anime ${Date.now()}`;
  const slug = await adminCreatesStyledGenerator(browser, title);
  await visitorStartsWithStyle(page, slug, title, "workspace-style-390");

  await page.getByRole("button", { name: "Options" }).click();
  const drawer = page.getByRole("dialog", { name: "Generator Options" });
  await expect(drawer.getByRole("combobox", { name: "Style" })).toHaveValue(slug);
  await expect(drawer.getByRole("combobox", { name: "Model" })).toHaveValue("flux");
  await expect(drawer.getByRole("combobox", { name: "Aspect Ratio" })).toHaveValue("3:4");
  await page.screenshot({ path: "/tmp/presets-shots/drawer-style-390.png" });
});
