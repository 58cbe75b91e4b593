import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { publishedPictures } from "~/db/schema";

/**
 * Takes a picture off /explore and /p/{id} in the caller's transaction (making
 * it private, an author's unpublish); true when it was published. The caller
 * empties the public pages' caches once the transaction is done (DESIGN invariant 11).
 */
export async function deletePublishedRow(tx: DbOrTx, generationId: string): Promise<boolean> {
  const removed = await tx
    .delete(publishedPictures)
    .where(eq(publishedPictures.generationId, generationId))
    .returning({ id: publishedPictures.generationId });
  return removed.length > 0;
}
