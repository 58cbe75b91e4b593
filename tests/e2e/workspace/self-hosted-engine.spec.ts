import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";

// The e2e server runs with a fake AUTOMATIC1111 engine (SD_WEBUI_URL, scripts/e2e-server.js)
// whose pictures take a few seconds, reporting their steps and a preview as they go.

const CHECKPOINT_LABEL = "Stable Diffusion · dreamshaper_8.safetensors [879db523c3]";

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
