import { useState } from "react";

/**
 * Local state that starts from a loader value and goes back to it whenever the
 * loader sends a new one (after a revalidation); in between the page may change it.
 */
export function useLoaderState<T>(loaderValue: T) {
  const [value, setValue] = useState(loaderValue);
  const [seen, setSeen] = useState(loaderValue);
  if (!Object.is(seen, loaderValue)) {
    setSeen(loaderValue);
    setValue(loaderValue);
  }
  return [value, setValue] as const;
}
