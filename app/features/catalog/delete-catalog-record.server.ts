import { eq } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { faqs, type apps } from "~/db/schema";
import { invalidateCatalogCache } from "~/features/catalog/cache.server";
import { appError } from "~/utils/error-messages";
import { removeUnreferencedCatalogFiles } from "./catalog-files.server";
import { APP_TABLE, GENERATOR_TABLE, type CatalogTable, type CatalogTableKind } from "./catalog-tables.server";

/** Deletes a record with its FAQs; its uploaded files go too when nothing else uses them. */
async function deleteCatalogRecord<T extends CatalogTable>(db: Database, kind: CatalogTableKind<T>, id: string): Promise<T["$inferSelect"]> {
  // Both tables have every column used here (see saveCatalogRecord).
  const table = kind.table as typeof apps;
  const { text } = kind;
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!row) throw appError("catalogRecordGone", { title: text.deleteError, values: { noun: text.noun } });
    await tx.delete(faqs).where(eq(faqs.page, kind.faqPage(row.slug)));
    return row;
  });
  invalidateCatalogCache();
  await removeUnreferencedCatalogFiles(db, kind.fileUrls(removed));
  return removed;
}

/** Deletes an app with its FAQs; its uploaded files go too when nothing else uses them. */
export function deleteApp(db: Database, id: string) {
  return deleteCatalogRecord(db, APP_TABLE, id);
}

export function deleteGenerator(db: Database, id: string) {
  return deleteCatalogRecord(db, GENERATOR_TABLE, id);
}
