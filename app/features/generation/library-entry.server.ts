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
