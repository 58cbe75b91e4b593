import { expect, test, type Page } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { loginThroughForm } from "../admin/admin-support";

const SIGNUP_CREDITS = 3;
const REFUSED_PROMPT = "nude child on a beach";
const HARMLESS_PROMPT = "a castle on a hill at sunset";
const REFUSED_TITLE = "This prompt is not allowed";
const REFUSED_REASON = "Reason: sexual content involving minors. This is never allowed.";
const SUSPENDED_TITLE = "Image generation is paused";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const panel = (page: Page) => page.getByTestId("options-panel");
const credits = (page: Page) => panel(page).getByTestId("credits-remaining");

/** Types a prompt in the options panel, presses Generate and returns the API's answer. */
async function generate(page: Page, prompt: string) {
  await panel(page).getByLabel("Prompt").fill(prompt);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/generations" && r.request().method() === "POST");
  await panel(page).getByRole("button", { name: "Generate", exact: true }).click();
  return answer;
}

test("a refused prompt costs nothing; three minor-signal refusals pause generation until an admin lifts it", async ({ browser, page }) => {
  test.setTimeout(180_000);
  const { email } = await signUpVerified(page);
  await page.goto("/generator-app");
  await expect(credits(page)).toHaveText(String(SIGNUP_CREDITS));
  await expect(page.getByTestId("generation-suspended")).toHaveCount(0);

  // (a) One refusal: the toast names the reason, no credit moves, nothing is shown.
  const first = await generate(page, REFUSED_PROMPT);
  expect(first.status()).toBe(403);
  expect((await first.json()).error).toMatchObject({ title: REFUSED_TITLE, message: REFUSED_REASON });
  await expect(toast(page, REFUSED_TITLE).first()).toContainText(REFUSED_REASON);
  await expect(credits(page)).toHaveText(String(SIGNUP_CREDITS));
  await expect(page.getByTestId("result-view")).toHaveCount(0);
  await expect(page.getByTestId("generation-suspended")).toHaveCount(0);
  await page.reload();
  await expect(credits(page)).toHaveText(String(SIGNUP_CREDITS));

  // Two more within 24 hours: the third pauses generation on the account.
  const second = await generate(page, "naked schoolgirl, 12 years old");
  expect(second.status()).toBe(403);
  expect((await second.json()).error.title).toBe(REFUSED_TITLE);
  await expect(page.getByTestId("generation-suspended")).toHaveCount(0);
  const third = await generate(page, REFUSED_PROMPT);
  expect(third.status()).toBe(403);
  expect((await third.json()).error.title).toBe(SUSPENDED_TITLE);
  const banner = page.getByTestId("generation-suspended");
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(SUSPENDED_TITLE);
  await expect(toast(page, SUSPENDED_TITLE).first()).toBeVisible();

  // A harmless prompt is refused too while paused, and still costs nothing.
  const fourth = await generate(page, HARMLESS_PROMPT);
  expect(fourth.status()).toBe(403);
  expect((await fourth.json()).error.title).toBe(SUSPENDED_TITLE);
  await expect(credits(page)).toHaveText(String(SIGNUP_CREDITS));
  await page.reload();
  await expect(page.getByTestId("generation-suspended")).toBeVisible();
  await expect(credits(page)).toHaveText(String(SIGNUP_CREDITS));

  // The admin sees the account in the safety audit and lifts the suspension.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginThroughForm(admin);
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Safety" }).click();
  await expect(admin.getByRole("heading", { name: "Safety audit", level: 1 })).toBeVisible();
  const suspension = admin.getByTestId("suspension").filter({ hasText: email });
  await expect(suspension).toContainText("3 refusals for minor signals within 24 hours");
  await suspension.getByRole("button", { name: "Lift suspension" }).click();
  await expect(toast(admin, "Suspension lifted")).toContainText(`${email} can generate images again.`);
  await expect(admin.getByTestId("suspension").filter({ hasText: email })).toHaveCount(0);
  // The user's refusals stay in the audit.
  await admin.getByLabel("Search").fill(email);
  await admin.getByRole("button", { name: "Apply filters" }).click();
  await expect(admin.getByTestId("audit-count")).toHaveText("1–3 of 3 refusals");
  await adminContext.close();

  // After a reload the user generates again; the refusals before the lift do not pause it again.
  await page.reload();
  await expect(page.getByTestId("generation-suspended")).toHaveCount(0);
  const allowed = await generate(page, HARMLESS_PROMPT);
  expect(allowed.status()).toBe(202);
  await expect(page.getByTestId("result-view")).toBeVisible({ timeout: 90_000 });
  await expect(toast(page, "Image generated successfully").first()).toBeVisible();
  await expect(credits(page)).toHaveText(String(SIGNUP_CREDITS - 1));
});
