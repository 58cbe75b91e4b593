import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { ImageWithFallback } from "~/components/image-with-fallback";
import { Button } from "~/components/ui/button";
import { imageSources } from "~/features/catalog/images";
import { urls } from "~/utils/urls";

export type CarouselCreation = { id: string; title: string; image: string; generatorSlug: string; generatorTitle: string };

export function CreationsCarousel({ creations }: { creations: CarouselCreation[] }) {
  const [viewportRef, api] = useEmblaCarousel({ align: "start", loop: creations.length > 4, skipSnaps: false });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(creations.length > 1);

  const sync = useCallback(() => {
    if (!api) return;
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api, sync]);

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Popular creations" className="relative">
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-4 flex touch-pan-y">
          {creations.map((creation, index) => (
            <li
              key={creation.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${creations.length}`}
              className="min-w-0 shrink-0 grow-0 basis-3/4 pl-4 sm:basis-1/2 md:basis-1/3 lg:basis-1/4"
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
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex justify-center gap-3">
        <Button variant="outline" size="icon" onClick={() => api?.scrollPrev()} disabled={!canPrev} aria-label="Previous creations">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" onClick={() => api?.scrollNext()} disabled={!canNext} aria-label="Next creations">
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
