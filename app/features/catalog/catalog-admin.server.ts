import { and, count, desc, eq, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { apps, faqs, generators } from "~/db/schema";
import { invalidateCatalogCache } from "~/features/catalog/cache.server";
import { removeThumbnails } from "~/features/catalog/thumbnails.server";
import { checkImageUpload, type CheckedImage } from "~/services/uploads/upload-validation.server";
import type { UploadPurpose } from "~/services/uploads/upload-rules";
import { getStorage, makeStorageKey, parsePublicUrl, uploadedFileUrl, type StoredFile } from "~/services/storage/storage.server";
import { AppError } from "~/utils/errors";
import { logger } from "~/utils/logger.server";
import type { AppFormInput, GeneratorFormInput } from "./catalog-schemas";
import type { AdminAppRecord, AdminGeneratorRecord } from "./catalog-types";

export type AdminApp = typeof apps.$inferSelect;
export type AdminGenerator = typeof generators.$inferSelect;

export async function getCatalogCounts(db: Database) {
  const [[appCount], [generatorCount]] = await Promise.all([db.select({ n: count() }).from(apps), db.select({ n: count() }).from(generators)]);
  return { apps: appCount?.n ?? 0, generators: generatorCount?.n ?? 0 };
}

export function listAppsForAdmin(db: Database) {
  return db.select().from(apps).orderBy(desc(apps.createdAt), desc(apps.id));
}

export function listGeneratorsForAdmin(db: Database) {
  return db.select().from(generators).orderBy(desc(generators.createdAt), desc(generators.id));
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}

type Labels = { noun: "app" | "generator"; saveTitle: string; deleteTitle: string };
const APP: Labels = { noun: "app", saveTitle: "Error saving app", deleteTitle: "Error deleting app" };
const GENERATOR: Labels = { noun: "generator", saveTitle: "Error saving generator", deleteTitle: "Error deleting generator" };

function duplicateSlug(labels: Labels, slug: string) {
  return new AppError("CONFLICT", {
    title: labels.saveTitle,
    message: `The slug "${slug}" is already used by another ${labels.noun}. Choose a different slug.`,
  });
}

/** Checks every file first, so that a bad file stops the save before anything is stored. */
async function checkFiles(files: Array<{ file: File | null | undefined; purpose: UploadPurpose }>) {
  const checked: Array<CheckedImage | null> = [];
  for (const { file, purpose } of files) checked.push(file ? await checkImageUpload(file, purpose) : null);
  return checked;
}

async function storeCatalogImage(image: CheckedImage, folder: "apps" | "generators"): Promise<StoredFile> {
  const file: StoredFile = { bucket: "catalog", key: makeStorageKey(image.extension, folder) };
  await getStorage().put(file, image.bytes, image.mime);
  return file;
}

async function removeFiles(files: StoredFile[]) {
  await Promise.all(
    files.map((file) =>
      getStorage()
        .remove(file)
        .catch((err) => logger.warn({ err, file }, "could not remove stored file")),
    ),
  );
}

/**
 * Removes our catalogue files that no app or generator points at any more
 * (a replaced or deleted record's icon and image).
 */
async function removeUnreferencedCatalogFiles(db: Database, urls: Array<string | null | undefined>) {
  for (const url of urls) {
    const file = url ? parsePublicUrl(url) : null;
    if (!file || file.bucket !== "catalog") continue;
    const pattern = `%${file.key}%`;
    const [appRef] = await db
      .select({ id: apps.id })
      .from(apps)
      .where(
        or(
          eq(apps.icon, url!),
          eq(apps.image, url!),
          sql`${apps.howItWorks}::text like ${pattern}`,
          sql`${apps.benefits}::text like ${pattern}`,
          sql`${apps.popularCreations}::text like ${pattern}`,
        ),
      )
      .limit(1);
    const [generatorRef] = await db
      .select({ id: generators.id })
      .from(generators)
      .where(
        or(
          eq(generators.image, url!),
          sql`${generators.howItWorks}::text like ${pattern}`,
          sql`${generators.benefits}::text like ${pattern}`,
          sql`${generators.popularCreations}::text like ${pattern}`,
        ),
      )
      .limit(1);
    if (!appRef && !generatorRef) {
      await removeFiles([file]);
      await removeThumbnails(file);
    }
  }
}

type CatalogTable = typeof apps | typeof generators;

/** What differs between apps and generators when they are saved or deleted. */
type CatalogKind<T extends CatalogTable> = {
  table: T;
  labels: Labels;
  folder: "apps" | "generators";
  /** The FAQ page a record's FAQs are stored under. */
  faqPage: (slug: string) => string;
  /** The stored files a record points at (its own fields, not its details). */
  fileUrls: (row: T["$inferSelect"]) => Array<string | null>;
};

const APP_KIND: CatalogKind<typeof apps> = {
  table: apps,
  labels: APP,
  folder: "apps",
  faqPage: (slug) => `app_${slug}`,
  fileUrls: (row) => [row.icon, row.image],
};

const GENERATOR_KIND: CatalogKind<typeof generators> = {
  table: generators,
  labels: GENERATOR,
  folder: "generators",
  faqPage: (slug) => slug,
  fileUrls: (row) => [row.image],
};

/**
 * Creates (no id) or updates a record. `buildValues` gets a `store` function
 * that saves a checked upload and answers its URL; whatever it stored is
 * removed again when the save fails.
 */
async function saveCatalogRecord<T extends CatalogTable>(
  db: Database,
  kind: CatalogKind<T>,
  input: { id?: string; slug: string },
  buildValues: (store: (image: CheckedImage) => Promise<string>) => Promise<T["$inferInsert"]>,
): Promise<{ row: T["$inferSelect"]; created: boolean }> {
  // Drizzle's types cannot follow a union of tables. Both tables have every column used here, so the
  // helpers type the table as `apps`; the real table (kind.table) is what runs.
  const table = kind.table as typeof apps;
  const { labels } = kind;
  const stored: StoredFile[] = [];
  try {
    const values = (await buildValues(async (image) => {
      const file = await storeCatalogImage(image, kind.folder);
      stored.push(file);
      return uploadedFileUrl(file);
    })) as typeof apps.$inferInsert;

    const result = await db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: table.id })
        .from(table)
        .where(input.id ? and(eq(table.slug, input.slug), ne(table.id, input.id)) : eq(table.slug, input.slug))
        .limit(1);
      if (clash) throw duplicateSlug(labels, input.slug);

      if (!input.id) {
        let [row] = await tx.insert(table).values(values).returning();
        // SPEC section 7: an insert that returns no row is looked up by title and slug.
        row ??= (
          await tx
            .select()
            .from(table)
            .where(and(eq(table.title, values.title), eq(table.slug, values.slug)))
            .orderBy(desc(table.createdAt))
            .limit(1)
        )[0];
        if (!row) throw new AppError("INTERNAL", { title: labels.saveTitle, message: "Failed to confirm create operation" });
        return { row, created: true, previous: null };
      }

      const [previous] = await tx.select().from(table).where(eq(table.id, input.id)).limit(1);
      let [row] = previous
        ? await tx
            .update(table)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(table.id, input.id))
            .returning()
        : [];
      row ??= (await tx.select().from(table).where(eq(table.id, input.id)).limit(1))[0];
      if (!row) throw new AppError("NOT_FOUND", { title: labels.saveTitle, message: "Failed to confirm update operation" });
      if (previous && previous.slug !== row.slug) {
        await tx
          .update(faqs)
          .set({ page: kind.faqPage(row.slug) })
          .where(eq(faqs.page, kind.faqPage(previous.slug)));
      }
      return { row, created: false, previous };
    });

    invalidateCatalogCache();
    if (result.previous) await removeUnreferencedCatalogFiles(db, kind.fileUrls(result.previous));
    return { row: result.row, created: result.created };
  } catch (error) {
    await removeFiles(stored);
    if (isUniqueViolation(error)) throw duplicateSlug(labels, input.slug);
    throw error;
  }
}

