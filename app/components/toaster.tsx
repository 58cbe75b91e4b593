// Toasts without sonner in the first download: client code shows toasts with
// `toast` from this module (same calls as sonner's), which loads sonner and
// mounts its Toaster (`LazyToaster`, in root.tsx) the first time a toast is
// shown. Importing `toast` from "sonner" directly would show nothing, as no
// Toaster would be mounted: toaster.test.ts guards against it.
import { useEffect, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";
import { deferredComponent } from "~/utils/deferred-component";

// sonner's Toaster and, after it, the signal that it listens.
const toaster = deferredComponent(() =>
  import("~/components/ui/sonner").then(({ Toaster }) => {
    return function LoadedToaster() {
      return (
        <>
          <Toaster />
          <ToasterReady />
        </>
      );
    };
  }),
);

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
  const want = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return <toaster.Loaded wanted={want} />;
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

/** Removes every toast shown (a new outcome makes the earlier ones stale); queued behind any toast still on its way. */
function dismissAll() {
  if (!wanted) return;
  Promise.all([import("sonner"), ready]).then(
    ([{ toast: sonner }]) => sonner.dismiss(),
    (error: unknown) => console.error(error),
  );
}

/** sonner's `toast` (plain, success, error, info, warning, dismiss): use this one in client code. */
export const toast: Show & Record<Kind, Show> & { dismiss: () => void } = Object.assign(
  (title: string, options?: ExternalToast) => show(null, title, options),
  {
    dismiss: dismissAll,
    success: (title: string, options?: ExternalToast) => show("success", title, options),
    error: (title: string, options?: ExternalToast) => show("error", title, options),
    info: (title: string, options?: ExternalToast) => show("info", title, options),
    warning: (title: string, options?: ExternalToast) => show("warning", title, options),
  },
);
