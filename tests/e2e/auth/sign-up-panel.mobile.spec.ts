import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_DATA_DIR } from "../support/server-settings";

async function mailsTo(email: string) {
  const files = await readdir(path.join(E2E_DATA_DIR, "mail")).catch(() => [] as string[]);
  return files.filter((f) => f.endsWith(`${email.replace(/[^a-z0-9@._-]/gi, "_")}.eml`)).length;
}

test("at 390 px the sign-up form gives way to 'Check your email' with 'Resend'; a long address wraps at its dots, '@' or hyphens, not mid-word", async ({
  page,
}, testInfo) => {
  const email = `a-very-long-mailbox-name-${Date.now().toString(36)}@subdomain.example-company-with-a-long-name.com`;
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("password-123456");
  await page.getByRole("button", { name: "Sign Up" }).click();

  const panel = page.getByRole("status").filter({ hasText: "Check your email" });
  await expect(panel).toBeVisible();
  // The form is gone: no second 'Sign Up', no filled fields under the panel.
  await expect(page.getByRole("button", { name: "Sign Up" })).toHaveCount(0);
  await expect(page.getByLabel("Password")).toHaveCount(0);
  await expect(panel.getByTestId("sent-to")).toHaveText(email);
  // Each line of the address starts at an '@' or a '.', or follows a line ending in a hyphen.
  const lines = await panel.getByTestId("sent-to").evaluate((node) => {
    const range = document.createRange();
    const text = node.textContent ?? "";
    const tops = new Map<number, string>();
    let offset = 0;
    for (const leaf of node.querySelectorAll("span")) {
      const t = leaf.firstChild;
      if (!t || t.nodeType !== Node.TEXT_NODE) continue;
      for (let i = 0; i < (t.textContent ?? "").length; i++) {
        range.setStart(t, i);
        range.setEnd(t, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        tops.set(top, (tops.get(top) ?? "") + text[offset + i]);
      }
      offset += (t.textContent ?? "").length;
    }
    return [...tops.values()];
  });
  expect(lines.length).toBeGreaterThan(1);
  lines.slice(1).forEach((line, i) => expect(`${lines[i].at(-1)}${line[0]}`, lines.join(" | ")).toMatch(/^(-.|.[@.])$/));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("sign-up-panel-390.png") });

  await expect.poll(() => mailsTo(email)).toBe(1);
  await panel.page().getByRole("button", { name: "Resend" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Verification link sent again" })).toBeVisible();
  await expect.poll(() => mailsTo(email)).toBe(2);

  await page.getByRole("button", { name: "Use a different address" }).click();
  await expect(page.getByRole("button", { name: "Sign Up" })).toBeVisible();
});
