import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntilFinished } from "./client-api";
import { backoffDelayMs, BACKOFF_MAX_MS, HELD_ANSWER_MS, type PollClock } from "./poll-backoff";

// The browser's polling of a pending generation: a server that answers
// "pending" at once must not be asked in a tight loop (827 requests in 6 s before).

/** A clock whose sleeps pass instantly and whose time only moves by them (and by `hold`). */
function virtualClock(random = () => 0.5) {
  let now = 0;
  const sleeps: number[] = [];
  const clock: PollClock & { sleeps: number[]; advance(ms: number): void; elapsed(): number } = {
    now: () => now,
    random,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    sleeps,
    advance: (ms) => (now += ms),
    elapsed: () => now,
  };
  return clock;
}

/** A fake generation API on a local port: pending for the first `pendingAnswers` requests, then succeeded. */
function fakeApi() {
  const state = { requests: 0, pendingAnswers: Infinity, onRequest: () => {} };
  const server: Server = createServer((req, res) => {
    state.requests++;
    state.onRequest();
    const pending = state.requests <= state.pendingAnswers;
    const generation = { id: "g1", status: pending ? "pending" : "succeeded", queue: pending ? { state: "queued", position: 2 } : undefined };
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ ok: true, generation, balance: 4 }));
  });
  return { server, state };
}

const api = fakeApi();
let baseUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => api.server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => api.server.close(() => resolve())));

describe("the back-off schedule", () => {
  it("starts at 0.5 s and doubles to 5 s, jittered to 75–100 % of each step", () => {
    const middle = [0, 1, 2, 3, 4, 5, 10].map((attempt) => backoffDelayMs(attempt, () => 1));
    expect(middle).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
    expect([0, 1, 2, 3, 4].map((attempt) => backoffDelayMs(attempt, () => 0))).toEqual([375, 750, 1500, 3000, 3750]);
    for (let i = 0; i < 200; i++) {
      const delay = backoffDelayMs(i % 8);
      expect(delay).toBeGreaterThanOrEqual(375);
      expect(delay).toBeLessThanOrEqual(BACKOFF_MAX_MS);
    }
  });
});

describe("following a generation from the browser", () => {
  it("asks a server that answers 'pending' at once only a few times a minute", async () => {
    api.state.requests = 0;
    api.state.pendingAnswers = Infinity;
    const clock = virtualClock();
    const stop = new AbortController();
    const seen: unknown[] = [];
    api.state.onRequest = () => {
      if (clock.elapsed() >= 60_000) stop.abort();
    };
    const following = waitUntilFinished("g1", { baseUrl, clock, signal: stop.signal, onPending: (g) => seen.push(g.queue) });
    await expect(following).rejects.toThrow(/abort/i);
    // 0.44 + 0.88 + 1.75 + 3.5 + 4.38 × n s: about 16 requests in a minute, not thousands.
    expect(api.state.requests).toBeGreaterThanOrEqual(10);
    expect(api.state.requests).toBeLessThanOrEqual(20);
    expect(clock.sleeps.slice(0, 5)).toEqual([438, 875, 1750, 3500, 4375]);
    expect(seen[0]).toEqual({ state: "queued", position: 2 });
  });

  it("asks again at once after an answer the server held, and stops at the settled answer", async () => {
    api.state.requests = 0;
    api.state.pendingAnswers = 3;
    const clock = virtualClock();
    // Each answer takes as long as a held long poll.
    api.state.onRequest = () => clock.advance(HELD_ANSWER_MS);
    const answer = await waitUntilFinished("g1", { baseUrl, clock });
    expect(answer.ok && answer.generation.status).toBe("succeeded");
    expect(api.state.requests).toBe(4);
    expect(clock.sleeps).toEqual([]);
  });

  it("waits in real time too: a minute's worth of quick answers is not sent in a burst", async () => {
    api.state.requests = 0;
    api.state.pendingAnswers = Infinity;
    api.state.onRequest = () => {};
    const stop = new AbortController();
    const following = waitUntilFinished("g1", { baseUrl, signal: stop.signal });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    stop.abort();
    await expect(following).rejects.toThrow(/abort/i);
    // 0 s, ~0.5 s, ~1.5 s: at most 3 requests in 2 s.
    expect(api.state.requests).toBeGreaterThanOrEqual(2);
    expect(api.state.requests).toBeLessThanOrEqual(3);
  });
});
