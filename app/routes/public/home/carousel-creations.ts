import type { CarouselCreation } from "~/features/catalog/components/creations-carousel";
import type { FeaturedGenerator } from "~/features/catalog/types";

/** Up to twelve creations from the featured generators, taking turns so every generator shows. */
export function carouselCreations(generators: FeaturedGenerator[]): CarouselCreation[] {
  const result: CarouselCreation[] = [];
  const depth = Math.max(0, ...generators.map((g) => g.popularCreations.length));
  for (let i = 0; i < depth && result.length < 12; i++) {
    for (const g of generators) {
      const creation = g.popularCreations[i];
      if (creation?.image && result.length < 12) {
        result.push({ ...creation, id: `${g.id}-${creation.id}`, generatorSlug: g.slug, generatorTitle: g.title });
      }
    }
  }
  return result;
}
