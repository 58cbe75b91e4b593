import { apps, generators } from "~/db/schema";
import { CATALOG_TEXT } from "./catalog-text";

export type CatalogTable = typeof apps | typeof generators;

/** What differs between apps and generators when they are saved or deleted. */
export type CatalogTableKind<T extends CatalogTable> = {
  table: T;
  text: (typeof CATALOG_TEXT)[keyof typeof CATALOG_TEXT];
  folder: "apps" | "generators";
  /** The FAQ page a record's FAQs are stored under. */
  faqPage: (slug: string) => string;
  /** The stored files a record points at (its own fields, not its details). */
  fileUrls: (row: T["$inferSelect"]) => Array<string | null>;
};

export const APP_TABLE: CatalogTableKind<typeof apps> = {
  table: apps,
  text: CATALOG_TEXT.app,
  folder: "apps",
  faqPage: (slug) => `app_${slug}`,
  fileUrls: (row) => [row.icon, row.image],
};

export const GENERATOR_TABLE: CatalogTableKind<typeof generators> = {
  table: generators,
  text: CATALOG_TEXT.generator,
  folder: "generators",
  faqPage: (slug) => slug,
  fileUrls: (row) => [row.image],
};
