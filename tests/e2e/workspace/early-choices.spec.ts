import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { hydrated, nextGenerationRequest } from "../support/creative";

// A server-rendered page works the moment it is visible: what the user chooses
// before React has hydrated the workspace stays chosen, and is what gets sent.

const CHECKPOINT_LABEL = "Stable Diffusion · dreamshaper_8.safetensors [879db523c3]";

/** Whether React has hydrated the element yet (it marks each one with a `__reactFiber$…` property). */
const isHydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));

/** Opens the workspace with its JavaScript held back; `release` lets it load, `errors` are the console's since. */
async function openWithoutScripts(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // The page's module scripts hold back DOMContentLoaded: wait for the HTML only.
  await page.goto("/generator-app", { waitUntil: "commit" });
  const panel = page.getByTestId("options-panel");
  await expect(panel.getByLabel("Model")).toBeVisible();
  return { panel, release, errors };
}

test("selects, a switch and the prompt set before hydration are kept and sent", async ({ page }) => {
  await signUpVerified(page);
  const { panel, release, errors } = await openWithoutScripts(page);
  const model = panel.getByLabel("Model");
  const privateMode = panel.getByRole("switch", { name: "Private Mode" });
  await model.selectOption({ label: CHECKPOINT_LABEL });
  const checkpoint = await model.inputValue();
  await panel.getByLabel("Aspect Ratio").selectOption("4:3");
  await panel.getByLabel("Images").selectOption("2");
  await privateMode.check();
  await panel.getByLabel("Prompt").fill("a lighthouse in a storm");
  expect(await isHydrated(model)).toBe(false);

  release();
  await hydrated(panel.getByRole("button", { name: "Generate", exact: true }));
  // React's state followed: the checkpoint's label names no separate engine, the default model's does.
  await expect(panel.getByTestId("engine-label")).toHaveCount(0);
  await expect(model).toHaveValue(checkpoint);
  await expect(panel.getByLabel("Aspect Ratio")).toHaveValue("4:3");
  await expect(panel.getByLabel("Images")).toHaveValue("2");
  await expect(privateMode).toBeChecked();
  await expect(panel.getByLabel("Prompt")).toHaveValue("a lighthouse in a storm");
  expect(errors).toEqual([]);

  // Read, then dropped: the engine draws one picture at a time for every test, so this one takes none of its time.
  await page.route("**/api/generations", (route) => (route.request().method() === "POST" ? route.abort() : route.fallback()));
  const sent = await nextGenerationRequest(page, () => panel.getByRole("button", { name: "Generate", exact: true }).click());
  expect(sent).toMatchObject({
    prompt: "a lighthouse in a storm",
    model: checkpoint,
    aspectRatio: "4:3",
    count: "2",
    isPrivate: "true",
  });
  // Still as chosen after the page has re-rendered for the run.
  await expect(model).toHaveValue(checkpoint);
  await expect(privateMode).toBeChecked();
});

test("a mode radio and the NSFW switch set before hydration take effect once it runs", async ({ page }) => {
  await signUpVerified(page);
  const { panel, release, errors } = await openWithoutScripts(page);
  const edit = panel.getByRole("radio", { name: "Edit" });
  await edit.check();
  await panel.getByRole("switch", { name: "NSFW?" }).check();
  await expect(panel.getByText("Source image", { exact: true })).toHaveCount(0);
  expect(await isHydrated(edit)).toBe(false);

  release();
  // NSFW on asks for the 18+ confirmation first, as a click after hydration does.
  const ask = page.getByRole("alertdialog", { name: "Are you 18 or older?" });
  await expect(ask).toBeVisible({ timeout: 30_000 });
  await ask.getByRole("button", { name: "I am 18 or older" }).click();
  await expect(panel.getByRole("switch", { name: "NSFW?" })).toBeChecked();
  await expect(edit).toBeChecked();
  await expect(panel.getByRole("radio", { name: "Generate" })).not.toBeChecked();
  await expect(panel.getByText("Source image", { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
