import { seriousViolations } from "../support/a11y";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin, signUpVerified } from "../support/auth";
import { loginThroughForm, uniqueSuffix } from "./admin-support";

const REFUSED_TITLE = "This prompt is not allowed";

/** Sends one prompt to the generation API as the page's user and expects the refusal. */
async function refuse(page: Page, prompt: string, title = REFUSED_TITLE) {
  const response = await page.request.post("/api/generations", {
    data: { prompt, model: "flux", idempotencyKey: `e2e-refusal-${uniqueSuffix()}` },
  });
  expect(response.status(), await response.text()).toBe(403);
  expect((await response.json()).error.title).toBe(title);
}

const rows = (page: Page) => page.getByTestId("audit-event").locator("visible=true");

async function applyFilters(page: Page, filters: { q?: string; layer?: string; category?: string; minor?: boolean }) {
  const form = page.getByRole("search", { name: "Filter refusals" });
  await form.getByLabel("Search").fill(filters.q ?? "");
  await form.getByLabel("Layer").selectOption({ label: filters.layer ?? "All layers" });
  await form.getByLabel("Category").selectOption({ label: filters.category ?? "All categories" });
  await form.getByLabel("Minor signals only").setChecked(filters.minor ?? false);
  await form.getByRole("button", { name: "Apply filters" }).click();
  // The next step starts only once this search is the page's own (no overlap of two navigations).
  await page.waitForURL((url) => (url.searchParams.get("q") ?? "") === (filters.q ?? ""));
  await page.waitForLoadState("networkidle");
}

