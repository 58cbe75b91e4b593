import { expect, test } from "@playwright/test";
import { signInAsAdmin, signUpVerified } from "../support/auth";
import { publicPicture, publishFromMyImages } from "./explore-support";

// Reports across the features (issue 28): a visitor's 'Report' on /p/{id} asks to sign
// in; a signed-in user's 'Minor' report hides the picture from every visitor at once
// (the cached pages included) while its author still sees it; an operator removes it
// from Safety → Reports and it is gone for everyone.

test("a 'Minor' report on /p/{id} hides the picture at once; the operator removes it in two clicks", async ({ page, browser }) => {
  const title = `Reported harbour ${Date.now().toString(36)}`;
  const author = `harbour${Date.now().toString(36)}`;
  await signUpVerified(page, { name: author });
  const prompt = `a harbour at dawn with fishing boats ${Date.now()}`;
  const id = await publicPicture(page.request, prompt);
  await publishFromMyImages(page, prompt, { title });

  // A visitor sees it (and warms the cache), and 'Report' asks to sign in first.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/explore");
  await expect(visitor.getByTestId("explore-item").filter({ hasText: title })).toBeVisible();
  await visitor.goto(`/p/${id}`);
  await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Report this picture (sign in first)" })).toHaveAttribute("href", "/auth");

  // A signed-in user reports it for 'Minor', by keyboard.
  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  await signUpVerified(reporter);
  await reporter.goto(`/p/${id}`);
  await reporter.getByRole("button", { name: "Report" }).focus();
  await reporter.keyboard.press("Enter");
  const dialog = reporter.getByRole("dialog", { name: "Report this picture" });
  await dialog.getByRole("radio", { name: "Minor" }).focus();
  await reporter.keyboard.press("Space");
  await expect(dialog.getByRole("radio", { name: "Minor" })).toBeChecked();
  await dialog.getByLabel("Details (optional)").fill("Looks underage");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByTestId("report-outcome")).toHaveText("Thank you. An operator will review this picture.");

  // Hidden from visitors at once, the cached feed and page included; its author still sees it, with a note.
  const hidden = await visitor.goto(`/p/${id}`);
  expect(hidden?.status()).toBe(404);
  await visitor.goto("/explore");
  await expect(visitor.getByTestId("explore-item").filter({ hasText: title })).toHaveCount(0);
  expect(await (await visitor.request.get("/sitemap.xml")).text()).not.toContain(id);
  await page.goto(`/p/${id}`);
  await expect(page.getByText("This picture is hidden while a report is reviewed. Only you can see this page.")).toBeVisible();

  // The operator: Safety → Reports, 'Remove picture', confirm.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/hidden/admin/moderation");
  const item = admin.getByRole("region", { name: "Reports" }).locator(`[data-generation-id="${id}"]`);
  await expect(item).toContainText("Minor");
  await expect(item).toContainText("Looks underage");
  await expect(item).toContainText("Hidden until reviewed");
  await item.getByRole("button", { name: `Remove the picture by ${author}` }).click();
  await admin.getByRole("alertdialog", { name: "Remove this picture?" }).getByRole("button", { name: "Remove picture" }).click();
  await expect(admin.getByText("Picture removed", { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);

  // Gone for everyone, its author included.
  const gone = await page.goto(`/p/${id}`);
  expect(gone?.status()).toBe(404);
  expect((await page.request.get(`/api/generations/${id}`)).status()).toBe(404);
  await page.goto("/account/images");
  await expect(page.getByTestId("my-image").filter({ hasText: prompt })).toHaveCount(0);

  await visitorContext.close();
  await reporterContext.close();
  await adminContext.close();
});
