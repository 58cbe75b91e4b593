import { useState } from "react";

/**
 * The fetcher's answer in the render where it arrives (the fetcher idle again), else undefined.
 * A component sets its own state from it while rendering, as React advises for state that follows
 * a change, instead of in an effect that would render twice.
 */
export function useNewFetcherAnswer<T>(fetcher: { state: string; data: T | undefined }): T | undefined {
  const [seen, setSeen] = useState(fetcher.data);
  if (fetcher.state !== "idle" || fetcher.data === seen) return undefined;
  setSeen(fetcher.data);
  return fetcher.data;
}