test("the admin reviews a refusal in the safety audit and filters it", async ({ browser, page }) => {
  const token = uniqueSuffix();
  const { email } = await signUpVerified(page);
  // What the user typed is shown as text, never as markup.
  const prompt = `nude child on a beach ${token} <img src=x onerror="window.__injected=1"><b>bold</b>`;
  await refuse(page, prompt);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginThroughForm(admin);
  // The dashboard counts the day's refusals and links to the audit.
  const stat = admin.getByTestId("stat-Refusals (24h)");
  await expect(stat).toHaveText(/^[1-9]\d*$/);
  await admin.getByRole("link", { name: "Review safety audit" }).click();
  await expect(admin).toHaveURL(/\/hidden\/admin\/moderation$/);
  await expect(admin.getByRole("heading", { name: "Safety audit", level: 1 })).toBeVisible();
  await expect(admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Safety" })).toHaveAttribute("aria-current", "page");

  // The newest refusals come first; this one names the user, layer, category and the prompt as typed.
  await applyFilters(admin, { q: email });
  await expect(admin).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(email).replace(/\./g, "\\.")}$`));
  await expect(rows(admin)).toHaveCount(1);
  const row = rows(admin).first();
  await expect(row).toContainText(email);
  await expect(row).toContainText("Prompt text");
  await expect(row).toContainText("Sexual content involving minors");
  await expect(row).toContainText("Minor signal");
  await expect(row).toContainText(`<img src=x onerror="window.__injected=1"><b>bold</b>`);
  await expect(row.locator("img, b")).toHaveCount(0);
  expect(await admin.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();

  // Layer, category and minor-signal filters, combined with the search.
  await applyFilters(admin, { q: email, layer: "Output picture" });
  await expect(admin).toHaveURL(/layer=output/);
  await expect(rows(admin)).toHaveCount(0);
  await expect(admin.getByText("No refusals match these filters.")).toBeVisible();
  await applyFilters(admin, { q: email, layer: "Prompt text" });
  await expect(rows(admin)).toHaveCount(1);
  await applyFilters(admin, { q: email, category: "Adult content with NSFW off" });
  await expect(rows(admin)).toHaveCount(0);
  await applyFilters(admin, { q: email, category: "Sexual content involving minors", minor: true });
  await expect(admin).toHaveURL(/minor=1/);
  await expect(rows(admin)).toHaveCount(1);
  // The filter form shows what is applied, and a search by part of the prompt finds it too.
  await expect(admin.getByLabel("Minor signals only")).toBeChecked();
  await expect(admin.getByLabel("Category")).toHaveValue("sexual-minors");
  await applyFilters(admin, { q: token });
  await expect(rows(admin)).toHaveCount(1);
  await expect(rows(admin).first()).toContainText(email);
  // A wildcard in the search is plain text.
  await applyFilters(admin, { q: `${token}%` });
  await expect(rows(admin)).toHaveCount(0);

  // Clear goes back to everything.
  await admin.getByRole("link", { name: "Clear", exact: true }).click();
  await expect(admin).toHaveURL(/\/hidden\/admin\/moderation$/);
  await expect(admin.getByLabel("Search")).toHaveValue("");
  await adminContext.close();
});

test("filter values that do not exist answer 400, and the filters work without JavaScript", async ({ browser, page }) => {
  await signInAsAdmin(page);
  for (const query of ["layer=bogus", "category=nsfw", "minor=yes", "page=0", "page=abc", `q=${"x".repeat(201)}`, "layer=text&layer=output"]) {
    const response = await page.goto(`/hidden/admin/moderation?${query}`);
    expect(response?.status(), query).toBe(400);
    await expect(page.getByRole("heading", { name: "These filters are not valid" })).toBeVisible();
  }
  await page.getByRole("link", { name: "Show all refusals" }).click();
  await expect(page.getByRole("heading", { name: "Safety audit", level: 1 })).toBeVisible();

  // A user's refusal, then the audit in a browser without JavaScript.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  const { email } = await signUpVerified(user);
  await refuse(user, "nude child on a beach");
  await userContext.close();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const admin = await noScript.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/hidden/admin/moderation");
  await admin.getByLabel("Search").fill(email);
  await admin.getByLabel("Layer").selectOption("text");
  await admin.getByRole("button", { name: "Apply filters" }).click();
  await expect(admin).toHaveURL(/q=.*&layer=text/);
  await expect(rows(admin)).toHaveCount(1);
  await expect(rows(admin).first()).toContainText(email);
  await admin.getByLabel("Layer").selectOption("edit-source");
  await admin.getByRole("button", { name: "Apply filters" }).click();
  await expect(admin.getByText("No refusals match these filters.")).toBeVisible();
  await noScript.close();
});

test("Previous and Next page through the audit, 50 refusals a page", async ({ page }) => {
  test.setTimeout(120_000);
  const { email } = await signUpVerified(page);
  // 51 refusals without a minor signal (those do not pause the account). No small number anywhere: a number
  // under 18 in an adult prompt, bare or inside a word, reads as an age (ADR 010), a minor signal.
  const token = uniqueSuffix().replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]);
  for (let i = 100; i < 151; i++) {
    const response = await page.request.post("/api/generations", {
      data: { prompt: `explicit sex scene ${token} ${i}`, model: "flux", idempotencyKey: `e2e-page-${token}-${i}` },
    });
    expect(response.status(), await response.text()).toBe(403);
  }
  await page.context().clearCookies();
  await signInAsAdmin(page);
  await page.goto(`/hidden/admin/moderation?q=${encodeURIComponent(email)}`);
  await expect(page.getByTestId("audit-count")).toHaveText("1–50 of 51 refusals");
  await expect(rows(page)).toHaveCount(50);
  await expect(rows(page).first()).toContainText(`${token} 150`);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("audit-count")).toHaveText("51–51 of 51 refusals");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`${token} 100`);
  await expect(pages.getByText("Page 2 of 2")).toBeVisible();
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page.getByTestId("audit-count")).toHaveText("1–50 of 51 refusals");
});

test("the safety audit has no serious accessibility violations", async ({ page }) => {
  const { email } = await signUpVerified(page);
  // A suspended account and long refusals, so that every part of the page is there.
  await refuse(page, "nude child on a beach");
  await refuse(page, `nude child ${"on a long beach walk ".repeat(12)}`);
  await refuse(page, "naked schoolgirl", "Image generation is paused");
  await page.context().clearCookies();
  await signInAsAdmin(page);
  await page.goto("/hidden/admin/moderation");
  await expect(page.getByTestId("suspension").filter({ hasText: email })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
