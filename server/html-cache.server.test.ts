import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { invalidateCatalogCache } from "~/features/catalog/cache.server";
import { appFormSchema } from "~/features/catalog/catalog-schemas";
import { saveApp } from "~/features/catalog/save-app.server";
import { getEnv } from "~/utils/env.server";
import { createApp, createSignedInUser } from "../tests/factories";
import { createHtmlCache, type HtmlCache, htmlCacheSetting, pickEncoding } from "./html-cache";
import { SCRIPT_HASHES_HEADER } from "./html-cache-csp";

// The HTML cache for anonymous public pages, through the whole app. The site's
// production CSP (script nonce + 'strict-dynamic') is what the cache must keep
// safe, so the security headers module is loaded as in production (React stays
// in its test build: Vitest compiles JSX for the development runtime).

vi.mock("virtual:react-router/server-build", () => import("../tests/setup/react-router-build"));
process.env.NODE_ENV = "production";
await import("./security-headers");
process.env.NODE_ENV = "test";
const { app } = await import("./app");

const get = (pathname: string, init: RequestInit = {}) => app.request(`${getEnv().PUBLIC_URL}${pathname}`, init);

function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes))
    .map(([, , body]) => body);
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function scriptSources(response: Response) {
  const policy = response.headers.get("content-security-policy") ?? "";
  return /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1].split(/\s+/) ?? [];
}

beforeEach(() => {
  invalidateCatalogCache();
});

