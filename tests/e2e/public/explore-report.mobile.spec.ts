import { expect, test } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { expectNoSidewaysScroll, publicPicture, publishFromMyImages } from "./explore-support";

// The 'Report' dialog on a phone (390 px): fits the screen, one report per user per picture.

test("'Report' on /p/{id} at 390 px: the dialog fits, a second report by the same user is refused kindly", async ({ page, browser }) => {
  await signUpVerified(page);
  const prompt = `a red kite over hills ${Date.now()}`;
  const id = await publicPicture(page.request, prompt);
  await publishFromMyImages(page, prompt);

  const reporterContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const reporter = await reporterContext.newPage();
  await signUpVerified(reporter);
  await reporter.goto(`/p/${id}`);
  await reporter.getByRole("button", { name: "Report" }).click();
  const dialog = reporter.getByRole("dialog", { name: "Report this picture" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Choose a reason for the report.")).toBeVisible();
  await dialog.getByRole("radio", { name: "Spam" }).click();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expectNoSidewaysScroll(reporter);
  await reporter.screenshot({ path: test.info().outputPath("report-dialog-390.png") });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByTestId("report-outcome")).toHaveText("Thank you. An operator will review this picture.");

  await reporter.reload();
  await reporter.getByRole("button", { name: "Report" }).click();
  await dialog.getByRole("radio", { name: "Other" }).click();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByTestId("report-outcome")).toHaveText("You have already reported this picture. Thank you: an operator will review it.");
  // A spam report does not hide the picture.
  expect((await reporter.request.get(`/p/${id}`)).status()).toBe(200);
  await reporterContext.close();
});
