import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { createUser } from "../../../tests/factories";
import { ledgerSum, request } from "./generation-test-helpers";
import { runningGenerations } from "./inflight-generations.server";
import { createInProcessQueue } from "./queue/in-process-queue.server";
import { sweepStaleGenerations } from "./queue/sweep-leases.server";
import { RELEASED_LEASE, recoverPendingGenerations } from "./recovery.server";
import { reserveGeneration } from "./reserve-generation.server";
import { runGeneration } from "./run-generation.server";

describe("crash recovery", () => {
  it("fails and refunds a generation left pending, exactly once", async () => {
    const db = getDb();
    const user = await createUser({ credits: 1 });
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request() });
    expect(await getBalance(db, user.id)).toBe(0);
    expect(await recoverPendingGenerations(db)).toBe(1);
    expect(await recoverPendingGenerations(db)).toBe(0);
    const [row] = await db.select().from(generations).where(eq(generations.id, generation.id));
    expect(row.status).toBe("failed");
    expect(await getBalance(db, user.id)).toBe(1);
    // A late provider answer for a recovered generation changes nothing.
    const late = await runGeneration(db, generation);
    expect(late.status).toBe("failed");
    expect(await getBalance(db, user.id)).toBe(1);
    expect(await ledgerSum(user.id)).toBe(1);
  });

  it("leaves recent generations alone when only stale ones are recovered", async () => {
    const db = getDb();
    const user = await createUser({ credits: 1 });
    await reserveGeneration(db, { userId: user.id, request: request() });
    expect(await recoverPendingGenerations(db, { olderThan: new Date(Date.now() - 60_000) })).toBe(0);
    expect(await recoverPendingGenerations(db)).toBe(1);
  });
});

describe("a job handed back at a clean stop (embedded database)", () => {
  it("is not failed at the next start, and the lease sweep runs it to success with one debit", async () => {
    const db = getDb();
    const user = await createUser({ credits: 1 });
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request() });
    // What releaseLeasesOf writes at SIGTERM for a job its worker gave up.
    await db.update(generations).set({ workerId: "stopped-worker#1", heartbeatAt: RELEASED_LEASE }).where(eq(generations.id, generation.id));
    expect(await recoverPendingGenerations(db)).toBe(0);
    const queue = createInProcessQueue("restarted");
    expect(await sweepStaleGenerations(db, (g) => queue.enqueue(db, g))).toMatchObject({ retried: 1, refunded: 0 });
    await Promise.all(runningGenerations());
    await queue.stop();
    const [row] = await db.select().from(generations).where(eq(generations.id, generation.id));
    expect(row.status).toBe("succeeded");
    expect(await getBalance(db, user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
  });
});
