import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { toast } from "~/components/toaster";

type ActionData = { ok: true; title?: string } | { ok: false; error: { title: string; message: string } };

/**
 * Shows the toast for a fetcher's answer once: `success` (or the server's
 * title) when it worked, `errorTitle` with the server's message when not.
 */
export function useActionToast(
  fetcher: FetcherWithComponents<unknown>,
  options: { success?: string; errorTitle: string; onSuccess?: () => void; onError?: () => void },
) {
  const handled = useRef<unknown>(null);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const result = fetcher.data as ActionData | undefined;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(latest.current.success ?? result.title ?? "Done");
      latest.current.onSuccess?.();
    } else {
      toast.error(latest.current.errorTitle, { description: result.error.message });
      latest.current.onError?.();
    }
  }, [fetcher.state, fetcher.data]);
}
