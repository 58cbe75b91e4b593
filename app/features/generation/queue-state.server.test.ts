import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations } from "~/db/schema";
import { createUser } from "../../../tests/factories";
import { failGeneration } from "./fail-generation.server";
import { getGeneration, type Generation } from "./generation-queries.server";
import { toView, toViewWithQueue } from "./generation-view.server";
import { request } from "./generation-test-helpers";
import { queueStateOf } from "./queue-state.server";
import { reserveGeneration } from "./reserve-generation.server";

// A pending generation's place: "running" while a worker holds a fresh lease,
// else "queued" behind the older pending generations nobody runs yet.

async function pendingGeneration() {
  const user = await createUser({ credits: 2 });
  const { generation } = await reserveGeneration(getDb(), { userId: user.id, request: request() });
  return generation;
}

async function lease(g: Generation, heartbeatAgoSeconds: number) {
  await getDb()
    .update(generations)
    .set({ workerId: "worker-a#1", heartbeatAt: sql`now() - make_interval(secs => ${heartbeatAgoSeconds})` })
    .where(eq(generations.id, g.id));
  return (await getGeneration(getDb(), g.id))!;
}

const stateOf = async (g: Generation) => queueStateOf(getDb(), (await getGeneration(getDb(), g.id))!);

describe("the queue state of a pending generation", () => {
  it("counts the older pending generations nobody runs, oldest first", async () => {
    // Earlier tests' rows are settled; only these are pending.
    await getDb().update(generations).set({ status: "failed" }).where(eq(generations.status, "pending"));
    const first = await pendingGeneration();
    const second = await pendingGeneration();
    const third = await pendingGeneration();
    expect(await stateOf(first)).toEqual({ state: "queued", position: 1 });
    expect(await stateOf(second)).toEqual({ state: "queued", position: 2 });
    expect(await stateOf(third)).toEqual({ state: "queued", position: 3 });

    // The first is picked up by a worker: it runs, and no longer counts for those behind it.
    await lease(first, 1);
    expect(await stateOf(first)).toMatchObject({ state: "running", position: null });
    expect(await stateOf(second)).toEqual({ state: "queued", position: 1 });
    expect(await stateOf(third)).toEqual({ state: "queued", position: 2 });

    // A lease whose worker went silent does not count as running: it waits in line again.
    await lease(second, 120);
    expect(await stateOf(second)).toEqual({ state: "queued", position: 1 });
    expect(await stateOf(third)).toEqual({ state: "queued", position: 2 });

    // A settled generation leaves the line and has no queue state.
    await failGeneration(getDb(), (await getGeneration(getDb(), second.id))!, "test failure");
    expect(await stateOf(second)).toBeNull();
    expect(await stateOf(third)).toEqual({ state: "queued", position: 1 });
  });

  it("is added to the view only when given (settled views are unchanged)", async () => {
    const g = await pendingGeneration();
    const queue = await queueStateOf(getDb(), g);
    expect(toViewWithQueue(g, queue).queue).toEqual(queue);
    expect(toView(g)).not.toHaveProperty("queue");
  });

  it("gives a running generation the engine's progress, and its time so far against the engine's usual duration", async () => {
    const db = getDb();
    // Three pictures the engine made before, in 10, 20 and 60 s: usually 20 s (the median).
    for (const seconds of [10, 20, 60]) {
      const done = await pendingGeneration();
      await db
        .update(generations)
        .set({
          status: "succeeded",
          engine: "comfyui",
          startedAt: sql`now() - make_interval(secs => ${seconds + 5})`,
          completedAt: sql`now() - make_interval(secs => 5)`,
        })
        .where(eq(generations.id, done.id));
    }
    const running = await pendingGeneration();
    await db
      .update(generations)
      .set({
        engine: "comfyui",
        startedAt: sql`now() - make_interval(secs => 8)`,
        progress: 0.4,
        progressStep: 10,
        progressSteps: 25,
        preview: "data:image/webp;base64,AAAA",
      })
      .where(eq(generations.id, running.id));
    const state = await stateOf(await lease(running, 1));
    expect(state).toMatchObject({
      state: "running",
      progress: { fraction: 0.4, step: 10, steps: 25, preview: "data:image/webp;base64,AAAA", usualMs: 20_000 },
    });
    expect(state?.progress?.elapsedMs).toBeGreaterThanOrEqual(7_500);
    expect(state?.progress?.elapsedMs).toBeLessThan(30_000);
  });
});
