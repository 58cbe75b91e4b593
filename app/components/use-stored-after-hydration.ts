import { startTransition, useEffect, useState } from "react";

/**
 * What `read` finds in the browser's storage once the page runs: `undefined` in the
 * server's HTML and on the browser's first render, then `read()`'s value. `read` must
 * be stable (a module function).
 *
 * Set in a transition (ADR 081) rather than through useSyncExternalStore with a server snapshot:
 * that snapshot's mismatch makes React re-render the reading component and everything
 * under it synchronously right after hydration, which for the workspace was the longest
 * task of its load (issue 30); a transition re-renders in slices the browser can
 * interrupt.
 */
export function useStoredAfterHydration<T>(read: () => T): T | undefined {
  const [stored, setStored] = useState<{ value: T }>();
  useEffect(() => {
    const value = read();
    startTransition(() => setStored({ value }));
  }, [read]);
  return stored?.value;
}
