import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations, transactions } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { suspendAccount } from "~/features/operators/user-actions.server";
import { resetEnvCache } from "~/utils/env.server";
import { createUser } from "../../../tests/factories";
import { ACCOUNT_SUSPENDED_GENERATION_MESSAGE } from "./cancel-generations.server";
import { REFUND_DESCRIPTION } from "./fail-generation.server";
import { ledgerSum, request } from "./generation-test-helpers";
import { getGeneration } from "./generation-queries.server";
import { runningGenerations } from "./inflight-generations.server";
import { createInProcessQueue } from "./queue/in-process-queue.server";
import { until, useProviderFake } from "./queue/queue-test-helpers";
import { runGenerationJob } from "./queue/run-generation-job.server";
import { reserveGeneration } from "./reserve-generation.server";

// Attack: start generations, get suspended, and still receive the pictures.
// A suspension cancels the account's queued and running generations at once,
// refunds each exactly once, and nothing is stored for them afterwards.

const provider = useProviderFake();

async function suspend(userId: string) {
  const admin = await createUser({ role: "admin" });
  await suspendAccount(getDb(), { id: admin.id, email: admin.email }, { userId, reason: "Chargebacks" });
}

async function refundsOf(generationId: string) {
  return getDb()
    .select()
    .from(transactions)
    .where(eq(transactions.idempotencyKey, `refund:${generationId}`));
}

describe("suspending an account with generations under way", () => {
  it("cancels and refunds a queued generation, which then never runs", async () => {
    const db = getDb();
    const user = await createUser({ credits: 3 });
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request() });
    expect(await getBalance(db, user.id)).toBe(2);

    await suspend(user.id);

    expect(await getGeneration(db, generation.id)).toMatchObject({ status: "failed", error: ACCOUNT_SUSPENDED_GENERATION_MESSAGE, imagePath: null });
    expect(await getBalance(db, user.id)).toBe(3);
    expect((await refundsOf(generation.id)).map((t) => [t.type, t.amount, t.description])).toEqual([["credit", 1, REFUND_DESCRIPTION]]);
    // Its job, picked up later by a worker, finds nothing to do.
    expect(await runGenerationJob(db, generation.id, "late-worker")).toBeNull();
    expect(await getGeneration(db, generation.id)).toMatchObject({ status: "failed", imagePath: null, thumbPath: null });
    expect(await getBalance(db, user.id)).toBe(await ledgerSum(user.id));
  });

  it("stops a running generation at once: no picture, one refund", async () => {
    process.env.OPENAI_API_KEY = "test-openai-key";
    process.env.OPENAI_BASE_URL = provider.fake.openAiBaseUrl;
    resetEnvCache();
    provider.fake.behaviour = "timeout";
    const db = getDb();
    const user = await createUser({ credits: 3 });
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request({ model: "gpt-image-1" }) });
    const queue = createInProcessQueue("suspension-test");
    await queue.enqueue(db, generation);
    const requestsBefore = provider.fake.requests.length;
    await until(
      async () => provider.fake.requests.length,
      (n) => n > requestsBefore,
      10_000,
    );
    expect(provider.fake.requests.length).toBeGreaterThan(requestsBefore);

    const started = Date.now();
    // Were the provider to answer now, the picture must still not be kept.
    provider.fake.behaviour = "success";
    await suspend(user.id);
    await Promise.all(runningGenerations());
    expect(Date.now() - started).toBeLessThan(3_000);

    expect(await getGeneration(db, generation.id)).toMatchObject({ status: "failed", error: ACCOUNT_SUSPENDED_GENERATION_MESSAGE, imagePath: null });
    expect(await refundsOf(generation.id)).toHaveLength(1);
    expect(await getBalance(db, user.id)).toBe(3);
    expect(await getBalance(db, user.id)).toBe(await ledgerSum(user.id));
    expect((await db.select().from(generations).where(eq(generations.userId, user.id))).map((g) => g.status)).toEqual(["failed"]);
    await queue.stop();
  }, 30_000);
});
