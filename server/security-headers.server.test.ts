import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { markStartupDone } from "~/services/instance/startup-state.server";
import { getStorage, makeStorageKey } from "~/services/storage/storage.server";
import { getEnv, resetEnvCache } from "~/utils/env.server";
import { HSTS, securityHeaders } from "./security-headers";

// The security headers on every kind of answer: pages, API answers, refusals,
// stored files (whose own sandbox CSP must survive) and static files served the
// way server/main.js serves build/client. HSTS only for an https site.

vi.mock("virtual:react-router/server-build", () => import("../tests/setup/react-router-build"));
const { app } = await import("./app");
// /healthz is 200 only after start-up work (boot), which these tests do not run.
markStartupDone();

const SVG_SANDBOX = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
const originalPublicUrl = process.env.PUBLIC_URL;

afterEach(() => {
  process.env.PUBLIC_URL = originalPublicUrl;
  resetEnvCache();
});

function usePublicUrl(url: string) {
  process.env.PUBLIC_URL = url;
  resetEnvCache();
}

const get = (pathname: string, init: RequestInit = {}) => app.request(`${getEnv().PUBLIC_URL}${pathname}`, init);

function expectFramingForbidden(headers: Headers) {
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
}

/** An outer app like server/main.js's: static files first, then the site. */
function productionLikeServer() {
  const root = mkdtempSync(path.join(tmpdir(), "uai-static-"));
  writeFileSync(path.join(root, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const assets = path.join(root, "assets");
  mkdirSync(assets);
  writeFileSync(path.join(assets, "entry-abc123.js"), "console.log('hi')");
  const outer = new Hono();
  outer.use("*", securityHeaders());
  outer.use("/assets/*", serveStatic({ root: path.relative(process.cwd(), root) }));
  outer.use("*", serveStatic({ root: path.relative(process.cwd(), root) }));
  outer.route("/", app);
  return outer;
}

describe("a stored SVG file", () => {
  it("keeps its own sandbox CSP, and still may not be framed", async () => {
    const key = makeStorageKey("svg");
    await getStorage().put({ bucket: "media_library", key }, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), "image/svg+xml");
    const response = await get(`/files/media_library/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toBe(`${SVG_SANDBOX}; frame-ancestors 'none'`);
    expectFramingForbidden(response.headers);
  });
});

describe("the site's own answers", () => {
  it("carry the site-wide headers: pages, the health check and refusals alike", async () => {
    for (const response of [
      await get("/healthz"),
      await get("/api/adult-confirmation", { method: "POST", headers: { origin: "http://evil.example" } }),
      await get("/api/credits", {
        method: "POST",
        headers: { "content-length": String(2 * 1024 * 1024), "content-type": "application/json" },
        body: "{}",
      }),
    ]) {
      expectFramingForbidden(response.headers);
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    }
  });
});

describe("Strict-Transport-Security", () => {
  it("is not sent for a plain http site", async () => {
    usePublicUrl("http://localhost:3999");
    expect((await get("/healthz")).headers.get("strict-transport-security")).toBeNull();
  });

  it("is one year with sub-domains for an https site", async () => {
    usePublicUrl("https://images.example.com");
    expect(HSTS).toBe("max-age=31536000; includeSubDomains");
    expect((await get("/healthz")).headers.get("strict-transport-security")).toBe(HSTS);
  });
});

describe("static files, served as server/main.js serves build/client", () => {
  it("get nosniff and the frame headers: /assets/*, /favicon.svg", async () => {
    const outer = productionLikeServer();
    for (const pathname of ["/assets/entry-abc123.js", "/favicon.svg"]) {
      const response = await outer.request(`${getEnv().PUBLIC_URL}${pathname}`);
      expect(response.status, pathname).toBe(200);
      expectFramingForbidden(response.headers);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("get HSTS when the site is https", async () => {
    usePublicUrl("https://images.example.com");
    const response = await productionLikeServer().request("https://images.example.com/favicon.svg");
    expect(response.headers.get("strict-transport-security")).toBe(HSTS);
  });

  it("are headed once when the site's own middleware runs again behind them", async () => {
    const outer = productionLikeServer();
    const response = await outer.request(`${getEnv().PUBLIC_URL}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")?.match(/frame-ancestors/g)).toHaveLength(1);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });
});
