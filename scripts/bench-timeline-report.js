// Reads a BENCH_TIMELINE log (server/bench-timeline.js) and prints where the slowest 1 % of
// requests spent their time, beside the median request: `node scripts/bench-timeline-report.js <file> [url]`.
import { readFileSync } from "node:fs";

const [file, onlyUrl] = process.argv.slice(2);
const lines = readFileSync(file, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const gcs = lines.filter((l) => l.gc !== undefined);
const loops = lines.filter((l) => l.loop);
const requests = lines.filter((l) => l.marks && (!onlyUrl || l.url === onlyUrl));

/** Length of the union of [start, end] intervals. */
function unionLength(intervals) {
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of intervals.sort((a, b) => a[0] - b[0])) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

function phases(r) {
  const at = (label) => r.marks.find(([l]) => l === label)?.[1];
  const start = at("request");
  const calls = [];
  const open = [];
  let exec = 0;
  let runStart;
  let queries = 0;
  for (const [label, t] of r.marks) {
    if (label === "q-call") {
      open.push(t);
      queries++;
    }
    if (label === "q-done") calls.push([open.shift(), t]);
    if (label === "q-run") runStart = t;
    if (label === "q-ran") exec += t - runStart;
  }
  const firstCall = calls.length ? Math.min(...calls.map((c) => c[0])) : undefined;
  const dbPending = unionLength(calls);
  const render = at("render");
  const shell = at("shell");
  return {
    total: at("last-byte") - start,
    admissionWait: (at("admitted") ?? start) - start,
    beforeFirstQuery: firstCall === undefined ? NaN : firstCall - start,
    queries,
    dbPending,
    dbExec: exec,
    toRender: render - start,
    renderToShell: shell - render,
    shellToFirstByte: at("first-byte") - shell,
    firstToLastByte: at("last-byte") - at("first-byte"),
    newConnection: r.nth === 1 ? start - r.accepted : 0,
    start,
  };
}

const all = requests.map(phases).sort((a, b) => a.total - b.total);
const pick = (q) => all[Math.min(all.length - 1, Math.floor(q * all.length))];
const fmt = (p) =>
  Object.entries(p)
    .filter(([k]) => k !== "start")
    .map(([k, v]) => `${k} ${typeof v === "number" ? v.toFixed(1) : v}`)
    .join(", ");
console.log(`${all.length} requests${onlyUrl ? ` to ${onlyUrl}` : ""}`);
for (const q of [0.5, 0.9, 0.99]) console.log(`p${q * 100}: ${fmt(pick(q))}`);
const slowest = all.slice(Math.floor(all.length * 0.99));
const mean = (key, rows) => rows.reduce((s, r) => s + r[key], 0) / rows.length;
const keys = Object.keys(all[0]).filter((k) => k !== "start");
console.log(`slowest 1 % (${slowest.length}), mean: ${keys.map((k) => `${k} ${mean(k, slowest).toFixed(1)}`).join(", ")}`);
const middle = all.slice(Math.floor(all.length * 0.45), Math.floor(all.length * 0.55));
console.log(`middle 10 %, mean: ${keys.map((k) => `${k} ${mean(k, middle).toFixed(1)}`).join(", ")}`);
const gcTotal = gcs.reduce((s, g) => s + g.ms, 0);
console.log(`GC: ${gcs.length} pauses, ${gcTotal.toFixed(0)} ms in all, longest ${Math.max(0, ...gcs.map((g) => g.ms)).toFixed(1)} ms`);
console.log(
  `event loop delay, worst second: max ${Math.max(0, ...loops.map((l) => l.loop.max)).toFixed(0)} ms; mean of p99s ${(loops.reduce((s, l) => s + l.loop.p99, 0) / Math.max(1, loops.length)).toFixed(0)} ms`,
);