/** Deletes a record with its FAQs; its uploaded files go too when nothing else uses them. */
async function deleteCatalogRecord<T extends CatalogTable>(db: Database, kind: CatalogKind<T>, id: string): Promise<T["$inferSelect"]> {
  const table = kind.table as typeof apps;
  const { labels } = kind;
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!row) throw new AppError("NOT_FOUND", { title: labels.deleteTitle, message: `The ${labels.noun} no longer exists.` });
    await tx.delete(faqs).where(eq(faqs.page, kind.faqPage(row.slug)));
    return row;
  });
  invalidateCatalogCache();
  await removeUnreferencedCatalogFiles(db, kind.fileUrls(removed));
  return removed;
}

export type SaveAppInput = { input: AppFormInput; iconFile?: File | null; imageFile?: File | null };

/** Creates (no id) or updates an app; an uploaded icon or image replaces the typed URL. */
export async function saveApp(db: Database, { input, iconFile, imageFile }: SaveAppInput): Promise<{ app: AdminApp; created: boolean }> {
  const [icon, image] = await checkFiles([
    { file: iconFile, purpose: "appIcon" },
    { file: imageFile, purpose: "appImage" },
  ]);
  const { row, created } = await saveCatalogRecord(db, APP_KIND, input, async (store) => ({
    title: input.title,
    slug: input.slug,
    description: input.description,
    icon: icon ? await store(icon) : input.icon || null,
    image: image ? await store(image) : input.image || null,
    featured: input.featured,
    hidden: input.hidden,
  }));
  return { app: row, created };
}

export type SaveGeneratorInput = { input: GeneratorFormInput; imageFile?: File | null };

export async function saveGenerator(
  db: Database,
  { input, imageFile }: SaveGeneratorInput,
): Promise<{ generator: AdminGenerator; created: boolean }> {
  // A generator's FAQs are stored under its slug, next to the home page's ("home").
  if (input.slug === "home") {
    throw new AppError("BAD_REQUEST", { title: GENERATOR.saveTitle, message: 'The slug "home" is reserved. Choose a different slug.' });
  }
  const [image] = await checkFiles([{ file: imageFile, purpose: "generatorImage" }]);
  const { row, created } = await saveCatalogRecord(db, GENERATOR_KIND, input, async (store) => ({
    title: input.title,
    slug: input.slug,
    description: input.description,
    image: image ? await store(image) : input.image || null,
    link: input.link,
    featured: input.featured,
    hidden: input.hidden,
  }));
  return { generator: row, created };
}

/** Deletes an app with its FAQs; its uploaded files go too when nothing else uses them. */
export function deleteApp(db: Database, id: string) {
  return deleteCatalogRecord(db, APP_KIND, id);
}

export function deleteGenerator(db: Database, id: string) {
  return deleteCatalogRecord(db, GENERATOR_KIND, id);
}

export function toAppRecord(row: AdminApp): AdminAppRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
    icon: row.icon,
    featured: row.featured,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toGeneratorRecord(row: AdminGenerator): AdminGeneratorRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
    link: row.link,
    featured: row.featured,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
  };
}
