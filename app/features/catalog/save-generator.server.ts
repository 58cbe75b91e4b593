import type { Database } from "~/db/db.server";
import { appError } from "~/utils/error-messages";
import type { GeneratorPreset } from "~/db/schema";
import type { AdminGenerator } from "./admin-list.server";
import { checkFiles } from "./catalog-files.server";
import type { GeneratorFormInput } from "./catalog-schemas";
import { GENERATOR_TABLE } from "./catalog-tables.server";
import { CATALOG_TEXT } from "./catalog-text";
import { saveCatalogRecord } from "./save-catalog-record.server";

/** `preset`: the checked preset (null removes it); left out, the stored one stays. */
export type SaveGeneratorInput = { input: GeneratorFormInput; imageFile?: File | null; preset?: GeneratorPreset | null };

/** Creates (no id) or updates a generator; an uploaded image replaces the typed URL. */
export async function saveGenerator(
  db: Database,
  { input, imageFile, preset }: SaveGeneratorInput,
): Promise<{ generator: AdminGenerator; created: boolean }> {
  // A generator's FAQs are stored under its slug, next to the home page's ("home").
  if (input.slug === "home") {
    throw appError("catalogSlugReserved", { title: CATALOG_TEXT.generator.saveError });
  }
  const [image] = await checkFiles([{ file: imageFile, purpose: "generatorImage" }]);
  const { row, created } = await saveCatalogRecord(db, GENERATOR_TABLE, input, async (store) => ({
    title: input.title,
    slug: input.slug,
    description: input.description,
    image: image ? await store(image) : input.image || null,
    link: input.link,
    featured: input.featured,
    hidden: input.hidden,
    ...(preset !== undefined ? { preset } : {}),
  }));
  return { generator: row, created };
}
