import { spawn } from "node:child_process";
import { ageLease, reserved, until, useProviderFake } from "./queue-test-helpers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { resetEnvCache } from "~/utils/env.server";
import { createUser } from "../../../../tests/factories";
import { failGeneration } from "../fail-generation.server";
import { ledgerSum, request } from "../generation-test-helpers";
import { getGeneration } from "../generation-queries.server";
import { runningGenerations } from "../inflight-generations.server";
import { startGeneration } from "../start-generation.server";
import { engineConcurrency } from "./engine-limits";
import { startGenerationQueue } from "./generation-queue.server";
import { createInProcessQueue } from "./in-process-queue.server";
import { attemptOf, claimGeneration, renewLease } from "./lease.server";
import { sweepStaleGenerations } from "./sweep-leases.server";

const provider = useProviderFake();

describe("the lease", () => {
  it("is taken once, renewed by its holder only, and counts attempts", async () => {
    const db = getDb();
    const { generation } = await reserved();
    const first = await claimGeneration(db, generation.id, "a");
    expect(first?.leaseId).toBe("a#1");
    expect(await claimGeneration(db, generation.id, "b")).toBeNull();
    expect(await renewLease(db, generation.id, "a#1")).toBe(true);
    expect(await renewLease(db, generation.id, "b#1")).toBe(false);
    await ageLease(generation.id, 30);
    const second = await claimGeneration(db, generation.id, "b");
    expect(second?.leaseId).toBe("b#2");
    expect(await renewLease(db, generation.id, "a#1")).toBe(false);
    await ageLease(generation.id, 30);
    expect(await claimGeneration(db, generation.id, "c")).toBeNull();
    expect(attemptOf("host:1:ab#2")).toBe(2);
    await failGeneration(db, generation, "settled by the test");
  });
});

describe("the sweep", () => {
  it("retries a generation whose worker went silent, once", async () => {
    const db = getDb();
    const { user, generation } = await reserved();
    await claimGeneration(db, generation.id, "crashed");
    await ageLease(generation.id, 30);
    const queue = createInProcessQueue("sweeper");
    expect(await sweepStaleGenerations(db, (g) => queue.enqueue(db, g))).toEqual({ retried: 1, requeued: 0, refunded: 0 });
    await Promise.all(runningGenerations());
    const done = await getGeneration(db, generation.id);
    expect(done?.status).toBe("succeeded");
    expect(attemptOf(done!.workerId)).toBe(2);
    expect(await getBalance(db, user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
    await queue.stop();
  });

  it("fails and refunds, exactly once, a generation whose retry went silent too", async () => {
    const db = getDb();
    const { user, generation } = await reserved();
    await claimGeneration(db, generation.id, "first");
    await ageLease(generation.id, 30);
    await claimGeneration(db, generation.id, "second");
    await ageLease(generation.id, 30);
    const enqueued: string[] = [];
    const sweeps = await Promise.all(
      [1, 2, 3].map(() =>
        sweepStaleGenerations(db, async (g) => {
          enqueued.push(g.id);
        }),
      ),
    );
    expect(sweeps.reduce((n, s) => n + s.refunded, 0)).toBe(1);
    expect(enqueued).toEqual([]);
    expect((await getGeneration(db, generation.id))?.status).toBe("failed");
    expect(await getBalance(db, user.id)).toBe(1);
    expect(await ledgerSum(user.id)).toBe(1);
  });

  it("enqueues a generation nobody picked up, and leaves a live lease alone", async () => {
    const db = getDb();
    const lost = await reserved();
    await db
      .update(generations)
      .set({ createdAt: sql`now() - interval '1 minute'` })
      .where(eq(generations.id, lost.generation.id));
    const live = await reserved();
    await claimGeneration(db, live.generation.id, "alive");
    const enqueued: string[] = [];
    await sweepStaleGenerations(db, async (g) => {
      enqueued.push(g.id);
    });
    expect(enqueued).toEqual([lost.generation.id]);
  });
});

describe("the in-process queue (embedded database)", () => {
  it("runs a generation started by the web path", async () => {
    const db = getDb();
    const user = await createUser({ credits: 1 });
    const { generation } = await startGeneration(db, { userId: user.id, request: request() });
    await Promise.all(runningGenerations());
    const done = await getGeneration(db, generation.id);
    expect(done?.status).toBe("succeeded");
    expect(done?.workerId).toMatch(/#1$/);
  });

  it("runs at most the engine's limit at once, and a lost lease stops the provider call without a second refund", async () => {
    process.env.OPENAI_API_KEY = "test-openai-key";
    process.env.OPENAI_BASE_URL = provider.fake.openAiBaseUrl;
    resetEnvCache();
    provider.fake.behaviour = "timeout";
    const db = getDb();
    const limit = engineConcurrency("openai");
    const rows = [];
    for (let i = 0; i <= limit; i++) rows.push((await reserved(1, "gpt-image-1")).generation);
    const queue = createInProcessQueue("limited");
    for (const g of rows) await queue.enqueue(db, g);
    const held = () =>
      db
        .select()
        .from(generations)
        .where(sql`${generations.workerId} like 'limited#%'`);
    expect((await until(held, (r) => r.length >= limit, 5_000)).length).toBe(limit);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await held()).length).toBe(limit);
    // Another writer settles them (as a sweep would): the next heartbeat notices and frees the slots.
    provider.fake.behaviour = "success";
    for (const g of rows.slice(0, limit)) await failGeneration(db, g, "stopped by the test");
    await Promise.all(runningGenerations());
    const last = await getGeneration(db, rows[limit].id);
    // It ran once a slot was free (its outcome is the provider path's business, tested elsewhere).
    expect(last?.workerId).toBe("limited#1");
    expect(last?.status).not.toBe("pending");
    for (const g of rows) expect(await getBalance(db, g.userId)).toBe(await ledgerSum(g.userId));
    await queue.stop();
  }, 30_000);

  it("refuses WORKER=off on the embedded database", async () => {
    await expect(startGenerationQueue(getDb(), { work: false })).rejects.toThrow(/WORKER=off needs DATABASE_URL/);
  });

  it("`npm run worker` without DATABASE_URL exits at once and says why", async () => {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const worker = spawn(process.execPath, ["scripts/worker.js"], { cwd: process.cwd(), env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    worker.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => worker.on("exit", resolve));
    expect(code).toBe(2);
    expect(stderr).toMatch(/npm run worker needs DATABASE_URL/);
  });
});
