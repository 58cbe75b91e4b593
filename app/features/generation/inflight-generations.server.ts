import { singleton } from "~/utils/singleton.server";

// Generations this process has queued or is running (its job queue tracks
// them), so a status request can wait for one and the sweeps leave them alone.
const inflight = singleton("generation-inflight", () => new Map<string, Promise<unknown>>());

/** Tracks a queued or running generation until its job settles. */
export function trackRunning(id: string, running: Promise<unknown>) {
  inflight.set(
    id,
    running.finally(() => inflight.delete(id)),
  );
}

export function isRunningHere(id: string) {
  return inflight.has(id);
}

/** Waits (up to `timeoutMs`) for a generation this process is running; returns at once for any other. */
export async function settledOrTimedOut(id: string, timeoutMs: number) {
  const running = inflight.get(id);
  if (!running) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}

/** Every generation this process is still running (tests and the benchmark wait on them). */
export function runningGenerations() {
  return [...inflight.values()];
}
