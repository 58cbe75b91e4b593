import { describe, expect, it, vi } from "vitest";
import { API_OPERATIONS } from "~/features/api-docs/api-operations.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser } from "../../../tests/factories";

// /docs/api and GET /api/openapi.json through the whole app: public, cacheable,
// and the page shows every operation of the document with its examples.

vi.mock("virtual:react-router/server-build", () => import("../../../tests/setup/react-router-build"));
const { app } = await import("../../../server/app");

const site = () => getEnv().PUBLIC_URL;
/** The page's text as a reader sees it (React escapes quotes and ampersands in the markup). */
const decode = (html: string) =>
  html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&").replaceAll("&lt;", "<").replaceAll("&gt;", ">");

describe("GET /api/openapi.json", () => {
  it("answers the document to anyone, from any origin, cacheable", async () => {
    const answer = await app.request(`${site()}/api/openapi.json`, { headers: { origin: "http://elsewhere.example" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=300");
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    const document = (await answer.json()) as { openapi: string; servers: { url: string }[]; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers[0].url).toBe(site());
    expect(Object.keys(document.paths)).toContain("/api/generations/{id}/events");
  });
});

describe("/docs/api", () => {
  it("renders every operation with its method, path, who may call it, and curl and TypeScript calls", async () => {
    const answer = await app.request(`${site()}/docs/api`);
    expect(answer.status).toBe(200);
    const html = decode(await answer.text());
    expect(html).toContain("<h1");
    expect(html).toContain("API documentation");
    for (const operation of API_OPERATIONS) {
      expect(html, `${operation.method} ${operation.path}`).toContain(`>${operation.path}</code>`);
      expect(html).toContain(operation.summary);
    }
    // Examples built from the document: the generate call with its key, idempotency key and body.
    expect(html).toContain(`curl -X POST "${site()}/api/generations"`);
    expect(html).toContain('-H "Authorization: Bearer $API_KEY"');
    expect(html).toContain('-H "Idempotency-Key: $(uuidgen)"');
    expect(html).toContain('"Idempotency-Key": crypto.randomUUID()');
    expect(html).toContain('"prompt": "a lighthouse at dusk, oil painting"');
    expect(html).toContain("Answer 202 (application/json)");
    expect(html).toContain("examples/generate.mjs");
    expect(html).toContain(`An API key with the "generate" scope, or the signed-in session`);
    expect(html).toContain("Signed-in session on this site only (not an API key)");
    // The guide: keys, limits, idempotency, events and webhook signatures.
    for (const heading of ["Keys", "Errors", "Rate limits", "Idempotency", "Following progress", "Webhooks"])
      expect(html).toContain(`>${heading}</h2>`);
    expect(html).toContain("Each key may make 120 requests a minute");
    expect(html).toContain("event: succeeded");
    expect(html).toContain('createHmac("sha256", key)');
    expect(html).toContain("webhook-signature");
    expect(html).toContain('href="/api/openapi.json"');
  });

  it("is kept by the public HTML cache: the second anonymous visit is served from it", async () => {
    await app.request(`${site()}/docs/api`);
    const again = await app.request(`${site()}/docs/api`);
    expect(again.status).toBe(200);
    expect(again.headers.get("x-cache")).toMatch(/hit/i);
  });

  it("is linked from /account/api", async () => {
    const { cookie } = await createSignedInUser();
    const page = await app.request(`${site()}/account/api`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('href="/docs/api"');
  });
});
