// `npm run bench:page-weight`: JavaScript a first visit downloads per public page
// (gzip bytes of every module the server-rendered HTML loads or preloads), against
// the 140 KB budget of DESIGN.md for the home page. Builds into build-bench-<pid>/
// (inside the project, so the server build resolves node_modules), serves it with a
// fresh temporary data folder and exits non-zero when the home page is over.
// `--verbose` lists each page's modules; BENCH_BUILD_DIR=<folder> reuses a build.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { removeScratchDir, setting } from "./lib/safe-remove.js";

const BUDGET = 140 * 1024;
const BOOT_TIMEOUT_MS = 180_000;
const pages = ["/", "/uncensored-ai-generator", "/apps", "/ai-images", "/generator-app"];
const verbose = process.argv.includes("--verbose");

const work = mkdtempSync(path.join(tmpdir(), "uai-weight-"));
const ownBuild = !setting("BENCH_BUILD_DIR");
const buildDir = path.resolve(setting("BENCH_BUILD_DIR", `build-bench-${process.pid}`));
const port = String(await freePort());
const env = { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir, DATA_DIR: path.join(work, "data"), PORT: port, LOG_LEVEL: "warn" };
delete env.DATABASE_URL;

/** A port nobody listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: picked } = probe.address();
      probe.close(() => resolve(picked));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every /assets/*.js the HTML makes the browser fetch at once: module preloads and the inline module script. */
function scriptsOf(html) {
  const hrefs = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel=["']?modulepreload/.test(tag)) continue;
    const href = tag.match(/\bhref=["']?([^"'\s>]+)/)?.[1];
    if (href?.startsWith("/assets/") && href.endsWith(".js")) hrefs.add(href);
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, href] of body.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\/assets\/[^"']+\.js)["']/g)) hrefs.add(href);
  }
  return [...hrefs];
}

const cleanUp = () => {
  removeScratchDir(work);
  if (ownBuild) removeScratchDir(buildDir);
};

if (ownBuild) {
  console.error(`building into ${buildDir} ...`);
  const built = spawnSync("npx", ["react-router", "build"], { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (built.status !== 0) {
    process.stderr.write(`${built.stdout ?? ""}${built.stderr ?? ""}`);
    cleanUp();
    throw new Error(`build failed (exit ${built.status})`);
  }
}

// The server's own output is kept so that a crash at start says why.
const server = spawn("node", ["server/main.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
let serverOutput = "";
const keep = (chunk) => {
  serverOutput = (serverOutput + chunk).slice(-20_000);
};
server.stdout.setEncoding("utf8").on("data", keep);
server.stderr.setEncoding("utf8").on("data", keep);
let exited = null;
server.on("exit", (code, signal) => {
  exited = { code, signal };
});

let overBudget = false;
try {
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  let healthy = false;
  while (!healthy) {
    if (exited) throw new Error(`server exited at start (code ${exited.code}, signal ${exited.signal}):\n${serverOutput}`);
    if (Date.now() > deadline) throw new Error(`server not healthy after ${BOOT_TIMEOUT_MS / 1000} s:\n${serverOutput}`);
    healthy = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) })
      .then((r) => r.status === 200)
      .catch(() => false);
    if (!healthy) await sleep(500);
  }

  console.log(`| page | modules | JS gzip | JS raw | budget 140 KB |`);
  console.log(`|---|---|---|---|---|`);
  for (const page of pages) {
    const response = await fetch(base + page, { redirect: "manual" });
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    const hrefs = scriptsOf(await response.text());
    let gzip = 0;
    let raw = 0;
    const rows = [];
    for (const href of hrefs) {
      const bytes = readFileSync(path.join(buildDir, "client", href));
      const size = gzipSync(bytes).length;
      gzip += size;
      raw += bytes.length;
      rows.push([size, href]);
    }
    const ok = gzip <= BUDGET;
    if (page === "/" && !ok) overBudget = true;
    console.log(`| ${page} | ${hrefs.length} | ${kb(gzip)} | ${kb(raw)} | ${ok ? "ok" : "OVER"} |`);
    if (verbose) for (const [size, href] of rows.sort((a, b) => b[0] - a[0])) console.log(`|   | ${href} | ${kb(size)} | | |`);
  }
} finally {
  if (!exited) {
    server.kill("SIGTERM");
    await Promise.race([new Promise((resolve) => server.once("exit", resolve)), sleep(5_000)]);
    if (!exited) server.kill("SIGKILL");
  }
  cleanUp();
}
if (overBudget) {
  console.error("the home page is over the 140 KB budget");
  process.exit(1);
}
