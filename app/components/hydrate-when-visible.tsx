import { memo, Suspense, use, useEffect, useId, useReducer, type ReactNode } from "react";
import { type SharedSection, useSharedMarkup } from "./shared-markup";

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

/**
 * Sections the server rendered into this document, with what ends their wait. An
 * entry stays after its wait ends (marked `done`): whether a section calls `use()`
 * must not change between a render that suspended and React's replay of it, or
 * React fails hydrating the boundary (#422, caused by #467) and renders it afresh.
 */
const waiting = new Map<string, { settled: Promise<void>; release: () => void; done: boolean }>();
/** Sections whose newer props were held back while they waited. */
const heldBack = new Set<string>();

const MARGIN = "300px";
const ENGAGEMENT_EVENTS = ["pointerdown", "keydown", "touchstart", "wheel"] as const;

const isWaiting = (id: string) => waiting.get(id)?.done === false;

if (typeof document !== "undefined") {
  for (const element of document.querySelectorAll("[data-hydrate]")) {
    const id = element.getAttribute("data-hydrate") ?? "";
    let release = () => {};
    const entry = { settled: Promise.resolve(), release, done: false };
    const settled: Promise<void> = new Promise<void>((resolve) => {
      release = resolve;
    }).then(() => {
      entry.done = true;
      // React's use() reads a settled promise's status: a replay after the wait returns at once instead of suspending again.
      Object.assign(settled, { status: "fulfilled", value: undefined });
    });
    Object.assign(entry, { settled, release });
    waiting.set(id, entry);
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
  if (!section || section.done) return;
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
  // Props that arrived while the section waited: render again with them now.
  useEffect(() => {
    if (heldBack.delete(id)) refresh();
  }, [id, refresh]);
  // Every render of a server-rendered section calls use() (it returns at once after the wait); others never do.
  const section = waiting.get(id);
  if (section) {
    if (!watched.has(id)) {
      watched.add(id);
      watchViewport(id);
    }
    use(section.settled);
  }
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
    if (previous.id !== next.id || !isWaiting(next.id)) return false;
    if (previous.children !== next.children) heldBack.add(next.id);
    return true;
  },
);

/**
 * Renders `children` on the server as usual; in the browser they are hydrated once scrolled near.
 * Until then the browser also skips their style, layout and paint (`content-visibility: auto`),
 * keeping `estimatedHeight` for them (then their last real height) so the page does not jump.
 * `shared` declares the section the same for every visitor given its inputs: the server then
 * writes it once and reuses its HTML (ADR 042).
 */
export function HydrateWhenVisible({
  children,
  estimatedHeight = 600,
  shared,
}: {
  children: ReactNode;
  estimatedHeight?: number;
  shared?: SharedSection;
}) {
  const id = useId();
  const [, refresh] = useReducer((version: number) => version + 1, 0);
  const markup = useSharedMarkup(shared, id, "div");
  const style = { contentVisibility: "auto", containIntrinsicSize: `auto ${estimatedHeight}px` } as const;
  if (markup && "html" in markup) return <div data-hydrate={id} style={style} dangerouslySetInnerHTML={{ __html: markup.html }} />;
  return (
    <div data-hydrate={id} style={style} {...markup?.attributes}>
      <Section id={id} refresh={refresh}>
        {children}
      </Section>
    </div>
  );
}
