// Toasts without sonner in the first download. `LazyToaster` (mounted once in
// root.tsx) loads sonner's Toaster when the browser is idle after the page
// starts, or at once when something shows a toast through `toast` below. Toasts
// shown before it is there are not lost: sonner replays them when it mounts.
import { useEffect, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";
import { deferredComponent } from "~/utils/deferred-component";

const toaster = deferredComponent(() => import("~/components/ui/sonner").then((m) => m.Toaster));

let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1000);
  return () => window.clearTimeout(id);
}

/** Runs after the Toaster has subscribed to sonner (effects run in order: the Toaster's first). */
function ToasterReady() {
  useEffect(() => {
    // The live region is in the page for a moment before the first message lands in it.
    const id = window.setTimeout(markReady, 100);
    return () => window.clearTimeout(id);
  }, []);
  return null;
}

export function LazyToaster() {
  const want = useSyncExternalStore(subscribe, () => wanted, () => false);
  useEffect(() => whenIdle(wantToaster), []);
  const Toaster = toaster.useLoaded(want);
  if (!Toaster) return null;
  return (
    <>
      <Toaster />
      <ToasterReady />
    </>
  );
}

type Kind = "success" | "error" | "info" | "warning";
type Show = (title: string, options?: ExternalToast) => void;

function show(kind: Kind | null, title: string, options?: ExternalToast) {
  wantToaster();
  Promise.all([import("sonner"), ready]).then(
    ([{ toast: sonner }]) => (kind ? sonner[kind] : sonner)(title, options),
    (error: unknown) => console.error(error),
  );
}

/** sonner's `toast` (plain, success, error, info, warning) for modules on the public pages. */
export const toast: Show & Record<Kind, Show> = Object.assign((title: string, options?: ExternalToast) => show(null, title, options), {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
  info: (title: string, options?: ExternalToast) => show("info", title, options),
  warning: (title: string, options?: ExternalToast) => show("warning", title, options),
});
