import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { signUpVerified } from "../support/auth";
import { E2E_BASE_URL } from "../support/server-settings";
import { loginThroughForm, pngFile, uniqueSuffix } from "./admin-support";

// Cross-site request forgery in a real browser (docs/decisions/011-csrf-origin-rule.md).
// The attacker's page is served from another port of the same host: the same
// *site* as the e2e server (so the SameSite=Lax session cookie goes along), but
// another *origin*. The site's own forms and fetches keep working.

let attacker: Server;
let attackerOrigin: string;
const pages = new Map<string, string>();

test.beforeAll(async () => {
  attacker = createServer((request, response) => {
    const html = pages.get(request.url ?? "");
    response.writeHead(html ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(html ?? "not found");
  });
  await new Promise<void>((resolve) => attacker.listen(0, "localhost", resolve));
  attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`;
  expect(attackerOrigin).not.toBe(E2E_BASE_URL);
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

/** A page on the attacker's origin that posts a form to the site as soon as it loads. */
function formAttack(path: string, fields: Record<string, string>, enctype = "multipart/form-data") {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join("");
  const url = `/form-${uniqueSuffix()}`;
  pages.set(
    url,
    `<!doctype html><form method="post" enctype="${enctype}" action="${E2E_BASE_URL}${path}">${inputs}</form><script>document.forms[0].submit()</script>`,
  );
  return `${attackerOrigin}${url}`;
}

/** A page on the attacker's origin that fires credentialed fetches at the site and reports what it could see. */
function fetchAttack(requests: { path: string; body: string; contentType: string }[]) {
  const url = `/fetch-${uniqueSuffix()}`;
  const calls = requests
    .map(
      (r) =>
        `fetch(${JSON.stringify(E2E_BASE_URL + r.path)}, { method: "POST", mode: "no-cors", credentials: "include", headers: { "Content-Type": ${JSON.stringify(r.contentType)} }, body: ${JSON.stringify(r.body)} })`,
    )
    .join(",");
  pages.set(
    url,
    `<!doctype html><p id="state">running</p><script>Promise.allSettled([${calls}]).then(() => { document.getElementById("state").textContent = "done"; })</script>`,
  );
  return `${attackerOrigin}${url}`;
}

async function expectGeneratorAbsent(page: Page, title: string) {
  await page.goto("/hidden/admin/generators");
  await expect(page.getByRole("heading", { name: "All Generators" })).toBeVisible();
  await expect(page.getByTestId("generator-card").filter({ hasText: title })).toHaveCount(0);
}

test("a same-site page on another origin cannot save a generator or sign the admin out through their browser", async ({ page }) => {
  await loginThroughForm(page);
  const title = `Intruder ${uniqueSuffix()}`;
  const slug = title.toLowerCase().replace(/\s+/g, "-");

  const refused = page.waitForResponse((r) => r.url() === `${E2E_BASE_URL}/hidden/admin/generators/save`);
  await page.goto(formAttack("/hidden/admin/generators/save", { title, slug, description: "planted", link: "/generator-app" }));
  const response = await refused;
  expect(response.request().headers()["origin"]).toBe(attackerOrigin);
  expect(response.status()).toBe(403);
  await expect(page.getByText("This request did not come from this site, so nothing was done.")).toBeVisible();

  // Credentialed fetches from the attacker's page (the browser sends the cookie: same site).
  await page.goto(
    fetchAttack([
      { path: "/logout", body: "", contentType: "application/x-www-form-urlencoded" },
      {
        path: "/hidden/admin/generators/save",
        body: `title=${encodeURIComponent(title)}&slug=${slug}&description=x&link=%2F`,
        contentType: "application/x-www-form-urlencoded",
      },
      { path: "/api/auth/sign-out", body: "{}", contentType: "text/plain" },
    ]),
  );
  await expect(page.locator("#state")).toHaveText("done");

  // Still signed in, and nothing was planted.
  await expectGeneratorAbsent(page, title);
  await page.goto("/hidden/admin/dashboard");
  await expect(page.getByText("Total Generators")).toBeVisible();
});

test("the admin's own dialog still saves a generator", async ({ page }) => {
  const id = uniqueSuffix();
  const title = `Own Generator ${id}`;
  await loginThroughForm(page);
  await page.goto("/hidden/admin/generators");
  await page.getByRole("button", { name: "Add New Generator" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Generator" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Saved from the site's own dialog.");
  await dialog.getByLabel("Link").fill("/generator-app");
  await dialog.getByTestId("generatorImage-file-input").setInputFiles(await pngFile("own.png", "#33aa66"));
  await dialog.getByRole("button", { name: "Create Generator" }).click();
  await expect(page.getByText("Generator created successfully")).toBeVisible();
  await expect(page.getByTestId("generator-card").filter({ hasText: title })).toBeVisible();
});

test("the workspace still generates (one credit), and an attacker's page cannot spend a credit", async ({ page }) => {
  await signUpVerified(page);
  await page.goto("/generator-app");
  const credits = page.getByTestId("options-panel").getByTestId("credits-remaining");
  await expect(credits).toHaveText("3");

  await page.goto(
    fetchAttack([
      {
        path: "/api/generations",
        body: `prompt=planted&model=flux&idempotencyKey=attack-${uniqueSuffix()}`,
        contentType: "application/x-www-form-urlencoded",
      },
      { path: "/api/adult-confirmation", body: "confirmed=true", contentType: "application/x-www-form-urlencoded" },
    ]),
  );
  await expect(page.locator("#state")).toHaveText("done");

  await page.goto("/generator-app");
  await expect(credits).toHaveText("3");
  await page.getByLabel("Describe your image").fill("a lighthouse on a cliff in a storm");
  await page.getByRole("main").getByRole("button", { name: "Generate", exact: true }).last().click();
  await expect(page.getByTestId("result-view")).toBeVisible();
  await expect(credits).toHaveText("2");
});
