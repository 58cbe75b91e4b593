import { expect, test } from "@playwright/test";
import { readVerificationLink, uniqueEmail } from "../support/auth";
import { E2E_BASE_URL } from "../support/server-settings";

test("a tampered verification link lands on /generator-app with the spec's error toast and a clean address", async ({ page }) => {
  const email = uniqueEmail("tampered");
  const response = await page.request.post(`${E2E_BASE_URL}/api/auth/sign-up/email`, {
    data: { email, password: "password-123456", name: "tampered", callbackURL: "/generator-app" },
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.ok()).toBe(true);
  const link = new URL(await readVerificationLink(email));
  const token = link.searchParams.get("token")!;
  link.searchParams.set("token", `${token.slice(0, -4)}${token.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`);

  await page.goto(link.toString());
  const toast = page.locator("[data-sonner-toast]", { hasText: "An error occurred on token verification." });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Error");
  await expect(page).toHaveURL((url) => url.pathname === "/generator-app" && url.search === "");
  // Not signed in by a forged link.
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "AI Image Generator", level: 1 })).toBeVisible();
});

test("a failed Google callback shows its error on /auth and keeps the rest of the address", async ({ page }) => {
  await page.goto("/auth?mode=signup&error=state_mismatch&error_description=State%20mismatch");
  await expect(page.locator("[data-sonner-toast]", { hasText: "Not a valid PKCE flow url." })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/auth" && url.search === "?mode=signup");
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();

  await page.goto("/auth?error=no_code");
  await expect(page.locator("[data-sonner-toast]", { hasText: "No code detected." })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/auth" && url.search === "");
});
