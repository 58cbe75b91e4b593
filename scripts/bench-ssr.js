// `npm run bench:ssr`: server throughput of the built site (scripts/lib/bench-server.js,
// with RATE_LIMIT=off). Runs the site twice, with the HTML cache (ADR 020) and with
// HTML_CACHE=off (BENCH_SSR_MODES=cache,no-cache picks either). In each run it warms each
// path up, then runs autocannon (uncompressed, BENCH_CONNECTIONS connections for
// BENCH_SECONDS s) on the home page, a generator list page and a small static asset;
// the uncached run adds the home page and the workspace (/generator-app) signed in, with
// the session cookie of a bench user it signs up (scripts/lib/bench-user.js). Prints
// req/s, p50, p99, errors and each page's ratio to the static asset of the same run.
// Exits non-zero when any request failed.
// Also prints the server process's CPU time per request over the measured run (Linux /proc),
// the figure that stays steady when the machine is shared.
// BENCH_CPU_PROF=<folder> profiles the server (one .cpuprofile per run, named after it);
// BENCH_PATHS=<name>,<name> keeps only the targets so named (e.g. "/generator-app signed in").
import { readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { startBuiltSite } from "./lib/bench-server.js";
import { signedInCookie } from "./lib/bench-user.js";
import { setting } from "./lib/safe-remove.js";

const WARM_UP_SECONDS = 3;
const connections = Number(setting("BENCH_CONNECTIONS", "50"));
const seconds = Number(setting("BENCH_SECONDS", "10"));
const MODES = ["cache", "no-cache", "bare"];
const modes = setting("BENCH_SSR_MODES", MODES.join(","))
  .split(",")
  .map((m) => m.trim());
const only = setting("BENCH_PATHS", "")
  .split(",")
  .map((p) => p.trim())
  .filter(Boolean);
for (const mode of modes) if (!MODES.includes(mode)) throw new Error(`BENCH_SSR_MODES: unknown mode "${mode}"`);

const anonymousTargets = [
  { name: "/", path: "/" },
  { name: "/uncensored-ai-generator", path: "/uncensored-ai-generator" },
];
const signedInTargets = [
  { name: "/ signed in", path: "/", signedIn: true },
  { name: "/generator-app signed in", path: "/generator-app", signedIn: true },
];
const bareTargets = [{ name: "bare React Router page", path: "/", isBare: true }];
const staticTarget = { name: "static /favicon.svg", path: "/favicon.svg", isStatic: true };

const MODE_LABELS = { cache: "HTML cache on", "no-cache": "HTML_CACHE=off", bare: "bare React Router" };

/** autocannon at `url`; no Accept-Encoding, so the answers are uncompressed. */
function load(url, duration, headers) {
  return autocannon({ url, connections, duration, timeout: 10, headers });
}

const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU milliseconds the process `pid` has used so far (null off Linux). */
function cpuMillis(pid) {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

// BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile of the run there when it stops.
const profileDir = setting("BENCH_CPU_PROF");

async function run(mode) {
  const cached = mode === "cache";
  const nodeArgs = profileDir
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`, `--cpu-prof-name=ssr-${mode}-${Date.now()}.cpuprofile`]
    : [];
  const site =
    mode === "bare"
      ? await startBuiltSite({
          name: "ssr-bare",
          project: "scripts/bench/bare-react-router",
          serverScript: "scripts/lib/bare-react-router-server.js",
          nodeArgs,
        })
      : await startBuiltSite({ name: "ssr", env: { RATE_LIMIT: "off", HTML_CACHE: cached ? "on" : "off" }, nodeArgs });
  const pages = mode === "bare" ? bareTargets : [...anonymousTargets, ...(cached ? [] : signedInTargets)];
  const targets = pages.filter((t) => only.length === 0 || only.includes(t.name));
  targets.unshift(staticTarget);
  const results = [];
  try {
    const user = targets.some((t) => t.signedIn) ? await signedInCookie(site) : undefined;
    for (const target of targets) {
      const headers = target.signedIn ? { cookie: user.cookie } : {};
      const check = await fetch(site.base + target.path, { redirect: "manual", headers });
      const html = await check.text();
      if (check.status !== 200) throw new Error(`${target.name} answered ${check.status}`);
      // A signed-in page that rendered signed out would measure the wrong thing (the root loader names the user).
      if (target.signedIn && !html.includes(user.email)) throw new Error(`${target.name} did not render signed in`);
      await load(site.base + target.path, WARM_UP_SECONDS, headers);
      const cpuBefore = cpuMillis(site.pid);
      const result = await load(site.base + target.path, seconds, headers);
      const cpuAfter = cpuMillis(site.pid);
      const errors = result.errors + result.timeouts + result.non2xx;
      const cpuPerRequest = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / Math.max(1, result.requests.total);
      results.push({ ...target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, cpuPerRequest });
    }
  } finally {
    await site.stop();
  }
  return results;
}

let failed = false;
const rows = [];
let bareRatio = null;
for (const mode of modes) {
  const results = await run(mode);
  const staticRps = results.find((r) => r.isStatic).rps;
  const bare = results.find((r) => r.isBare);
  if (bare) bareRatio = bare.rps / staticRps;
  for (const r of results) {
    if (r.errors > 0) failed = true;
    rows.push(
      `| ${MODE_LABELS[mode]} | ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${(r.rps / staticRps).toFixed(3)} | ${r.cpuPerRequest === null ? "–" : r.cpuPerRequest.toFixed(2)} |`,
    );
  }
}
console.log(`${connections} connections, ${seconds} s each, uncompressed, Node ${process.version}`);
console.log(`| run | path | req/s | p50 | p99 | errors + non-2xx | × static | server CPU ms / request |`);
console.log(`|---|---|---|---|---|---|---|---|`);
for (const row of rows) console.log(row);
if (bareRatio !== null) console.log(`half a bare React Router page (issue 30's bar on this machine): ${(bareRatio / 2).toFixed(3)} × static`);
if (failed) {
  console.error("some requests failed (errors, timeouts or non-2xx answers)");
  process.exit(1);
}
