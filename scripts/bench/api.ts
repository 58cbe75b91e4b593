import { cpus, loadavg, totalmem } from "node:os";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import autocannon from "autocannon";
import { Hono } from "hono";
import { createApiKey } from "~/features/api-access/api-keys.server";
import { resetEnvCache } from "~/utils/env.server";
import { loader as creditsLoader } from "~/routes/resources/credits";
import { apiKeys } from "../../server/api-keys";
import { createSignedInUser } from "../../tests/factories";
import { openScratchDatabase } from "./scratch-database";

// `npm run bench:api` (issue 29): what an API key costs per request against the
// signed-in session, on GET /api/credits over a real socket, PostgreSQL. The
// app here is the key middleware (server/api-keys.ts: digest lookup, scope,
// per-key quota counter, headers) in front of the real /api/credits route; the
// session run goes through the same middleware without a key, so the route reads
// the better-auth session instead. Runs alternate (session, key, session, key)
// so load on the machine drifts evenly over both. Figures: docs/benchmarks.md.

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const ROUNDS = 2;

type Run = { p50: number; p99: number; rps: number; non2xx: number };

async function measure(url: string, headers: Record<string, string>, seconds: number): Promise<Run> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, non2xx: result.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runBenchmark(): Promise<number> {
  // The quota is part of every key request; set high enough that the bench never reaches it.
  process.env.API_RATE_LIMIT = "1000000";
  const { db, drop } = await openScratchDatabase(SERVER_URL, ["DATABASE_URL"]);
  resetEnvCache();
  const server = createAdaptorServer({
    fetch: new Hono().use("*", apiKeys()).get("/api/credits", (c) => creditsLoader({ request: c.req.raw } as never)).fetch,
  });
  try {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/credits`;
    const { cookie, user } = await createSignedInUser({ credits: 5 });
    const { key } = await createApiKey(db, user.id, { name: "bench", scopes: ["read"] });
    const session = { cookie };
    const bearer = { authorization: `Bearer ${key}` };

    console.log(`Benchmark: GET /api/credits, API key vs session, ${CONNECTIONS} connections, ${ROUNDS} x ${SECONDS} s each, PostgreSQL`);
    console.log(
      `machine: ${cpus().length} x ${cpus()[0]?.model.trim() ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average at start ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
    );
    // Warm-up: connections, prepared statements, JIT.
    await measure(url, session, 2);
    await measure(url, bearer, 2);
    const runs: Record<"session" | "key", Run[]> = { session: [], key: [] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.session.push(await measure(url, session, SECONDS));
      runs.key.push(await measure(url, bearer, SECONDS));
    }
    const failed = [...runs.session, ...runs.key].reduce((sum, run) => sum + run.non2xx, 0);
    const row = (name: string, list: Run[]) => {
      const p50 = median(list.map((r) => r.p50));
      const p99 = median(list.map((r) => r.p99));
      const rps = median(list.map((r) => r.rps));
      console.log(`${name.padEnd(8)} p50 ${p50.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   ${rps.toFixed(0)} req/s`);
      return { p50, p99, rps };
    };
    const s = row("session", runs.session);
    const k = row("API key", runs.key);
    console.log(
      `key - session: p50 ${(k.p50 - s.p50).toFixed(1)} ms, p99 ${(k.p99 - s.p99).toFixed(1)} ms, throughput ${((k.rps / s.rps) * 100).toFixed(0)} %`,
    );
    console.log(
      `load average at end ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}; non-2xx answers: ${failed}`,
    );
    return failed === 0 ? 0 : 1;
  } finally {
    await new Promise((resolve) => server.close(resolve));
    // Requests autocannon cut off at the end may still be answering: let them finish before the database goes.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await drop();
  }
}
