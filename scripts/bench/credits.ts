import { randomBytes } from "node:crypto";
import { cpus, loadavg, totalmem } from "node:os";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { credits, generations, generationUsages, profiles, transactions, users } from "~/db/schema";
import { creditAccount, getBalance } from "~/features/credits/ledger.server";
import { generateRequestSchema } from "~/features/generation/generate-request-schema";
import { reserveGeneration } from "~/features/generation/reserve-generation.server";
import { runGeneration } from "~/features/generation/run-generation.server";
import { AppError } from "~/utils/errors";
import { openScratchDatabase } from "./scratch-database";

// The credit-safety benchmark of issue 3: on PostgreSQL, 200 concurrent
// generation requests (local engine) from one user holding 100 credits. Each
// request is a client that, like the workspace, tries again while the server
// answers 'A generation is already in progress', and stops at success or
// 'Insufficient credits'. Exactly 100 must succeed, and afterwards the balance,
// the ledger sum and the pending rows must all be 0.

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const START_CREDITS = Number(process.env.BENCH_CREDITS ?? 100);
const BASELINE = Number(process.env.BENCH_BASELINE ?? 20);

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createBenchUser(db: Database, amount: number) {
  const id = `bench_${randomBytes(8).toString("hex")}`;
  await db.insert(users).values({ id, email: `${id}@example.com`, name: "bench", emailVerified: true });
  await db.insert(profiles).values({ id });
  await db.insert(credits).values({ userId: id, amount: 0 });
  await db.transaction((tx) => creditAccount(tx, { userId: id, amount, description: "Benchmark credits" }));
  return id;
}

type Outcome = { kind: "succeeded" | "failed" | "insufficient"; serverMs: number; engineMs: number; attempts: number };

/** One client: keeps asking until the server says yes (then waits for the picture) or 'Insufficient credits'. */
async function client(db: Database, userId: string, index: number): Promise<Outcome> {
  const request = generateRequestSchema.parse({
    prompt: `benchmark picture ${index}: a lighthouse in a storm`,
    model: "flux",
    aspectRatio: "1:1",
    idempotencyKey: `bench-${index}-${randomBytes(6).toString("hex")}`,
  });
  for (let attempts = 1; ; attempts++) {
    const started = performance.now();
    try {
      const { generation } = await reserveGeneration(db, { userId, request });
      const running = performance.now();
      const done = await runGeneration(db, generation);
      const end = performance.now();
      return { kind: done.status === "succeeded" ? "succeeded" : "failed", serverMs: end - started, engineMs: end - running, attempts };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === "PAYMENT_REQUIRED") return { kind: "insufficient", serverMs: performance.now() - started, engineMs: 0, attempts };
      if (error.code !== "CONFLICT") throw error;
      // 'A generation is already in progress': try again later, backing off like a polite client.
      await sleep(Math.min(250, 10 * 2 ** Math.min(attempts, 5)) * (0.5 + Math.random()));
    }
  }
}

export async function runBenchmark(): Promise<number> {
  // The local engine serves every model: no provider keys.
  const { db, drop } = await openScratchDatabase(SERVER_URL, ["OPENAI_API_KEY", "OPENAI_BASE_URL", "FAL_KEY", "FAL_BASE_URL", "DATABASE_URL"]);
  let ok = false;
  try {
    const f = (n: number) => n.toFixed(1);
    console.log(`Benchmark: ${REQUESTS} concurrent generation requests, one user with ${START_CREDITS} credits, local engine, PostgreSQL`);
    console.log(
      `machine: ${cpus().length} x ${cpus()[0]?.model.trim() ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average at start ${loadavg()[0].toFixed(1)}`,
    );

    // Baseline: one generation at a time, no contention.
    const soloUser = await createBenchUser(db, BASELINE);
    const solo: Outcome[] = [];
    for (let i = 0; i < BASELINE; i++) solo.push(await client(db, soloUser, 10_000 + i));
    const soloMs = solo.map((o) => o.serverMs).sort((a, b) => a - b);
    console.log(
      `baseline, ${BASELINE} generations one after another: p50 ${f(percentile(soloMs, 50))} ms, p99 ${f(percentile(soloMs, 99))} ms per generation`,
    );

    const userId = await createBenchUser(db, START_CREDITS);

    const wall = performance.now();
    const outcomes = await Promise.all(Array.from({ length: REQUESTS }, (_, i) => client(db, userId, i)));
    const elapsedS = (performance.now() - wall) / 1000;

    const succeeded = outcomes.filter((o) => o.kind === "succeeded");
    const failed = outcomes.filter((o) => o.kind === "failed");
    const insufficient = outcomes.filter((o) => o.kind === "insufficient");
    const attempts = outcomes.reduce((sum, o) => sum + o.attempts, 0);
    const serverMs = succeeded.map((o) => o.serverMs).sort((a, b) => a - b);
    const engineMs = succeeded.map((o) => o.engineMs).sort((a, b) => a - b);

    const balance = await getBalance(db, userId);
    const ledger = await db.select().from(transactions).where(eq(transactions.userId, userId));
    const ledgerSum = ledger.reduce((sum, t) => sum + (t.type === "credit" ? t.amount : -t.amount), 0);
    const pending = await db
      .select()
      .from(generations)
      .where(and(eq(generations.userId, userId), eq(generations.status, "pending")));
    const usages = await db.select().from(generationUsages).where(eq(generationUsages.userId, userId));

    const checks: Array<[string, boolean]> = [
      [`exactly ${START_CREDITS} succeed (got ${succeeded.length})`, succeeded.length === START_CREDITS],
      [`no provider failures (got ${failed.length})`, failed.length === 0],
      [
        `the other ${REQUESTS - START_CREDITS} are refused 'Insufficient credits' (got ${insufficient.length})`,
        insufficient.length === REQUESTS - START_CREDITS,
      ],
      [`balance 0 (got ${balance})`, balance === 0],
      [`ledger sum 0 (got ${ledgerSum})`, ledgerSum === 0],
      [`no pending rows (got ${pending.length})`, pending.length === 0],
      [
        `${START_CREDITS} successful usage rows (got ${usages.filter((u) => u.success).length})`,
        usages.filter((u) => u.success).length === START_CREDITS,
      ],
    ];

    console.log("");
    console.log(`wall time: ${f(elapsedS)} s; requests sent (incl. retries after 'in progress'): ${attempts}`);
    console.log(
      `server time per successful generation (reserve + local engine + store + finish): p50 ${f(percentile(serverMs, 50))} ms, p99 ${f(percentile(serverMs, 99))} ms`,
    );
    console.log(`  of which provider + storage + finish: p50 ${f(percentile(engineMs, 50))} ms, p99 ${f(percentile(engineMs, 99))} ms`);
    console.log(`requests per second: ${f(attempts / elapsedS)}; successful generations per second: ${f(succeeded.length / elapsedS)}`);
    console.log("");
    for (const [label, pass] of checks) console.log(`${pass ? "PASS" : "FAIL"}  ${label}`);
    ok = checks.every(([, pass]) => pass);
    console.log(ok ? "\nAll credit invariants hold." : "\nCredit invariants BROKEN.");
  } finally {
    await drop();
  }
  return ok ? 0 : 1;
}
