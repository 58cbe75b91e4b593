import { memo, Suspense, use, useEffect, useId, useReducer, type ReactNode } from "react";

// Sections below the fold keep their server HTML and are hydrated when they come
// near the viewport or the visitor first touches, clicks, scrolls or types, not all
// at once on load: hydrating a whole long page in one go is most of a phone's
// blocking time (docs/decisions/021-first-paint-and-hydration.md). It relies on
// documented React behaviour: every <Suspense> boundary in server HTML is hydrated
// on its own after the page shell, and one whose content suspends keeps its server
// HTML as it is until the promise settles.
//
// New props or context reaching a section that still waits would make React give up
// its server HTML, or hold a transition until it hydrates. So, while a section
// waits, new props are held back (the memo below) and passed on once it has
// hydrated; and the root calls hydrateWaitingSections() as soon as a navigation,
// revalidation or fetcher starts, before any context can change.

/** Sections the server rendered into this document that have not hydrated yet, with what ends their wait. */
const waiting = new Map<string, { settled: Promise<void>; release: () => void }>();
/** Sections whose newer props were held back while they waited. */
const heldBack = new Set<string>();

const MARGIN = "300px";
const ENGAGEMENT_EVENTS = ["pointerdown", "keydown", "touchstart", "wheel"] as const;

if (typeof document !== "undefined") {
  for (const element of document.querySelectorAll("[data-hydrate]")) {
    const id = element.getAttribute("data-hydrate") ?? "";
    let release = () => {};
    const settled = new Promise<void>((resolve) => {
      release = resolve;
    }).then(() => {
      waiting.delete(id);
    });
    waiting.set(id, { settled, release });
  }
  for (const type of ENGAGEMENT_EVENTS) addEventListener(type, hydrateWaitingSections, { capture: true, passive: true });
}

/** Ends every section's wait: React hydrates them next, at its own pace. */
export function hydrateWaitingSections() {
  for (const type of ENGAGEMENT_EVENTS) removeEventListener(type, hydrateWaitingSections, { capture: true });
  for (const { release } of waiting.values()) release();
}

/** Releases the section once it is within MARGIN of the viewport. */
function watchViewport(id: string) {
  const element = document.querySelector(`[data-hydrate="${CSS.escape(id)}"]`);
  const section = waiting.get(id);
  if (!section) return;
  if (!element || typeof IntersectionObserver === "undefined") return section.release();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      section.release();
    },
    { rootMargin: MARGIN },
  );
  observer.observe(element);
  void section.settled.then(() => observer.disconnect());
}

const watched = new Set<string>();

function WaitForViewport({ id, refresh, children }: { id: string; refresh: () => void; children: ReactNode }) {
  const section = waiting.get(id);
  if (section) {
    if (!watched.has(id)) {
      watched.add(id);
      watchViewport(id);
    }
    use(section.settled);
  }
  // Props that arrived while the section waited: render again with them now.
  useEffect(() => {
    if (heldBack.delete(id)) refresh();
  }, [id, refresh]);
  return children;
}

const Section = memo(
  function Section({ id, refresh, children }: { id: string; refresh: () => void; children: ReactNode }) {
    return (
      <Suspense fallback={null}>
        <WaitForViewport id={id} refresh={refresh}>
          {children}
        </WaitForViewport>
      </Suspense>
    );
  },
  (previous, next) => {
    if (previous.id !== next.id || !waiting.has(next.id)) return false;
    if (previous.children !== next.children) heldBack.add(next.id);
    return true;
  },
);

/**
 * Renders `children` on the server as usual; in the browser they are hydrated once scrolled near.
 * Until then the browser also skips their style, layout and paint (`content-visibility: auto`),
 * keeping `estimatedHeight` for them (then their last real height) so the page does not jump.
 */
export function HydrateWhenVisible({ children, estimatedHeight = 600 }: { children: ReactNode; estimatedHeight?: number }) {
  const id = useId();
  const [, refresh] = useReducer((version: number) => version + 1, 0);
  return (
    <div data-hydrate={id} style={{ contentVisibility: "auto", containIntrinsicSize: `auto ${estimatedHeight}px` }}>
      <Section id={id} refresh={refresh}>
        {children}
      </Section>
    </div>
  );
}
