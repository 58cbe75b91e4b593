import { expect, request as playwrightRequest, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { E2E_BASE_URL } from "../support/server-settings";

// /account/api at 1280 px: a key is made, shown once, used by a program (no
// cookie) to generate and download a picture, listed with its spending, and revoked.

test("an API key: made and shown once, generates with its own credits cap, listed with its use, revoked at once", async ({ page }, testInfo) => {
  // A real picture is made and checked on the way: slow on a loaded 2-core machine.
  test.setTimeout(180_000);
  await signUpVerified(page);
  await page.goto("/account/api");
  const main = page.getByRole("main");
  await expect(main.getByText("API keys", { exact: true })).toBeVisible();
  await expect(main.getByText("You have no API keys yet.")).toBeVisible();

  const form = main.getByRole("form", { name: "New API key" });
  await form.getByLabel("Name").fill("Render script");
  await form.getByLabel("Delete (remove pictures)").check();
  await form.getByLabel("Monthly credit limit").fill("1");
  await form.getByRole("button", { name: "Create key" }).click();
  const shown = main.getByRole("textbox", { name: "New API key" });
  await expect(shown).toHaveValue(/^uai_[A-Za-z0-9_-]{32}$/);
  const key = await shown.inputValue();
  await expect(main.getByText("Copy it now: it will not be shown again.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("api-key-created-1280.png"), fullPage: true });

  // A program: no cookie, only the key.
  const program = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { authorization: `Bearer ${key}` } });
  try {
    const balance = await program.get("/api/credits");
    expect(balance.status()).toBe(200);
    expect(balance.headers()["ratelimit-limit"]).toBeTruthy();
    const started = await program.post("/api/generations", {
      data: { prompt: "a lighthouse at dusk, oil painting", model: "flux" },
      headers: { "idempotency-key": `e2e-key-${Date.now()}` },
    });
    expect(started.status()).toBe(202);
    const { generation } = (await started.json()) as { generation: { id: string } };
    const finished = await program.get(`/api/generations/${generation.id}?wait=1`);
    expect(((await finished.json()) as { generation: { status: string } }).generation.status).toBe("succeeded");
    const picture = await program.get(`/api/generations/${generation.id}/download`);
    expect(picture.headers()["content-type"]).toBe("image/png");
    // The key's monthly limit of 1 credit is spent: the next picture is refused, nothing charged.
    const refused = await program.post("/api/generations", {
      data: { prompt: "a second lighthouse", model: "flux", idempotencyKey: `e2e-key-2-${Date.now()}` },
    });
    expect(refused.status()).toBe(422);

    await page.reload();
    const row = main.getByRole("listitem", { name: "API key Render script" });
    await expect(row.getByText(key.slice(0, 12))).toBeVisible();
    await expect(row.getByText("1 of 1 credits")).toBeVisible();
    await expect(row.getByText("generate, read, delete")).toBeVisible();
    await expect(row.getByText("Active")).toBeVisible();
    await expect(main.getByRole("textbox", { name: "New API key" })).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(key);

    await row.getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await expect(row.getByText("Revoked")).toBeVisible();
    await expect(row.getByRole("button", { name: "Revoke" })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("api-key-revoked-1280.png"), fullPage: true });
    expect((await program.get("/api/credits")).status()).toBe(401);
  } finally {
    await program.dispose();
  }
});
