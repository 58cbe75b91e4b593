import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { generations, media } from "~/db/schema";
import type { StoredFile } from "~/services/storage/storage.server";
import { modelLabel } from "./generation-options";
import type { Generation } from "./generation-queries.server";
import { fromRef, isSourceUpload, toRef } from "./image-files.server";

// A public picture is also a media-library entry (source 'user'); these keep the two in step.

/** The media-library row that publishes a generation's picture. */
export function mediaRowFor(generation: Generation, image: StoredFile, size: number, width: number, height: number) {
  return {
    filePath: image.key,
    fileName: `ai-generated-image-${generation.createdAt.getTime()}.png`,
    fileSize: size,
    fileType: "image/png",
    width,
    height,
    source: "user" as const,
    altText: generation.prompt.slice(0, 300),
    description: `Generated with ${modelLabel(generation.model)}`,
    uploadedBy: generation.userId,
    featured: false,
    // An NSFW picture is badged in the Media Library and can never be featured on public pages.
    isNsfw: generation.isNsfw,
  };
}

/**
 * Removes the media-library entry of a published picture; true when one went.
 * The public gallery is cached: the caller then invalidates it (DESIGN invariant 11).
 */
export async function unpublishPicture(tx: DbOrTx, image: StoredFile | null) {
  if (image?.bucket !== "media_library") return false;
  const removed = await tx.delete(media).where(eq(media.filePath, image.key)).returning({ id: media.id });
  return removed.length > 0;
}

/**
 * Deletes the generation whose published picture is `image` (an admin deleting
 * it from the media library), in the caller's transaction. Returns the files
 * that go with it, for the caller to remove once the transaction is done.
 */
export async function deleteGenerationOfPicture(tx: DbOrTx, image: StoredFile): Promise<StoredFile[]> {
  const [row] = await tx
    .delete(generations)
    .where(eq(generations.imagePath, toRef(image)))
    .returning();
  if (!row) return [];
  const source = fromRef(row.sourceImagePath);
  return [fromRef(row.thumbPath), isSourceUpload(source) ? source : null].filter((f): f is StoredFile => f !== null);
}

/**
 * Deletes a generation wherever it shows, by id, whoever owns it (an operator
 * removing a reported picture), in the caller's transaction: its media-library
 * entry, then the generation row (its published row, likes, favourites and
 * collection items go with it by cascade). Returns the files for the caller to
 * remove once the transaction is done (with removePictureFiles), or null when
 * the generation is already gone.
 */
export async function deleteGenerationEverywhere(tx: DbOrTx, generationId: string): Promise<{ files: StoredFile[]; unpublished: boolean } | null> {
  const [row] = await tx.select().from(generations).where(eq(generations.id, generationId));
  if (!row) return null;
  const image = fromRef(row.imagePath);
  const unpublished = await unpublishPicture(tx, image);
  await tx.delete(generations).where(eq(generations.id, generationId));
  const source = fromRef(row.sourceImagePath);
  const files = [image, fromRef(row.thumbPath), isSourceUpload(source) ? source : null].filter((f): f is StoredFile => f !== null);
  return { files, unpublished };
}
