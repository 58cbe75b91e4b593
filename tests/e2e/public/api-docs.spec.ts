import { expect, test } from "@playwright/test";

// /docs/api at 1280 px: a developer reads how to call the API, with examples, and reaches the document.

test("the API docs show the guide and every generation endpoint with curl and TypeScript examples", async ({ page, request }) => {
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { level: 1, name: "API documentation" })).toBeVisible();
  for (const name of ["Keys", "Errors", "Rate limits", "Idempotency", "Following progress", "Webhooks", "Generation endpoints"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  const create = page.locator("#postApiGenerations");
  await expect(create.getByRole("heading", { level: 3 })).toContainText("POST");
  await expect(create.getByRole("heading", { level: 3 })).toContainText("/api/generations");
  await expect(create).toContainText('An API key with the "generate" scope');
  await expect(create).toContainText("curl -X POST");
  await expect(create).toContainText("crypto.randomUUID()");
  await expect(page.locator("#getApiGenerationsByIdEvents")).toContainText("event: succeeded");
  await page.screenshot({ path: test.info().outputPath("api-docs-1280.png") });
  await create.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("api-docs-operation-1280.png") });

  await page.getByRole("link", { name: "/api/openapi.json" }).first().click();
  await expect(page).toHaveURL(/\/api\/openapi\.json$/);
  const document = (await (await request.get("/api/openapi.json")).json()) as { openapi: string };
  expect(document.openapi).toBe("3.1.0");
});
