import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ImageWithFallback } from "~/components/image-with-fallback";
import { PlainButton } from "~/components/ui/plain-button";
import { imageSources } from "~/features/catalog/images";
import { urls } from "~/utils/urls";

export type CarouselCreation = { id: string; title: string; image: string; generatorSlug: string; generatorTitle: string };

/**
 * A native scroll-snap carousel: swipe, trackpad and keyboard scrolling come
 * from the browser, the buttons page by one view. It stands in for a carousel
 * library to keep the home page's JavaScript small.
 */
export function CreationsCarousel({ creations }: { creations: CarouselCreation[] }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const sync = useCallback(() => {
    const el = viewportRef.current;
    if (!el) return;
    setAtStart(el.scrollLeft <= 4);
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 4);
  }, []);

  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    sync();
    el.addEventListener("scroll", sync, { passive: true });
    window.addEventListener("resize", sync);
    return () => {
      el.removeEventListener("scroll", sync);
      window.removeEventListener("resize", sync);
    };
  }, [sync]);

  const page = (direction: 1 | -1) => {
    const el = viewportRef.current;
    if (!el) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: smooth ? "smooth" : "auto" });
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Popular creations">
      {/* The scroll container is a named tab stop so that arrow keys scroll it (WAI scrollable region). */}
      <div
        ref={viewportRef}
        role="region"
        aria-label="Slides"
        tabIndex={0}
        className="focus-visible:ring-ring/50 -mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto rounded-2xl px-1 pb-1 [scrollbar-width:none] focus-visible:ring-[3px] focus-visible:outline-none [&::-webkit-scrollbar]:hidden"
      >
        {creations.map((creation, index) => (
          <div
            key={creation.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${creations.length}`}
            className="w-3/4 shrink-0 snap-start sm:w-[calc((100%-1rem)/2)] md:w-[calc((100%-2rem)/3)] lg:w-[calc((100%-3rem)/4)]"
          >
            <figure className="group bg-card overflow-hidden rounded-2xl border">
              <div className="overflow-hidden">
                <ImageWithFallback
                  {...imageSources(creation.image, "(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 75vw", [320, 480, 640])}
                  alt=""
                  width={640}
                  height={640}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </div>
              <figcaption className="px-4 py-3">
                <span className="block truncate font-medium">{creation.title}</span>
                <Link
                  to={urls.generator(creation.generatorSlug)}
                  className="text-muted-foreground hover:text-primary block truncate text-sm underline-offset-4 hover:underline"
                >
                  {creation.generatorTitle}
                </Link>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-6 flex justify-center gap-3">
        <PlainButton variant="outline" size="icon" onClick={() => page(-1)} disabled={atStart} aria-label="Previous creations">
          <ChevronLeft aria-hidden="true" />
        </PlainButton>
        <PlainButton variant="outline" size="icon" onClick={() => page(1)} disabled={atEnd} aria-label="Next creations">
          <ChevronRight aria-hidden="true" />
        </PlainButton>
      </div>
    </div>
  );
}
