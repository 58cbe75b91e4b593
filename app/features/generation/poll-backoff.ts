// How the browser follows a pending generation: it asks with `?wait=1`, and the
// server holds the answer until the generation settles. When an answer comes
// back still pending *quickly* (an older server, a proxy that cuts long
// requests, a generation waiting in line), the next request waits, 0.5 s
// doubling to 5 s with jitter, so a client never asks in a tight loop.

export const BACKOFF_FIRST_MS = 500;
export const BACKOFF_MAX_MS = 5_000;
/** An answer that took at least this long was held by the server: it paces the polling itself. */
export const HELD_ANSWER_MS = 4_000;

/** The pause before the next request after `attempt` (0-based) quick pending answers in a row: 75–100 % of min(5 s, 0.5 s × 2^attempt). */
export function backoffDelayMs(attempt: number, random: () => number = Math.random) {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + 0.25 * random()));
}

export type PollClock = {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  random(): number;
};

const abortError = () => new DOMException("Aborted", "AbortError");

/** Real time; a sleep ends early (rejecting) when the signal aborts. */
export const realClock: PollClock = {
  now: () => Date.now(),
  random: Math.random,
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const timer = setTimeout(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(abortError());
      };
      signal?.addEventListener("abort", onAbort, { once: true });
    }),
};

/** The answers a poll can get: a settled one ends it, a pending one is reported and asked again. */
export type PollAnswer<T> = { done: true; value: T } | { done: false; value: T };

/**
 * Asks `ask` until it answers `done`, pausing (with back-off) after quick
 * pending answers and after network failures (given up after 5 in a row).
 */
export async function pollUntilDone<T>(
  ask: (signal?: AbortSignal) => Promise<PollAnswer<T>>,
  options: {
    signal?: AbortSignal;
    onPending?: (value: T) => void;
    /** True when a quick pending answer brought news (the server paced it): ask again at once. */
    isNews?: (value: T) => boolean;
    clock?: PollClock;
  } = {},
): Promise<T> {
  const clock = options.clock ?? realClock;
  const { signal } = options;
  let quick = 0;
  let failures = 0;
  for (;;) {
    if (signal?.aborted) throw abortError();
    const askedAt = clock.now();
    let answer: PollAnswer<T>;
    try {
      answer = await ask(signal);
    } catch (error) {
      if (signal?.aborted || ++failures > 5) throw error;
      await clock.sleep(1000 * failures, signal);
      continue;
    }
    failures = 0;
    if (answer.done) return answer.value;
    options.onPending?.(answer.value);
    if (clock.now() - askedAt >= HELD_ANSWER_MS || options.isNews?.(answer.value)) {
      quick = 0;
      continue;
    }
    await clock.sleep(backoffDelayMs(quick++, clock.random), signal);
  }
}
