import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/a11y";
import { adminSignIn, publishedPicture, report, signUpOn, startReportsWorld, type ReportsWorld } from "./reports-support";

test.describe.configure({ mode: "serial", timeout: 240_000 });

let world: ReportsWorld;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  world = await startReportsWorld(74);
});
test.afterAll(async () => {
  await world?.stop();
});

test("a 'minor' report hides a picture; the admin removes it from Safety → Reports and it is gone everywhere, the author told", async ({
  browser,
  page,
}) => {
  const base = world.server.url;
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  const { id: authorId, email: authorEmail } = await signUpOn(world, author, "reported-author");
  const kept = await publishedPicture(world, author, authorId, "a quiet harbour at noon");
  const picture = await publishedPicture(world, author, authorId, "a lighthouse at dusk");

  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  await signUpOn(world, reporter, "reporter");
  await report(world, reporter, picture.id, "minor", "Looks like a child");
  await report(world, reporter, kept.id, "spam", "");
  // The 'minor' report hid the picture in the same step; the spam one did not.
  const hidden = await world.sql.query<{ generation_id: string; hidden: boolean }>(
    "select generation_id, hidden_at is not null as hidden from published_pictures where generation_id = any($1)",
    [[picture.id, kept.id]],
  );
  expect(Object.fromEntries(hidden.rows.map((r) => [r.generation_id, r.hidden]))).toEqual({ [picture.id]: true, [kept.id]: false });
  // The spam report has waited three days: it is flagged.
  await world.sql.query("update picture_reports set created_at = now() - interval '72 hours' where generation_id = $1", [kept.id]);

  await adminSignIn(world, page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Safety" }).click();
  await expect(page).toHaveURL(/\/hidden\/admin\/moderation$/);
  const queue = page.getByRole("region", { name: "Reports" });
  await expect(queue.getByTestId("reports-count")).toHaveText("2 open reports");
  const items = queue.getByTestId("reported-picture");
  // The one waiting longest first, flagged; then the hidden one, with its reason, details, age and author.
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toHaveAttribute("data-generation-id", kept.id);
  await expect(items.nth(0).getByTestId("report-overdue")).toHaveText("Over 48 h");
  await expect(items.nth(0).getByTestId("report-age")).toHaveText("3 d");
  const item = items.nth(1);
  await expect(item).toHaveAttribute("data-generation-id", picture.id);
  await expect(item).toContainText("Minor");
  await expect(item).toContainText("Looks like a child");
  await expect(item).toContainText("Hidden until reviewed");
  await expect(item.getByTestId("report-age")).toHaveText(/^\d+ min$/);
  await expect(item.getByTestId("report-overdue")).toHaveCount(0);
  await expect(item.getByRole("link", { name: "reported-author" })).toHaveAttribute("href", `/hidden/admin/users/${authorId}`);
  await expect(item.getByRole("img")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await queue.screenshot({ path: test.info().outputPath("reports-1280.png") });

  // Two clicks: 'Remove picture', then confirm.
  await item.getByRole("button", { name: "Remove the picture by reported-author" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove this picture?" });
  await dialog.getByRole("button", { name: "Remove picture" }).click();
  await expect(page.getByText("Picture removed", { exact: true })).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(queue.getByTestId("reports-count")).toHaveText("1 open report");

  // Gone everywhere: the author's own API, the public file, the published row, the media library.
  expect((await author.request.get(`${base}/api/generations/${picture.id}`)).status()).toBe(404);
  expect((await page.request.get(picture.imageUrl)).status()).toBe(404);
  expect((await world.sql.query("select 1 from published_pictures where generation_id = $1", [picture.id])).rowCount).toBe(0);
  expect((await world.sql.query("select 1 from generations where id = $1", [picture.id])).rowCount).toBe(0);
  expect((await world.sql.query("select status from picture_reports where generation_id = $1", [picture.id])).rows).toEqual([{ status: "removed" }]);
  // Audited, and the author got a mail.
  const audit = await world.sql.query("select action, target_user_id from admin_actions where action = 'picture.remove'");
  expect(audit.rows).toEqual([{ action: "picture.remove", target_user_id: authorId }]);
  const outbox = path.join(world.server.dataDir, "mail");
  const mails = (await readdir(outbox)).filter((f) => f.endsWith(`${authorEmail}.eml`));
  const texts = await Promise.all(mails.map((f) => readFile(path.join(outbox, f), "utf8")));
  expect(texts.some((t) => t.includes("A picture of yours was removed from"))).toBe(true);

  // 'Dismiss' keeps the other picture published, in one click.
  await items.first().getByRole("button", { name: "Dismiss the reports on the picture by reported-author" }).click();
  await expect(page.getByText("Reports dismissed", { exact: true })).toBeVisible();
  await expect(queue.getByTestId("no-reports")).toHaveText("No open reports.");
  expect((await world.sql.query("select hidden_at from published_pictures where generation_id = $1", [kept.id])).rows).toEqual([{ hidden_at: null }]);
  expect((await author.request.get(`${base}/api/generations/${kept.id}`)).status()).toBe(200);

  await authorContext.close();
  await reporterContext.close();
});

test("the Media Library shows a user picture's author and its NSFW mark, and does not offer to feature it", async ({ browser, page }) => {
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  const { id: authorId } = await signUpOn(world, author, "media-author");
  const prompt = `a misty forest ${Date.now().toString(36)}`;
  const picture = await publishedPicture(world, author, authorId, prompt);
  // As the generation of an NSFW picture records it (mediaRowFor copies generations.is_nsfw).
  await world.sql.query("update generations set is_nsfw = true where id = $1", [picture.id]);
  await world.sql.query("update media set is_nsfw = true where uploaded_by = $1", [authorId]);

  await adminSignIn(world, page);
  await page.goto(`${world.server.url}/hidden/admin/media`);
  await page.getByLabel("Search media").fill(prompt);
  const tile = page.getByTestId("media-tile");
  await expect(tile).toHaveCount(1);
  await expect(tile.getByTestId("media-nsfw")).toHaveText("NSFW");
  await expect(tile.getByTestId("media-author")).toHaveText("media-author");
  await expect(tile.getByTestId("media-author")).toHaveAttribute("href", `/hidden/admin/users/${authorId}`);
  await tile.getByRole("button", { name: /^Open details of/ }).click();
  const details = page.getByRole("dialog", { name: "Media Details" });
  await expect(details.getByText("NSFW pictures are never shown on public pages")).toBeVisible();
  await expect(details.getByRole("switch", { name: "Featured" })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath("media-nsfw-1280.png") });
  await authorContext.close();
});
