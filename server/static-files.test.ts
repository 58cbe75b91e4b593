import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono, type Context } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { listStaticFiles, onlyListedFiles } from "./static-files.js";

const root = mkdtempSync(path.join(tmpdir(), "static-files-"));
mkdirSync(path.join(root, "assets", "deep"), { recursive: true });
writeFileSync(path.join(root, "favicon.svg"), "<svg/>");
writeFileSync(path.join(root, "assets", "app-1a2b.js"), "1");
writeFileSync(path.join(root, "assets", "deep", "x.css"), "2");
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("listStaticFiles", () => {
  it("lists every file under the root by its URL path, and no directory", () => {
    expect([...listStaticFiles(root)].sort()).toEqual(["/assets/app-1a2b.js", "/assets/deep/x.css", "/favicon.svg"]);
  });
});

describe("onlyListedFiles", () => {
  const app = new Hono();
  const files = listStaticFiles(root);
  app.use(
    "*",
    onlyListedFiles(files, (c: Context) => c.text(`file ${c.req.path}`)),
  );
  app.get("*", (c) => c.text(`page ${c.req.path}`));

  it("serves a listed file and passes every other path to the pages", async () => {
    expect(await (await app.request("/favicon.svg")).text()).toBe("file /favicon.svg");
    expect(await (await app.request("/assets/deep/x.css")).text()).toBe("file /assets/deep/x.css");
    expect(await (await app.request("/generator-app")).text()).toBe("page /generator-app");
    expect(await (await app.request("/assets")).text()).toBe("page /assets");
  });

  it("does not let a path climb out of the root to a file the list lacks", async () => {
    expect(await (await app.request("/assets/../favicon.svg")).text()).toBe("file /favicon.svg");
    expect(await (await app.request("/%2e%2e/etc/passwd")).text()).toMatch(/^page /);
    expect(await (await app.request("/assets/%2e%2e/%2e%2e/package.json")).text()).toMatch(/^page /);
  });
});
