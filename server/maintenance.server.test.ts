import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { users } from "~/db/schema";
import { saveSettingsSection } from "~/features/settings/settings.server";
import { markStartupDone, resetStartupState } from "~/services/instance/startup-state.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser } from "../tests/factories";
import { MAINTENANCE_RETRY_AFTER_SECONDS } from "./maintenance";

// The operator's switches, seen through the whole Hono app as a browser or an
// API caller sees them: maintenance mode (503s, who keeps working), and a
// rebrand or an announcement reaching an anonymous page at once (the HTML cache
// of anonymous pages is emptied by a settings save).

vi.mock("virtual:react-router/server-build", () => import("../tests/setup/react-router-build"));
const { app } = await import("./app");

type Account = { cookie: string; user: { id: string; email: string } };
let member: Account;
let admin: Account;
const actor = () => ({ id: admin.user.id, email: admin.user.email });
const site = () => getEnv().PUBLIC_URL;

async function get(pathname: string, init: { cookie?: string; accept?: string } = {}) {
  const headers: Record<string, string> = { "user-agent": "vitest", accept: init.accept ?? "text/html" };
  if (init.cookie) headers.cookie = init.cookie;
  const response = await app.request(`${site()}${pathname}`, { headers });
  // React separates adjacent text nodes with <!-- -->: dropped, so a sentence reads as a browser shows it.
  return { status: response.status, headers: response.headers, text: (await response.text()).replaceAll("<!-- -->", "") };
}

async function maintenance(enabled: boolean, message = "Upgrading the image engines, back at 14:00 UTC.") {
  expect((await saveSettingsSection(getDb(), actor(), "maintenance", { enabled, message })).ok).toBe(true);
}

beforeAll(async () => {
  markStartupDone();
  member = await createSignedInUser();
  admin = await createSignedInUser();
  await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
});

afterAll(async () => {
  await maintenance(false);
  resetStartupState();
});

describe("maintenance mode", () => {
  it("visitors and users get the 503 maintenance page with Retry-After; API callers a JSON 503", async () => {
    await maintenance(true);
    for (const cookie of [undefined, member.cookie]) {
      for (const path of ["/", "/uncensored-ai-generator", "/generator-app", "/account/billing", "/terms"]) {
        const page = await get(path, { cookie });
        expect(page.status, path).toBe(503);
        expect(page.headers.get("retry-after")).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
        expect(page.headers.get("content-type")).toMatch(/^text\/html/);
        expect(page.text).toContain("Down for maintenance");
        expect(page.text).toContain("Upgrading the image engines, back at 14:00 UTC.");
        expect(page.text).not.toContain("<script");
      }
    }
    for (const path of ["/api/models", "/api/credits"]) {
      const api = await get(path, { cookie: member.cookie, accept: "application/json" });
      expect(api.status, path).toBe(503);
      expect(api.headers.get("retry-after")).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
      expect(JSON.parse(api.text)).toEqual({
        ok: false,
        error: { code: "SERVICE_UNAVAILABLE", title: "Down for maintenance", message: "Upgrading the image engines, back at 14:00 UTC." },
      });
    }
  });

  it("the message is the operator's text, escaped", async () => {
    await maintenance(true, "Back soon <script>alert(1)</script>");
    const page = await get("/");
    expect(page.text).toContain("Back soon &#60;script&#62;alert(1)&#60;/script&#62;");
    expect(page.text).not.toContain("<script>alert(1)");
  });

  it("health checks, Stripe's webhook, the admin login and a signed-in admin keep working", async () => {
    await maintenance(true);
    const health = await get("/healthz", { accept: "application/json" });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ status: "ok" });

    // Reaches the webhook's own signature check (400), not the maintenance answer.
    const webhook = await app.request(`${site()}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(webhook.status).not.toBe(503);
    await webhook.body?.cancel();

    expect((await get("/hidden/admin")).status).toBe(200);
    expect((await get("/hidden/admin/settings", { cookie: admin.cookie })).status).toBe(200);
    expect((await get("/", { cookie: admin.cookie })).status).toBe(200);
    expect((await get("/api/credits", { cookie: admin.cookie, accept: "application/json" })).status).toBe(200);
    // A visitor asking for the portal is sent to the admin login, not shown the portal.
    expect((await get("/hidden/admin/settings")).status).toBe(302);
  });

  it("switched off, every page is served again at once", async () => {
    await maintenance(true);
    expect((await get("/")).status).toBe(503);
    await maintenance(false);
    expect((await get("/")).status).toBe(200);
    expect((await get("/api/models", { cookie: member.cookie, accept: "application/json" })).status).toBe(200);
  });
});

describe("brand, announcement and legal pages on anonymous pages", () => {
  it("a rebrand and an announcement reach a page the HTML cache already holds", async () => {
    const first = await get("/apps");
    expect(first.status).toBe(200);
    expect(first.text).toContain("Uncensored AI Apps | Uncensored AI</title>");
    expect((await get("/apps")).headers.get("x-cache")).toBe("hit");

    expect(
      (
        await saveSettingsSection(getDb(), actor(), "brand", {
          siteName: "Pixel Forge",
          tagline: "Pictures from words",
          logoUrl: "",
          featuredOnLabel: "",
          featuredOnUrl: "",
        })
      ).ok,
    ).toBe(true);
    expect((await saveSettingsSection(getDb(), actor(), "announcement", { text: "Spring sale: 20% more credits", show: true })).ok).toBe(true);

    const after = await get("/apps");
    expect(after.headers.get("x-cache")).toBe("miss");
    expect(after.text).toContain("Uncensored AI Apps | Pixel Forge</title>");
    expect(after.text).toContain('<meta property="og:site_name" content="Pixel Forge"/>');
    expect(after.text).toContain("Spring sale: 20% more credits");
    expect(after.text).toContain(`© ${new Date().getFullYear()} Pixel Forge. All rights reserved.`);
    expect(after.text).not.toContain("There&#x27;s An AI For That");

    const home = await get("/");
    expect(home.text).toContain("<title>Pixel Forge | Pictures from words</title>");
    expect(home.text).toMatch(/"@type":"WebSite","name":"Pixel Forge"/);
    expect(home.text).toMatch(/"@type":"Organization","name":"Pixel Forge"/);
  });

  it("publishes the terms and privacy policy as safe HTML, and the support address", async () => {
    expect((await get("/terms")).text).toContain("This page has not been published yet.");
    expect(
      (
        await saveSettingsSection(getDb(), actor(), "legal", {
          termsOfService: "# Our terms\n\nBe **kind**. <script>alert(1)</script> [x](javascript:alert(2))",
          privacyPolicy: "We keep your e-mail address.",
          supportEmail: "help@pixelforge.example",
        })
      ).ok,
    ).toBe(true);
    const terms = await get("/terms");
    expect(terms.status).toBe(200);
    expect(terms.text).toContain("<h1>Our terms</h1>");
    expect(terms.text).toContain("Be <strong>kind</strong>.");
    expect(terms.text).not.toContain("<script>alert(1)");
    expect(terms.text).not.toContain('href="javascript:');
    expect((await get("/privacy")).text).toContain("We keep your e-mail address.");
    const support = await get("/support");
    expect(support.text).toContain('href="mailto:help@pixelforge.example"');
  });
});
