import { createHash } from "node:crypto";
import { expect, test, type APIResponse } from "@playwright/test";

// The production server (server/main.js) serves build/client itself, in front
// of the site: its static files carry the security headers too.

function expectNoSniffNoFraming(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
}

test("static files get nosniff and the frame headers, and no HSTS over plain http", async ({ request }) => {
  const home = await request.get("/");
  const html = await home.text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset, "a hashed script under /assets/ in the home page").toBeTruthy();
  for (const path of [asset!, "/favicon.svg", "/"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectNoSniffNoFraming(response);
    expect(response.headers()["strict-transport-security"], path).toBeUndefined();
  }
  expect((await request.get(asset!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("a page rendered for one visitor: its scripts carry the nonce of its Content-Security-Policy", async ({ request }) => {
  // Any cookie keeps a page out of the shared HTML cache (ADR 020), so it is rendered with a fresh nonce.
  const response = await request.get("/", { headers: { cookie: "e2e=1" } });
  expect(response.headers()["x-cache"]).toBeUndefined();
  const nonce = response.headers()["content-security-policy"].match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  const scriptNonces = [...(await response.text()).matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
  expect(scriptNonces.length).toBeGreaterThan(0);
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
});

test("a shared (cached) page: no nonce, its CSP allows exactly its inline scripts by hash", async ({ request }) => {
  await request.get("/");
  const response = await request.get("/");
  expect(response.headers()["x-cache"]).toBe("hit");
  const policy = response.headers()["content-security-policy"];
  expect(policy).not.toContain("'nonce-");
  const html = await response.text();
  expect(html).not.toMatch(/<script[^>]*\snonce=/);
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=/.test(attributes));
  const hashes = new Set(inline.map(([, , body]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`));
  const listed = new Set(
    /script-src ([^;]*)/
      .exec(policy)![1]
      .split(" ")
      .filter((source) => source.startsWith("'sha256-")),
  );
  expect(hashes.size).toBeGreaterThan(0);
  expect(listed).toEqual(hashes);
});
