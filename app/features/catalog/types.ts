import type { Benefit, HowItWorksStep, PopularCreation } from "./content-lists";

// What the public pages receive: plain data, list fields already parsed.

export type GeneratorCard = { id: string; slug: string; title: string; description: string; image: string | null };
export type AppCard = GeneratorCard & { icon: string | null };

type DetailContent = {
  longDescription: string | null;
  howItWorks: HowItWorksStep[];
  benefits: Benefit[];
  popularCreations: PopularCreation[];
  hidden: boolean;
  updatedAt: Date;
};

export type GeneratorDetail = GeneratorCard & DetailContent & { link: string };
export type AppDetail = AppCard & DetailContent;

export type Faq = { id: string; question: string; answer: string };

export type GalleryImage = { id: string; url: string; title: string; width: number | null; height: number | null };

/** A featured generator with its creations, for the home carousel. */
export type FeaturedGenerator = GeneratorCard & { popularCreations: PopularCreation[] };
