type Timeline = { mark(label: string): void };

/** A point in the current request's BENCH_TIMELINE log (server/bench-timeline.js); nothing when it is off. */
export function benchMark(label: string) {
  (globalThis as { __benchTimeline?: Timeline }).__benchTimeline?.mark(label);
}
