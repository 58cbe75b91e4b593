import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { zipEntryNames } from "../support/zip";

// The e2e server runs with a fake AUTOMATIC1111 engine (SD_WEBUI_URL, scripts/e2e-server.js)
// whose pictures take a few seconds, reporting their steps and a preview as they go.

const CHECKPOINT_LABEL = "Stable Diffusion · dreamshaper_8.safetensors [879db523c3]";

// The engine draws one picture at a time (engine-limits.ts), for every test: a picture
// may first wait in line behind another test's ("You're next in line"), which is not
// this test's to time. So these two run one after another (one worker, each whatever
// the other's outcome), and each waits for its picture to be drawn before timing it.
test.describe.configure({ mode: "default" });

/** Waits until the engine draws this page's picture (it may be in line behind other tests' pictures first). */
async function drawing(page: Page) {
  await expect(page.getByTestId("queue-status")).toHaveAttribute("data-queue-state", "running", { timeout: 60_000 });
}

test("a user picks the engine's checkpoint, watches real progress (also after a reload) and gets the picture", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpVerified(page);
  const models = (await (await page.request.get("/api/models")).json()) as {
    models: { id: string; label: string; supports: { progress: boolean } }[];
  };
  expect(models.models.find((model) => model.label === CHECKPOINT_LABEL)?.supports.progress).toBe(true);

  await page.goto("/generator-app");
  const panel = page.getByTestId("options-panel");
  await panel.getByLabel("Model").selectOption({ label: CHECKPOINT_LABEL });
  await expect(panel.getByTestId("engine-label")).toHaveCount(0);
  await panel.getByLabel("Prompt").fill("a misty forest at dawn, oil painting");
  await panel.getByLabel("Exclude from Image").fill("people, text");
  await panel.getByRole("button", { name: "Generate", exact: true }).click();

  // The engine's own progress: step of steps and percent, rising.
  const bar = page.getByRole("progressbar", { name: "Generation progress" });
  await drawing(page);
  await expect(bar).toHaveAttribute("aria-valuetext", /^Step \d+ of 25 · \d+%$/, { timeout: 15_000 });
  const first = Number(await bar.getAttribute("aria-valuenow"));

  // A reload while it draws comes back to the same progress, not a spinner from zero.
  await page.reload();
  await expect(bar).toHaveAttribute("aria-valuetext", /^Step \d+ of 25 · \d+%$/, { timeout: 15_000 });
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 15_000 }).toBeGreaterThan(first);

  const result = page.getByTestId("result-view");
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result.getByTestId("result-image")).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test("a user asks for 2 images: 2 credits, progress, both pictures with their own seeds, and the batch as one zip", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpVerified(page);
  await page.goto("/generator-app");
  const panel = page.getByTestId("options-panel");
  await panel.getByLabel("Model").selectOption({ label: CHECKPOINT_LABEL });
  await panel.getByLabel("Images").selectOption("2");
  await panel.getByLabel("Prompt").fill("two lanterns on a lake at night");
  await panel.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "2 credits deducted. Remaining: 1" }).first()).toBeVisible();
  await drawing(page);
  await expect(page.getByRole("progressbar", { name: "Generation progress" })).toBeVisible({ timeout: 15_000 });

  const batch = page.getByTestId("batch-result");
  await expect(batch).toBeVisible({ timeout: 60_000 });
  const images = batch.getByTestId("batch-image");
  await expect(images).toHaveCount(2);
  const seeds = await images.evaluateAll((nodes) => nodes.map((node) => /seed (\d+)/.exec(node.getAttribute("alt") ?? "")?.[1]));
  expect(Number(seeds[1])).toBe(Number(seeds[0]) + 1);
  await expect(batch.getByRole("link", { name: "Download image 2" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await batch.getByRole("button", { name: "Download all (zip)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^images-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile((await download.path())!);
  // Two entries, named with each picture's own seed.
  const names = zipEntryNames(zip);
  expect(names).toHaveLength(2);
  for (const seed of seeds) expect(names.some((name) => name.endsWith(`-${seed}.png`))).toBe(true);

  await page.goto("/account/images");
  await expect(page.getByText("two lanterns on a lake at night")).toHaveCount(2);
});