describe("anonymous public pages", () => {
  it("are rendered once: the second GET is a hit with the same body and headers", async () => {
    await createApp({ slug: "cached-app", title: "Cached App" });
    const first = await get("/apps");
    const second = await get("/apps");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(second.headers.get("x-cache")).toBe("hit");
    const body = await second.text();
    expect(body).toBe(await first.text());
    expect(body).toContain("Cached App");
    expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(second.headers.get("x-frame-options")).toBe("DENY");
    expect(second.headers.get(SCRIPT_HASHES_HEADER)).toBeNull();
  });

  it("keep a separate entry per query string", async () => {
    await get("/apps?page=1");
    expect((await get("/apps?page=2")).headers.get("x-cache")).toBe("miss");
    expect((await get("/apps?page=1")).headers.get("x-cache")).toBe("hit");
  });

  it("carry no nonce: their CSP allows exactly the page's inline scripts by hash", async () => {
    await get("/");
    const hit = await get("/");
    const html = await hit.text();
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(html).not.toMatch(/\bnonce=/);
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    const sources = scriptSources(hit);
    expect(sources.filter((s) => s.startsWith("'nonce-"))).toEqual([]);
    expect(sources.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...new Set(scripts.map(sha256))].sort());
    expect(sources).toContain("'strict-dynamic'");
    expect(hit.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
  });

  it("are whole documents: every streamed fallback is stored with its content", async () => {
    await createApp({ slug: "streamed-app", title: "Streamed App", featured: true });
    await get("/");
    const html = await (await get("/")).text();
    expect(html).toMatch(/<\/html>$/);
    expect(html).toContain("Streamed App");
    for (const [, id] of html.matchAll(/<template id="B:(\d+)"><\/template>/g)) {
      expect(html).toContain(`id="S:${id}"`);
      expect(html).toContain(`$RC("B:${id}","S:${id}")`);
    }
  });

  it("answer gzip and brotli from the stored bodies, per Accept-Encoding", async () => {
    const plain = await (await get("/apps")).text();
    const br = await get("/apps", { headers: { "accept-encoding": "gzip, deflate, br" } });
    const gz = await get("/apps", { headers: { "accept-encoding": "gzip" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    for (const response of [br, gz]) {
      expect(response.headers.get("x-cache")).toBe("hit");
      expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(Number(response.headers.get("content-length"))).toBeLessThan(plain.length);
    }
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8")).toBe(plain);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(plain);
  });

  it("answer HEAD from the cache without a body", async () => {
    await get("/apps");
    const head = await get("/apps", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-cache")).toBe("hit");
    expect(await head.text()).toBe("");
  });

  it("show a catalogue write at once: the next GET is a miss with the new content", async () => {
    await get("/apps");
    expect((await get("/apps")).headers.get("x-cache")).toBe("hit");
    await saveApp(getDb(), { input: appFormSchema.parse({ title: "Freshly Saved App", slug: "freshly-saved", description: "New" }) });
    const after = await get("/apps");
    expect(after.headers.get("x-cache")).toBe("miss");
    expect(await after.text()).toContain("Freshly Saved App");
  });

  it("are not kept when they are not found", async () => {
    const first = await get("/apps/no-such-app");
    expect(first.status).toBe(404);
    expect((await get("/apps/no-such-app")).headers.get("x-cache")).not.toBe("hit");
    // Rendered without a nonce all the same: its scripts are allowed by hash.
    const html = await first.text();
    expect(
      scriptSources(first)
        .filter((s) => s.startsWith("'sha256-"))
        .sort(),
    ).toEqual([...new Set(inlineScripts(html).map(sha256))].sort());
  });
});

describe("requests the cache never sees", () => {
  it("a signed-in visitor's page is neither served from the cache nor stored, and keeps a fresh nonce", async () => {
    const { cookie } = await createSignedInUser();
    const signedIn = await get("/", { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect((await get("/")).headers.get("x-cache")).toBe("miss");
    expect((await get("/")).headers.get("x-cache")).toBe("hit");
    const again = await get("/", { headers: { cookie } });
    expect(again.headers.get("x-cache")).toBeNull();
    const nonces = [signedIn, again].map((r) => scriptSources(r).find((s) => s.startsWith("'nonce-")));
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(await again.text()).toContain(`nonce="${nonces[1]!.slice(7, -1)}"`);
  });

  it("any Cookie header at all bypasses it", async () => {
    const response = await get("/apps", { headers: { cookie: "toast=whatever" } });
    expect(response.headers.get("x-cache")).toBeNull();
  });

  it("POST is never cached", async () => {
    const post = await get("/apps", { method: "POST", headers: { origin: getEnv().PUBLIC_URL }, body: "" });
    expect(post.status).toBe(405);
    expect(post.headers.get("x-cache")).toBeNull();
    expect((await get("/apps")).headers.get("x-cache")).toBe("miss");
  });

  it("pages outside the public list are not cached", async () => {
    expect((await get("/auth")).headers.get("x-cache")).toBeNull();
    expect((await get("/account")).headers.get("x-cache")).toBeNull();
  });
});

describe("what the cache keeps (its own harness)", () => {
  function harness(answer: (cache: HtmlCache) => Response) {
    const cache = createHtmlCache();
    const site = new Hono();
    site.use("*", cache.middleware);
    site.get("*", () => answer(cache));
    return { cache, request: (path: string) => site.request(`http://localhost${path}`) };
  }

  it("an answer that sets a cookie is not kept", async () => {
    const { cache, request } = harness(() => new Response("<p>hi</p>", { headers: { "content-type": "text/html", "set-cookie": "a=b" } }));
    await request("/");
    const again = await request("/");
    expect(again.headers.get("set-cookie")).toBe("a=b");
    expect(cache.size()).toBe(0);
  });

  it("a redirect is not kept", async () => {
    const { cache, request } = harness(() => new Response(null, { status: 302, headers: { location: "/" } }));
    expect((await request("/ai-anything")).status).toBe(302);
    expect(cache.size()).toBe(0);
  });

  it("clear() empties it, and a page rendered across a clear is not stored", async () => {
    let writeDuringRender = false;
    const { cache, request } = harness((own) => {
      if (writeDuringRender) own.clear();
      return new Response("<p>page</p>", { headers: { "content-type": "text/html" } });
    });
    await request("/apps");
    expect(cache.size()).toBe(1);
    cache.clear();
    expect(cache.size()).toBe(0);
    writeDuringRender = true;
    await request("/apps");
    expect(cache.size()).toBe(0);
  });

  it("entries expire after the TTL", async () => {
    const cache = createHtmlCache({ ttlMs: -1 });
    const site = new Hono();
    site.use("*", cache.middleware);
    site.get("*", () => new Response("<p>x</p>", { headers: { "content-type": "text/html" } }));
    await site.request("http://localhost/apps");
    expect((await site.request("http://localhost/apps")).headers.get("x-cache")).toBe("miss");
  });
});

describe("settings and encodings", () => {
  it("HTML_CACHE is on by default, off with off, refused otherwise, and never on in development", () => {
    expect(htmlCacheSetting({ NODE_ENV: "production" })).toBe(true);
    expect(htmlCacheSetting({ NODE_ENV: "production", HTML_CACHE: "off" })).toBe(false);
    expect(htmlCacheSetting({ NODE_ENV: "development" })).toBe(false);
    expect(() => htmlCacheSetting({ HTML_CACHE: "maybe" })).toThrow(/HTML_CACHE/);
  });

  it("picks br, then gzip, by the client's preferences", () => {
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip, br;q=0.5")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("deflate")).toBe("identity");
    expect(pickEncoding("*")).toBe("br");
  });
});
