import { createElement, useEffect, useState, type ComponentType, type ReactNode } from "react";

/**
 * A component whose module is fetched only when first wanted (a dialog's first
 * open, a menu's first use) or on intent (`preload` from hover or focus), so
 * that the public pages do not download it up front.
 *
 * Unlike `React.lazy` it never suspends: `useLoaded` gives null until the module
 * is there, so the caller keeps showing what it showed before (nothing, or a
 * look-alike trigger) and server and first client render stay the same.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  function preload(): Promise<ComponentType<P>> {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (offline, new deployment) may succeed on the next try.
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  /** The component once `wanted` has been true and its module has loaded; kept after that. */
  function useLoaded(wanted: boolean, onError?: (error: unknown) => void): ComponentType<P> | null {
    const [component, setComponent] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      if (!wanted || component) return;
      if (loaded) {
        setComponent(() => loaded);
        return;
      }
      let live = true;
      preload().then(
        (next) => live && setComponent(() => next),
        (error: unknown) => {
          console.error(error);
          if (live) onError?.(error);
        },
      );
      return () => {
        live = false;
      };
      // onError is only read when the load fails: a new function each render must not restart the load.
    }, [wanted, component]);
    return component;
  }

  /**
   * Renders the component with its props once `wanted` has been true and its
   * module has loaded, `fallback` (default: nothing) before. One component made once,
   * so React keeps its state (a component taken from a hook during render would be a
   * new one to it).
   */
  function Loaded({
    wanted,
    onLoadError,
    fallback = null,
    ...props
  }: P & { wanted: boolean; onLoadError?: (error: unknown) => void; fallback?: ReactNode }) {
    const component = useLoaded(wanted, onLoadError);
    return component ? createElement(component, props as unknown as P) : fallback;
  }

  return { preload, useLoaded, Loaded };
}
