import { and, count, desc, eq } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/db.server";
import { generations, media } from "~/db/schema";
import { invalidateCatalogCache } from "~/features/catalog/cache.server";
import { generationErrors as errors } from "./generation-errors";
import type { GenerationPage } from "./generation-options";
import { getOwnGeneration } from "./generation-queries.server";
import { toView } from "./generation-view.server";
import { copyStoredFile, fromRef, isSourceUpload, readStoredFile, removePictureFiles, removeStoredFiles, toRef } from "./image-files.server";
import { deletePublishedRow } from "~/features/explore/published-rows.server";
import { mediaRowFor, unpublishPicture } from "./library-entry.server";

// A user's own pictures: the list, and what the owner may do with one.

/** The user's finished pictures, newest first. */
export async function listGenerations(
  db: DbOrTx,
  userId: string,
  page: { offset: number; limit: number },
): Promise<GenerationPage & { total: number }> {
  const where = and(eq(generations.userId, userId), eq(generations.status, "succeeded"));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(generations).where(where).orderBy(desc(generations.createdAt), desc(generations.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(generations).where(where),
  ]);
  const next = page.offset + rows.length;
  return { items: rows.map(toView), nextCursor: next < total ? String(next) : null, total };
}

/** Deletes one of the user's generations with its files, their thumbnails and its media-library entry. */
export async function deleteGeneration(db: Database, userId: string, id: string) {
  const generation = await getOwnGeneration(db, userId, id);
  if (generation.status === "pending") throw errors.inProgress();
  const image = fromRef(generation.imagePath);
  const thumb = fromRef(generation.thumbPath);
  const source = fromRef(generation.sourceImagePath);
  const unpublished = await db.transaction(async (tx) => {
    const removed = await unpublishPicture(tx, image);
    // Off /explore and /p/{id} with it (the foreign key would cascade; said here so the caches are emptied too).
    const wasPublished = await deletePublishedRow(tx, id);
    await tx.delete(generations).where(eq(generations.id, id));
    return removed || wasPublished;
  });
  if (unpublished) invalidateCatalogCache();
  await removePictureFiles(image, thumb, isSourceUpload(source) ? source : null);
}

/** Turns Private Mode on or off for a finished picture, moving its files and media-library entry. */
export async function setGenerationPrivacy(db: Database, userId: string, id: string, isPrivate: boolean) {
  const generation = await getOwnGeneration(db, userId, id);
  if (generation.status !== "succeeded") throw errors.badRequest("Only finished images can be changed.");
  if (generation.private === isPrivate) return generation;
  const oldImage = fromRef(generation.imagePath);
  const oldThumb = fromRef(generation.thumbPath);
  if (!oldImage || !oldThumb) throw errors.notFound();
  const image = await copyStoredFile(oldImage, isPrivate);
  const thumb = await copyStoredFile(oldThumb, isPrivate);
  try {
    const result = await db.transaction(async (tx) => {
      // Only from the state read above: a concurrent change wins and this copy is dropped.
      const [row] = await tx
        .update(generations)
        .set({ private: isPrivate, imagePath: toRef(image), thumbPath: toRef(thumb) })
        .where(and(eq(generations.id, id), eq(generations.private, !isPrivate), eq(generations.imagePath, toRef(oldImage))))
        .returning();
      if (!row) return null;
      if (isPrivate) {
        // A private picture is on no public page: its media-library entry and its /explore listing go in this transaction.
        const removedMedia = await unpublishPicture(tx, oldImage);
        const removedListing = await deletePublishedRow(tx, id);
        return { row, unpublished: removedMedia || removedListing };
      }
      const bytes = await readStoredFile(image);
      await tx.insert(media).values(mediaRowFor(row, image, bytes?.length ?? 0, row.width ?? 0, row.height ?? 0));
      return { row, unpublished: false };
    });
    if (!result) {
      await removeStoredFiles(image, thumb);
      return getOwnGeneration(db, userId, id);
    }
    if (result.unpublished) invalidateCatalogCache();
    // The old place with every copy made from it (thumbnails of a public picture included).
    await removePictureFiles(oldImage, oldThumb);
    return result.row;
  } catch (error) {
    await removeStoredFiles(image, thumb);
    throw error;
  }
}
