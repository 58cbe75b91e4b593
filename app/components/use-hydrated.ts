import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the server HTML and while hydrating, true once React runs the page. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
