// `npm run bench:ssr`: server throughput of the built site (scripts/lib/bench-server.js,
// with RATE_LIMIT=off). Warms each path up, then runs autocannon (uncompressed,
// BENCH_CONNECTIONS connections for BENCH_SECONDS s) on the home page, a generator list
// page and a small static asset in the same run, and prints req/s, p50, p99, errors and
// each page's ratio to the static asset. Exits non-zero when any request failed.
// BENCH_CPU_PROF=<folder> profiles the server; other settings (e.g. HTML_CACHE=off)
// reach the server from the environment.
import path from "node:path";
import autocannon from "autocannon";
import { startBuiltSite } from "./lib/bench-server.js";
import { setting } from "./lib/safe-remove.js";

const WARM_UP_SECONDS = 3;
const connections = Number(setting("BENCH_CONNECTIONS", "50"));
const seconds = Number(setting("BENCH_SECONDS", "10"));
const targets = [
  { name: "/", path: "/" },
  { name: "/uncensored-ai-generator", path: "/uncensored-ai-generator" },
  { name: "static /favicon.svg", path: "/favicon.svg", isStatic: true },
];

/** autocannon at `url`; no Accept-Encoding, so the answers are uncompressed. */
function load(url, duration) {
  return autocannon({ url, connections, duration, timeout: 10 });
}

// BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile of the run there when it stops.
const profileDir = setting("BENCH_CPU_PROF");
const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
const site = await startBuiltSite({ name: "ssr", env: { RATE_LIMIT: "off" }, nodeArgs });
const base = site.base;
let failed = false;
try {
  const results = [];
  for (const target of targets) {
    const check = await fetch(base + target.path, { redirect: "manual" });
    await check.arrayBuffer();
    if (check.status !== 200) throw new Error(`${target.path} answered ${check.status}`);
    await load(base + target.path, WARM_UP_SECONDS);
    const result = await load(base + target.path, seconds);
    const errors = result.errors + result.timeouts + result.non2xx;
    if (errors > 0) failed = true;
    results.push({ ...target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors });
  }

  const staticRps = results.find((r) => r.isStatic).rps;
  console.log(`${connections} connections, ${seconds} s each, uncompressed, Node ${process.version}`);
  console.log(`| path | req/s | p50 | p99 | errors + non-2xx | × static |`);
  console.log(`|---|---|---|---|---|---|`);
  for (const r of results) {
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${(r.rps / staticRps).toFixed(3)} |`);
  }
} finally {
  await site.stop();
}
if (failed) {
  console.error("some requests failed (errors, timeouts or non-2xx answers)");
  process.exit(1);
}
