import { singleton } from "~/utils/singleton.server";

// Whether this process finished its start-up work (migrations, seed, admin
// bootstrap, recovery). /healthz answers 503 until then, so a load balancer
// sends nothing to a process that is still starting.

const state = singleton("startup-state", () => ({ done: false }));

export function markStartupDone() {
  state.done = true;
}

export function isStartupDone() {
  return state.done;
}

/** For tests. */
export function resetStartupState() {
  state.done = false;
}
