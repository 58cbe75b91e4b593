// scratch: in-process CPU per request and queries per request of the built site. BUILD_DIR must be set.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
const work = mkdtempSync(path.join(tmpdir(), "zz-inproc-"));
Object.assign(process.env, { NODE_ENV: "production", DATA_DIR: path.join(work, "data"), PORT: "39911", LOG_LEVEL: "warn", RATE_LIMIT: "off", HTML_CACHE: "off" });
delete process.env.DATABASE_URL;
let queries = 0; let qtime = 0; const seen = new Map();
for (const m of ["query", "exec"]) { const o = PGlite.prototype[m]; PGlite.prototype[m] = function (...a) { queries++; const t0 = performance.now(); const r = o.apply(this, a); r.then(() => { qtime += performance.now() - t0; }, () => {}); if (0) return; if (process.env.SHOWQ) { const k = String(a[0]).slice(0, 3000); seen.set(k, (seen.get(k) || 0) + 1); } return r; }; }
await import(path.resolve("server/main.js"));
const base = "http://127.0.0.1:39911";
for (;;) { const ok = await fetch(base + "/healthz").then((r) => r.ok).catch(() => false); if (ok) break; await new Promise((r) => setTimeout(r, 300)); }
const { signedInCookie } = await import("./lib/bench-user.js");
const { cookie } = await signedInCookie({ base, dataDir: process.env.DATA_DIR });
const built = await import(path.resolve(process.env.BUILD_DIR, "server/index.js"));
const paths = (process.env.PATHS || "/,/ signed,/generator-app signed,/uncensored-ai-generator").split(",");
const N = Number(process.env.N || 300), C = Number(process.env.C || 8);
for (const p of paths) {
  const [url, signed] = p.split(" ");
  const one = async () => { const r = await built.app.fetch(new Request(base + url, { headers: signed ? { cookie } : {} })); await r.arrayBuffer(); if (r.status !== 200) throw new Error(url + " " + r.status); };
  for (let i = 0; i < 60; i++) await one();
  queries = 0; seen.clear(); qtime = 0;
  await one(); const q1 = queries; qtime = 0;
  const shown = [...seen];
  const c0 = process.cpuUsage(); const t0 = performance.now();
  let left = N; await Promise.all(Array.from({ length: C }, async () => { while (left-- > 0) await one(); }));
  const c = process.cpuUsage(c0); const wall = performance.now() - t0;
  console.log(`${p.padEnd(24)} cpu ${((c.user + c.system) / 1000 / N).toFixed(2)} ms/req  wall ${(wall / N).toFixed(2)} ms/req  queries/req ${q1} query wall ${(qtime / N).toFixed(2)} ms/req`);
  if (process.env.SHOWQ) for (const [k, n] of shown) console.log("   ", n, k.replace(/\s+/g, " "));
}
process.exit(0);
