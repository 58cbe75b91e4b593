import { useEffect, useEffectEvent, useRef, useState } from "react";
import { PlainButton } from "~/components/ui/plain-button";
import { Skeleton } from "~/components/ui/skeleton";
import { fetchGenerationPage } from "../client-api";
import type { GenerationView } from "../generation-options";

const BATCH = 4;

/**
 * 'Recently Generated Images' (SPEC section 4): 4 at first, 4 more each time
 * the end of the list scrolls into view, then the next page from the server.
 */
export function RecentGallery({
  items,
  nextCursor,
  onLoaded,
  onOpen,
  signedIn,
}: {
  items: GenerationView[];
  nextCursor: string | null;
  onLoaded: (page: { items: GenerationView[]; nextCursor: string | null }) => void;
  onOpen: (item: GenerationView) => void;
  signedIn: boolean;
}) {
  const [visible, setVisible] = useState(BATCH);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  // Set at once, so a second call before the next render does not load the same page again.
  const loadingNow = useRef(false);

  const loadMore = async () => {
    if (!nextCursor || loadingNow.current) return;
    loadingNow.current = true;
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchGenerationPage(nextCursor);
      if (!page.ok) throw new Error(page.error.message);
      onLoaded({ items: page.items, nextCursor: page.nextCursor });
    } catch {
      setFailed(true);
    } finally {
      loadingNow.current = false;
      setLoading(false);
    }
  };

  const onEndInView = useEffectEvent(() => {
    if (visible < items.length) setVisible((v) => v + BATCH);
    else void loadMore();
  });

  useEffect(() => {
    const end = endRef.current;
    if (!end) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onEndInView();
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, []);

  // A new page arrived while the end marker was still in view: reveal the next batch.
  useEffect(() => {
    if (visible >= items.length || !endRef.current) return;
    const rect = endRef.current.getBoundingClientRect();
    if (rect.top < window.innerHeight) setVisible((v) => Math.min(v + BATCH, items.length));
  }, [items.length, visible]);

  const shown = items.slice(0, visible);

  return (
    <section aria-labelledby="recent-heading" className="mt-10">
      <h2 id="recent-heading" className="mb-4 text-xl font-semibold">
        Recently Generated Images
      </h2>
      {!signedIn ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center text-sm">Sign in to see the images you generate here.</p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center text-sm">
          No images yet. Your generated images will appear here.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="recent-gallery">
          {shown.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onOpen(item)}
                className="group focus-visible:ring-ring relative block w-full overflow-hidden rounded-lg border focus-visible:ring-2 focus-visible:outline-none"
              >
                <img
                  src={item.thumbUrl ?? item.imageUrl ?? ""}
                  alt={item.prompt}
                  loading="lazy"
                  decoding="async"
                  width={item.width ?? undefined}
                  height={item.height ?? undefined}
                  className="bg-muted aspect-square w-full object-cover transition-transform group-hover:scale-105"
                />
                {item.private ? (
                  <span className="absolute top-2 left-2 rounded bg-black/70 px-1.5 py-0.5 text-[10px] font-medium">Private</span>
                ) : null}
              </button>
            </li>
          ))}
          {loading
            ? Array.from({ length: 2 }, (_, i) => (
                <li key={`s${i}`}>
                  <Skeleton className="aspect-square w-full rounded-lg" />
                </li>
              ))
            : null}
        </ul>
      )}
      {failed ? (
        <div className="text-muted-foreground mt-3 flex items-center justify-center gap-3 text-sm">
          Could not load more images.
          <PlainButton size="sm" variant="outline" onClick={() => void loadMore()}>
            Retry
          </PlainButton>
        </div>
      ) : null}
      <div ref={endRef} aria-hidden="true" className="h-4" data-testid="gallery-end" />
    </section>
  );
}
