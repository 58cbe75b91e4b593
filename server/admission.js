// Request admission (ADR 054, issue 30). Node (libuv 1.46) accepts one new connection per
// turn of the event loop. Under load, a turn's poll phase resumed every request whose
// static-file check (an async stat) had just finished, and each ran its loaders and render
// to the end there (the embedded database never waits on real I/O): at 50 connections a
// turn took 200–400 ms and the last new connections waited 5–10 s for their first byte.
// `enter()` lets a request begin its work only while the current turn has spent less than
// `sliceMs` on the requests it started; the others wait in arrival order, one per later
// turn, so a turn stays short and new connections are accepted.
import { performance } from "node:perf_hooks";

export function createAdmission({ sliceMs = 5 } = {}) {
  if (!(sliceMs > 0 && Number.isFinite(sliceMs))) throw new Error(`ADMISSION_SLICE_MS must be a positive number of milliseconds, not ${sliceMs}`);
  const waiting = [];
  let turnStart = null;
  let scheduled = false;

  const scheduleTurn = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(nextTurn);
  };
  function nextTurn() {
    scheduled = false;
    turnStart = null;
    const next = waiting.shift();
    if (next) {
      turnStart = performance.now();
      next();
    }
    // Also when nothing waits: the next turn starts a fresh slice.
    if (turnStart !== null) scheduleTurn();
  }

  return {
    /** Nothing when the request may go on at once, else a promise that resolves when it may. */
    enter() {
      scheduleTurn();
      if (waiting.length === 0 && (turnStart === null || performance.now() - turnStart < sliceMs)) {
        turnStart ??= performance.now();
        return undefined;
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    waiting: () => waiting.length,
  };
}
