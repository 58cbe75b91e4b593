import { ImageWithFallback } from "~/components/image-with-fallback";
import { imageSources } from "~/features/catalog/images";
import type { GalleryImage } from "~/features/catalog/types";

const EAGER_COUNT = 3;

/** Three columns of square tiles at every width; the first row loads at once (the first tile is the page's LCP image). */
export function GalleryGrid({ images }: { images: GalleryImage[] }) {
  return (
    <ul data-slot="gallery-grid" className="grid grid-cols-3 gap-2 md:gap-4">
      {images.map((image, index) => (
        <li key={image.id}>
          <figure className="bg-card group overflow-hidden rounded-lg border md:rounded-2xl">
            <ImageWithFallback
              {...imageSources(image.url, "(min-width: 1280px) 400px, 33vw", [320, 480, 640])}
              alt={image.title}
              title={image.title || undefined}
              width={640}
              height={640}
              loading={index < EAGER_COUNT ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              decoding="async"
              className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
          </figure>
        </li>
      ))}
    </ul>
  );
}
