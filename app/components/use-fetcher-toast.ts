import { useEffect, useEffectEvent, useRef } from "react";
import { toast } from "~/components/toaster";

export type FetcherToast = { variant: "success" | "error"; title: string; description?: string };

/** The answer shape of our actions' failures: `{ ok: false, error: { title, message } }`. */
export type FailedAnswer = { ok: false; error: { title: string; message: string } };

/** The toast of a failed answer: its title, its message as the description. */
export function failureToast(answer: FailedAnswer): FetcherToast {
  return { variant: "error", title: answer.error.title, description: answer.error.message };
}

/**
 * Shows one toast per answer of a fetcher, once it is idle again. `toastFor` picks the toast for an answer
 * (null: none); it may change between renders without showing an answer twice.
 */
export function useFetcherToast<T>(fetcher: { state: string; data: T | undefined }, toastFor: (answer: T) => FetcherToast | null | undefined) {
  const shown = useRef<T | undefined>(undefined);
  const show = useEffectEvent((answer: T) => {
    const chosen = toastFor(answer);
    if (!chosen) return;
    const options = chosen.description === undefined ? undefined : { description: chosen.description };
    if (chosen.variant === "success") toast.success(chosen.title, options);
    else toast.error(chosen.title, options);
  });

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || answer === undefined || shown.current === answer) return;
    shown.current = answer;
    show(answer);
  }, [fetcher.state, fetcher.data]);
}
