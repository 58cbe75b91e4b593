import type { Benefit, HowItWorksStep, PopularCreation } from "~/features/catalog/content-lists";

/** Which catalogue table a detail editor works on. */
export type ContentKind = "app" | "generator";

/** The four editable detail fields, as the editor holds them and the save sends them. */
export type DetailsContent = {
  longDescription: string;
  howItWorks: HowItWorksStep[];
  benefits: Benefit[];
  popularCreations: PopularCreation[];
};

/** One app or generator as the edit screen loads it (list fields already parsed). */
export type DetailsRecord = DetailsContent & {
  id: string;
  slug: string;
  title: string;
  /** ISO time of the last write: the editors re-sync when it changes. */
  updatedAt: string;
};

export type EditorFaq = { id: string; question: string; answer: string };

/** The words each kind uses on the edit screen (SPEC sections 2 and 8). */
export const KIND_LABELS = {
  generator: {
    notFound: "Generator not found",
    back: "Back to Generators",
    saved: "All generator details have been updated.",
  },
  app: {
    notFound: "App not found",
    back: "Back to Apps",
    saved: "All app details have been updated.",
  },
} as const satisfies Record<ContentKind, Record<string, string>>;

/** The faqs.page value of a generator (its slug) or an app (app_{slug}). */
export function faqPageOf(kind: ContentKind, slug: string) {
  return kind === "app" ? `app_${slug}` : slug;
}
