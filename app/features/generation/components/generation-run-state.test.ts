import { describe, expect, it } from "vitest";
import { OUTPUT_BLOCKED } from "~/features/moderation/messages";
import type { GenerationView } from "../generation-options";
import { initialRunState, runReducer } from "./generation-run-state";

const view = (overrides: Partial<GenerationView> = {}): GenerationView => ({
  id: "g1",
  status: "pending",
  prompt: "a red fox",
  negativePrompt: "",
  model: "flux",
  mode: "generate",
  aspectRatio: "16:9",
  isNsfw: false,
  private: false,
  seed: 1,
  engine: "local",
  engineLabel: null,
  width: null,
  height: null,
  error: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  batchId: null,
  imageUrl: null,
  thumbUrl: null,
  downloadUrl: null,
  ...overrides,
});

describe("a generation run", () => {
  it("starts idle, or following the generation still running at page load", () => {
    expect(initialRunState(null)).toMatchObject({ phase: "idle", following: null, generatingRatio: "1:1" });
    expect(initialRunState(view())).toMatchObject({ phase: "generating", following: "g1", generatingRatio: "16:9" });
  });

  it("follows a started pending generation and shows its picture when it succeeds", () => {
    const started = runReducer(initialRunState(null), { type: "started", aspectRatio: "4:3", generations: [view()] });
    expect(started).toMatchObject({ phase: "generating", following: "g1", generatingRatio: "4:3", result: null });
    const done = runReducer(started, { type: "finished", generation: view({ status: "succeeded" }) });
    expect(done).toMatchObject({ phase: "idle", following: null, lastError: null, result: { id: "g1", status: "succeeded" } });
  });

  it("keeps the failure's message, the blocked output's own, or 'Function error' without one", () => {
    const running = initialRunState(view());
    expect(runReducer(running, { type: "finished", generation: view({ status: "failed", error: "The image service is busy." }) }).lastError).toBe(
      "The image service is busy.",
    );
    expect(runReducer(running, { type: "finished", generation: view({ status: "failed", error: OUTPUT_BLOCKED }) }).lastError).toBe(OUTPUT_BLOCKED);
    expect(runReducer(running, { type: "finished", generation: view({ status: "failed" }) })).toMatchObject({
      phase: "idle",
      lastError: "Function error",
      result: null,
    });
  });

  it("goes back to idle with the message when a request fails", () => {
    const checking = runReducer(initialRunState(null), { type: "phase", phase: "checking" });
    expect(runReducer(checking, { type: "failed", message: "Could not deduct" })).toMatchObject({ phase: "idle", lastError: "Could not deduct" });
  });
});

describe("the queue state while waiting", () => {
  it("comes from the started or followed generation and from each pending answer, and is cleared at the end", () => {
    const queued = { state: "queued" as const, position: 3 };
    const started = runReducer(initialRunState(null), { type: "started", aspectRatio: "1:1", generations: [view({ queue: queued })] });
    expect(started.queue).toEqual(queued);
    const running = runReducer(started, { type: "waiting", generation: view({ queue: { state: "running", position: null } }) });
    expect(running.queue).toEqual({ state: "running", position: null });
    // An answer about another generation changes nothing.
    expect(runReducer(running, { type: "waiting", generation: view({ id: "other", queue: queued }) })).toBe(running);
    expect(runReducer(running, { type: "finished", generation: view({ status: "succeeded" }) }).queue).toBeNull();
    expect(initialRunState(view({ queue: queued })).queue).toEqual(queued);
    expect(runReducer(initialRunState(null), { type: "follow", generation: view({ queue: queued }) }).queue).toEqual(queued);
  });
});

describe("a request for several pictures", () => {
  const batch = (statuses: ("pending" | "succeeded" | "failed")[]) =>
    statuses.map((status, index) => view({ id: `g${index}`, status, seed: 10 + index, error: status === "failed" ? "Engine down" : null }));

  it("follows each picture in turn, then shows those that were made and the failure's message", () => {
    const [a, b, c] = batch(["pending", "pending", "pending"]);
    let state = runReducer(initialRunState(null), { type: "started", aspectRatio: "1:1", generations: [a, b, c] });
    expect([state.phase, state.following]).toEqual(["generating", "g0"]);
    state = runReducer(state, { type: "finished", generation: { ...a, status: "succeeded" } });
    expect([state.phase, state.following, state.batchResults]).toEqual(["generating", "g1", null]);
    state = runReducer(state, { type: "finished", generation: { ...b, status: "failed", error: "Engine down" } });
    expect(state.following).toBe("g2");
    state = runReducer(state, { type: "finished", generation: { ...c, status: "succeeded" } });
    expect(state.phase).toBe("idle");
    expect(state.batchResults?.map((g) => g.id)).toEqual(["g0", "g2"]);
    expect(state.result?.id).toBe("g0");
    expect(state.lastError).toBe("Engine down");
    expect(runReducer(state, { type: "discard" }).batchResults).toBeNull();
  });

  it("answers a repeated request whose pictures are all finished at once", () => {
    const state = runReducer(initialRunState(null), { type: "started", aspectRatio: "1:1", generations: batch(["succeeded", "succeeded"]) });
    expect([state.phase, state.following, state.batchResults?.length]).toEqual(["idle", null, 2]);
  });
});
