import { ImageWithFallback } from "~/components/image-with-fallback";
import type { PopularCreation } from "~/features/catalog/content-lists";
import { imageSources } from "~/features/catalog/images";
import { SectionHeading } from "./section-heading";

export function CreationsSection({
  creations,
  title = "Popular Creations",
  description,
}: {
  creations: PopularCreation[];
  title?: string;
  description?: string;
}) {
  if (creations.length === 0) return null;
  return (
    <section aria-labelledby="creations-heading" className="container-page py-16 md:py-20">
      <SectionHeading id="creations-heading" eyebrow="Made with it" title={title} description={description} />
      <ul className="mt-12 grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6">
        {creations.map((creation) => (
          <li key={creation.id}>
            <figure className="group bg-card overflow-hidden rounded-2xl border">
              <div className="overflow-hidden">
                <ImageWithFallback
                  {...(creation.image ? imageSources(creation.image, "(min-width: 768px) 33vw, 50vw", [320, 480, 640]) : { src: null })}
                  alt={creation.title ? "" : "Popular creation"}
                  width={640}
                  height={640}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </div>
              {creation.title ? <figcaption className="truncate px-4 py-3 text-sm font-medium">{creation.title}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
