import { expect, test } from "@playwright/test";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { E2E_BASE_URL } from "../support/server-settings";
import { signInAsAdmin, signUpVerified } from "../support/auth";
import { pngFile } from "./admin-support";

test("a signed-in user without the admin role gets 'Admin access required' and the server refuses every write", async ({ page }) => {
  await signUpVerified(page);
  for (const path of ["/hidden/admin/dashboard", "/hidden/admin/apps", "/hidden/admin/media"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Admin access required" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  }
  const save = await page.request.post("/hidden/admin/apps/save", {
    multipart: { title: "Intruder", slug: "intruder", description: "x" },
    headers: { origin: E2E_BASE_URL },
  });
  expect(save.status()).toBe(403);
  const upload = await page.request.post("/hidden/admin/media/upload", {
    multipart: { file: await pngFile("x.png") },
    headers: { origin: E2E_BASE_URL },
  });
  expect(upload.status()).toBe(403);
  expect((await page.request.get("/hidden/admin/media/list")).status()).toBe(403);
});

test("an admin with two-factor authentication is asked for the code", async ({ browser }) => {
  // A new account, promoted to admin by the seeded admin, turns TOTP on through better-auth.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  const { email, password } = await signUpVerified(userPage);
  const session = await (await userPage.request.get("/api/auth/get-session")).json();
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  // The portal's 'Make admin' (better-auth's own admin endpoints are closed).
  const promoted = await adminPage.request.post(`/hidden/admin/users/${session.user.id}`, {
    form: { intent: "make-admin" },
    headers: { origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(promoted.status()).toBe(302);
  const enabled = await userPage.request.post("/api/auth/two-factor/enable", { data: { password }, headers: { origin: E2E_BASE_URL } });
  expect(enabled.ok()).toBe(true);
  const secret = new URL((await enabled.json()).totpURI).searchParams.get("secret")!;
  const totp = () => createOTP(base32.decode(secret)).totp();
  const verified = await userPage.request.post("/api/auth/two-factor/verify-totp", {
    data: { code: await totp() },
    headers: { origin: E2E_BASE_URL },
  });
  expect(verified.ok()).toBe(true);
  await userContext.close();
  await adminContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/hidden/admin?redirectTo=%2Fhidden%2Fadmin%2Fmedia");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Authentication failed")).toBeVisible();
  await page.getByLabel("Authentication code").fill(await totp());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/hidden\/admin\/media$/);
  await expect(page.getByRole("heading", { name: "Media Library" })).toBeVisible();
  await context.close();
});
