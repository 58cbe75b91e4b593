import { expect, test } from "@playwright/test";
import { adminSignIn, publishedPicture, report, signUpOn, startReportsWorld, type ReportsWorld } from "./reports-support";

// The 'Reports' queue on a phone (390 px): it fits, and an operator removes a reported picture in two taps.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let world: ReportsWorld;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  world = await startReportsWorld(75);
});
test.afterAll(async () => {
  await world?.stop();
});

test("an operator removes a reported picture from a phone; nothing scrolls sideways", async ({ browser, page }) => {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  const { id: authorId } = await signUpOn(world, author, "phone-author");
  const picture = await publishedPicture(world, author, authorId, "a red kite over the hills");
  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  await signUpOn(world, reporter, "phone-reporter");
  await report(world, reporter, picture.id, "real-person", "This is my sister, posted without asking her. ".repeat(8).trim());

  await adminSignIn(world, page);
  await page.goto(`${world.server.url}/hidden/admin/moderation`);
  const queue = page.getByRole("region", { name: "Reports" });
  const item = queue.getByTestId("reported-picture");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Real person without consent");
  expect(await overflow()).toBeLessThanOrEqual(0);
  await queue.screenshot({ path: test.info().outputPath("reports-390.png") });

  await item.getByRole("button", { name: "Remove the picture by phone-author" }).click();
  await page.getByRole("alertdialog", { name: "Remove this picture?" }).getByRole("button", { name: "Remove picture" }).click();
  await expect(page.getByText("Picture removed", { exact: true })).toBeVisible();
  await expect(queue.getByTestId("no-reports")).toBeVisible();
  expect((await author.request.get(`${world.server.url}/api/generations/${picture.id}`)).status()).toBe(404);
  await authorContext.close();
  await reporterContext.close();
});
