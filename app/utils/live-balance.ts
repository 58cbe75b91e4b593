import { useSyncExternalStore } from "react";

// The signed-in user's credit balance as the browser last learned it. The nav bar
// starts from the root loader's balance; the workspace, which learns a new one after
// each generation through its own API (no loader runs then), publishes it here so
// the nav shows the same number at once.

let latest: { userId: string; balance: number } | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Makes `balance` the one shown for `userId` until the next loader answer or publication. */
export function publishBalance(userId: string, balance: number) {
  if (latest?.userId === userId && latest.balance === balance) return;
  latest = { userId, balance };
  notify();
}

/** Forgets a published balance (a loader has just answered with a newer one). */
export function forgetPublishedBalance() {
  if (latest === null) return;
  latest = null;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The balance to show for `userId`: the newest published one, else `fromLoader`. The server and hydration render `fromLoader`. */
export function useLiveBalance(userId: string | null, fromLoader: number | null): number | null {
  // The snapshot is the number shown, not the publication: the workspace publishes the balance
  // it loaded as it starts, the same number, and a changed snapshot would re-render the whole
  // nav bar synchronously for nothing (issue 30).
  return useSyncExternalStore(
    subscribe,
    () => (userId && latest?.userId === userId ? latest.balance : fromLoader),
    () => fromLoader,
  );
}
