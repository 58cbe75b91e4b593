import { and, desc, eq, ne } from "drizzle-orm";
import { appError } from "~/utils/error-messages";
import type { Database } from "~/db/db.server";
import { faqs, type apps } from "~/db/schema";
import { invalidateCatalogCache } from "~/features/catalog/cache.server";
import type { CheckedImage } from "~/services/uploads/upload-validation.server";
import { uploadedFileUrl, type StoredFile } from "~/services/storage/storage.server";
import { removeFiles, removeUnreferencedCatalogFiles, storeCatalogImage } from "./catalog-files.server";
import type { CatalogTable, CatalogTableKind } from "./catalog-tables.server";

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}

function duplicateSlug(text: CatalogTableKind<CatalogTable>["text"], slug: string) {
  return appError("catalogSlugTaken", { title: text.saveError, values: { slug, noun: text.noun } });
}

/**
 * Creates (no id) or updates a record. `buildValues` gets a `store` function
 * that saves a checked upload and answers its URL; whatever it stored is
 * removed again when the save fails.
 */
export async function saveCatalogRecord<T extends CatalogTable>(
  db: Database,
  kind: CatalogTableKind<T>,
  input: { id?: string; slug: string },
  buildValues: (store: (image: CheckedImage) => Promise<string>) => Promise<T["$inferInsert"]>,
): Promise<{ row: T["$inferSelect"]; created: boolean }> {
  // Drizzle's types cannot follow a union of tables. Both tables have every column used here, so the
  // helpers type the table as `apps`; the real table (kind.table) is what runs.
  const table = kind.table as typeof apps;
  const { text } = kind;
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
      if (clash) throw duplicateSlug(text, input.slug);

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
        if (!row) throw appError("catalogCreateUnconfirmed", { title: text.saveError });
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
      if (!row) throw appError("catalogUpdateUnconfirmed", { title: text.saveError });
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
    if (isUniqueViolation(error)) throw duplicateSlug(text, input.slug);
    throw error;
  }
}
