import { test } from "@playwright/test";
import { expectCleanConsoleOnEveryPage } from "../support/console-errors";

test("no console error (hydration included) while loading any public or signed-in page at 390 px", async ({ page }) => {
  test.setTimeout(240_000);
  await expectCleanConsoleOnEveryPage(page);
});
