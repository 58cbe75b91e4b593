import { singleton } from "~/utils/singleton.server";

// Whether this process finished its start-up work (migrations, seed, admin
// bootstrap, recovery). /healthz answers 503 until then, so a load balancer
// sends nothing to a process that is still starting.

const state = singleton("startup-state", () => ({ done: false, stopping: false }));

export function markStartupDone() {
  state.done = true;
}

export function isStartupDone() {
  return state.done;
}

/** SIGTERM came (server/shutdown.ts): /healthz answers 503 so the load balancer stops sending new requests here. */
export function markShuttingDown() {
  state.stopping = true;
}

export function isShuttingDown() {
  return state.stopping;
}

/** For tests. */
export function resetStartupState() {
  state.done = false;
  state.stopping = false;
}
