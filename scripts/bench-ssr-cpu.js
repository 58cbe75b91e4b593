// `npm run bench:ssr-cpu`: the server CPU each uncached page costs, measured inside the
// server's own process, for a machine too noisy for bench:ssr's req/s (other tenants
// slow the load generator and the static file as much as the pages). Builds the site
// (scripts/lib/bench-server.js; BENCH_BUILD_DIR=<folder> reuses a build), starts it in
// this process with HTML_CACHE=off and RATE_LIMIT=off, signs a bench user up, then calls
// the built app's `fetch` BENCH_REQUESTS times per round (8 at once) for each page and
// prints each round's CPU milliseconds per request (process.cpuUsage) and their median.
// BENCH_ROUNDS rounds (default 5) after a warm-up of 150 requests; compare builds by
// running this on each, one after the other, more than once.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildSite, freePort, siteEnv, sleep } from "./lib/bench-server.js";
import { signedInCookie } from "./lib/bench-user.js";
import { removeScratchDir, setting } from "./lib/safe-remove.js";

const REQUESTS = Number(setting("BENCH_REQUESTS", "300"));
const ROUNDS = Number(setting("BENCH_ROUNDS", "5"));
const AT_ONCE = 8;
const WARM_UP = 150;
const TARGETS = [
  { name: "/", path: "/" },
  { name: "/uncensored-ai-generator", path: "/uncensored-ai-generator" },
  { name: "/ signed in", path: "/", signedIn: true },
  { name: "/generator-app signed in", path: "/generator-app", signedIn: true },
];

const site = buildSite({ name: "ssr-cpu" });
const work = mkdtempSync(path.join(tmpdir(), "uai-ssr-cpu-"));
const port = String(await freePort());
Object.assign(
  process.env,
  siteEnv({ buildDir: site.buildDir, dataDir: path.join(work, "data"), port, extraEnv: { HTML_CACHE: "off", RATE_LIMIT: "off" } }),
);
delete process.env.DATABASE_URL;

const base = `http://127.0.0.1:${port}`;
let exitCode = 0;
try {
  await import("../server/main.js");
  for (
    let tries = 0;
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ));
    tries++
  ) {
    if (tries > 360) throw new Error("the site did not become healthy in 3 minutes");
    await sleep(500);
  }
  const user = await signedInCookie({ base, dataDir: process.env.DATA_DIR });
  // The same module instance server/main.js loaded: its app, called without a socket.
  const { app } = await import(pathToFileURL(path.join(site.buildDir, "server/index.js")).href);

  const fetchPage = async (target) => {
    const headers = target.signedIn ? { cookie: user.cookie } : {};
    const response = await app.fetch(new Request(base + target.path, { headers }));
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${target.name} answered ${response.status}`);
    if (target.signedIn && !html.includes(user.email)) throw new Error(`${target.name} did not render signed in`);
  };
  const run = async (target, count) => {
    let started = 0;
    const worker = async () => {
      while (started++ < count) await fetchPage(target);
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
  };

  console.log(`${REQUESTS} requests a round, ${AT_ONCE} at once, ${ROUNDS} rounds, in-process, Node ${process.version}`);
  console.log("| path | CPU ms / request, median | rounds |");
  console.log("|---|---|---|");
  for (const target of TARGETS) {
    await run(target, WARM_UP);
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const before = process.cpuUsage();
      await run(target, REQUESTS);
      const used = process.cpuUsage(before);
      rounds.push((used.user + used.system) / 1000 / REQUESTS);
    }
    const median = [...rounds].sort((a, b) => a - b)[Math.floor(rounds.length / 2)];
    console.log(`| ${target.name} | ${median.toFixed(2)} | ${rounds.map((ms) => ms.toFixed(2)).join(", ")} |`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  removeScratchDir(work);
  site.remove();
}
// The site's server, database and background work stop with the process.
process.exit(exitCode);
