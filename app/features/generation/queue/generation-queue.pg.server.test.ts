import { spawn, type ChildProcess } from "node:child_process";
import { reserved, until, useProviderFake } from "./queue-test-helpers";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { getBalance } from "~/features/credits/ledger.server";
import { withDatabase } from "../../../../tests/setup/test-database";
import { ledgerSum } from "../generation-test-helpers";
import { getGeneration } from "../generation-queries.server";
import { runningGenerations } from "../inflight-generations.server";
import { startGenerationQueue, stopGenerationQueue } from "./generation-queue.server";
import { createInProcessQueue } from "./in-process-queue.server";
import { createPgBossQueue } from "./pg-boss-queue.server";
import type { GenerationQueue } from "./queue-types";
import { sweepStaleGenerations } from "./sweep-leases.server";

// pg-boss across processes on PostgreSQL (runs in the postgres project only).
const provider = useProviderFake();

describe("pg-boss on PostgreSQL", () => {
  let url = "";
  const queues: GenerationQueue[] = [];
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    const { rows } = (await getDb().execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    url = withDatabase(process.env.TEST_DATABASE_URL!, rows[0].name);
  });
  afterAll(async () => {
    child?.kill("SIGKILL");
    for (const q of queues) await q.stop();
    await stopGenerationQueue();
  });

  async function queue(work: boolean, name: string) {
    const q = await createPgBossQueue({ db: getDb(), url, work, workerName: name });
    queues.push(q);
    return q;
  }

  it("a job enqueued by the web path is run by a worker; a WORKER=off process runs none", async () => {
    const db = getDb();
    const web = await queue(false, "web");
    const { user, generation } = await reserved();
    await web.enqueue(db, generation);
    await web.enqueue(db, generation);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const waiting = await getGeneration(db, generation.id);
    expect(waiting).toMatchObject({ status: "pending", workerId: null });
    await queue(true, "worker");
    const done = await until(
      () => getGeneration(db, generation.id),
      (g) => g?.status !== "pending",
      15_000,
    );
    expect(done).toMatchObject({ status: "succeeded", workerId: "worker#1" });
    expect(await getBalance(db, user.id)).toBe(await ledgerSum(user.id));
    for (const q of queues.splice(0)) await q.stop();
  }, 30_000);

  /**
   * `npm run worker` as a child process whose OpenAI provider (the fake) hangs on GPT Image generations;
   * this process has no OpenAI key, so its own retry uses the local engine.
   */
  function spawnHangingWorker() {
    provider.fake.behaviour = "timeout";
    child = spawn(process.execPath, ["scripts/worker.js"], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        DATABASE_URL: url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "uai-worker-")),
        OPENAI_API_KEY: "test-openai-key",
        OPENAI_BASE_URL: provider.fake.openAiBaseUrl,
        LOG_LEVEL: "error",
        NODE_ENV: "test",
      },
      stdio: "ignore",
    });
    return child;
  }

  async function claimedByChild(id: string) {
    provider.fake.requests.length = 0;
    const claimed = await until(
      () => getGeneration(getDb(), id),
      (g) => g?.workerId !== null,
      60_000,
    );
    expect(claimed?.workerId).toMatch(/#1$/);
    // The child is inside the provider call (the fake holds the request open).
    const calls = await until(
      async () => provider.fake.requests.filter((r) => r.path.includes("images")).length,
      (n) => n > 0,
      10_000,
    );
    expect(calls).toBeGreaterThan(0);
    return claimed!;
  }

  it("a worker stopped with SIGTERM gives a job it cannot finish up for a retry, without a refund", async () => {
    const db = getDb();
    const { user, generation } = await reserved(1, "gpt-image-1");
    const web = await queue(false, "web-3");
    const worker = spawnHangingWorker();
    const exited = new Promise<number | null>((resolve) => worker.on("exit", resolve));
    await web.enqueue(db, generation);
    await claimedByChild(generation.id);
    const stoppedAt = Date.now();
    worker.kill("SIGTERM");
    expect(await exited).toBe(0);
    // It waited for the job (the stop timeout), then released it rather than failing it.
    expect(Date.now() - stoppedAt).toBeGreaterThan(20_000);
    const released = await getGeneration(db, generation.id);
    expect(released?.status).toBe("pending");
    expect(released?.heartbeatAt?.getTime()).toBe(0);
    expect(await getBalance(db, user.id)).toBe(0);
    const retry = createInProcessQueue("retry");
    await sweepStaleGenerations(db, (g) => retry.enqueue(db, g));
    await Promise.all(runningGenerations());
    expect(await getGeneration(db, generation.id)).toMatchObject({ status: "succeeded", workerId: "retry#2" });
    expect(await ledgerSum(user.id)).toBe(0);
    await retry.stop();
  }, 120_000);

  it("a worker process killed mid-job: the generation is retried within 30 s and the ledger balances", async () => {
    const db = getDb();
    const { user, generation } = await reserved(1, "gpt-image-1");
    const web = await queue(false, "web-2");
    child = spawnHangingWorker();
    await web.enqueue(db, generation);
    const claimed = await claimedByChild(generation.id);
    child.kill("SIGKILL");
    const killedAt = Date.now();
    // This process becomes a worker as boot starts one: pg-boss pollers and the lease sweep every few seconds.
    await startGenerationQueue(db, { url, work: true });
    const done = await until(
      () => getGeneration(db, generation.id),
      (g) => g?.status !== "pending",
      35_000,
    );
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    expect(done?.status).toBe("succeeded");
    expect(done?.workerId).toMatch(/#2$/);
    expect(done?.workerId?.split("#")[0]).not.toBe(claimed?.workerId?.split("#")[0]);
    expect(await getBalance(db, user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
  }, 120_000);
});
