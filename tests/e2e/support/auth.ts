import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR } from "./server-settings";

export function uniqueEmail(prefix = "e2e") {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** The verification link of the newest outbox message sent to `email`. */
export function readVerificationLink(email: string, timeoutMs = 10_000): Promise<string> {
  return readVerificationLinkIn(E2E_DATA_DIR, email, timeoutMs);
}

/** The same for the process whose data folder is `dataDir` (each writes its own outbox). */
export async function readVerificationLinkIn(dataDir: string, email: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir, "mail");
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(`${safe}.eml`)).sort();
    if (files.length) {
      const raw = await readFile(path.join(outbox, files[files.length - 1]), "utf8");
      // Quoted-printable soft line breaks would split the URL.
      const body = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const match = body.match(/https?:\/\/\S+verify-email\S+/);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no verification mail for ${email}`);
}

/**
 * Creates a verified, signed-in user through the real sign-up and e-mail link
 * (API calls, not the form) and leaves the page's browser context signed in.
 */
export async function signUpVerified(page: Page, options: { email?: string; password?: string; name?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? "password-123456";
  const response = await page.request.post(`${E2E_BASE_URL}/api/auth/sign-up/email`, {
    data: { email, password, name: options.name ?? email.split("@")[0], callbackURL: "/generator-app" },
    headers: { origin: E2E_BASE_URL },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const link = await readVerificationLink(email);
  await page.goto(link);
  return { email, password };
}

/** Signs in through the API; the page's browser context then carries the session cookie. */
export async function signIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(`${E2E_BASE_URL}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin: E2E_BASE_URL },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

export async function signInAsAdmin(page: Page) {
  await signIn(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
}
