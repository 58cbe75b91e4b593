import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import type { EditorActionResult } from "../details-schema";

type Failure = Extract<EditorActionResult, { ok: false }>["error"];

/**
 * Calls `onSuccess` or `onError` once per answer, when the fetcher is idle
 * again (after the page's data has reloaded).
 */
export function useFetcherResult(fetcher: FetcherWithComponents<unknown>, handlers: { onSuccess?: () => void; onError?: (error: Failure) => void }) {
  const handled = useRef<unknown>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const result = fetcher.data as EditorActionResult | undefined;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) latest.current.onSuccess?.();
    else latest.current.onError?.(result.error);
  }, [fetcher.state, fetcher.data]);
}
