import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { generations, publishedPictures } from "~/db/schema";
import { invalidateCatalogCache } from "~/features/catalog/cache.server";
import { generationErrors } from "~/features/generation/generation-errors";
import { getOwnGeneration } from "~/features/generation/generation-queries.server";
import { appError } from "~/utils/error-messages";
import { deletePublishedRow } from "./published-rows.server";

// 'Publish' on My Images: a public picture of the author's goes on /explore and /p/{id}.

export type PublishInput = { title: string | null; hidePrompt: boolean };
export type PublishState = { published: boolean; title: string | null; hidePrompt: boolean; hidden: boolean; private: boolean };

/** Whether one of the user's pictures is published, and how (the publish dialog's starting state). */
export async function getPublishState(db: Database, userId: string, generationId: string): Promise<PublishState> {
  const generation = await getOwnGeneration(db, userId, generationId);
  if (generation.status !== "succeeded") throw generationErrors.notFound();
  const [row] = await db.select().from(publishedPictures).where(eq(publishedPictures.generationId, generationId));
  return {
    published: Boolean(row),
    title: row?.title ?? null,
    hidePrompt: row?.hidePrompt ?? false,
    hidden: Boolean(row?.hiddenAt),
    private: generation.private,
  };
}

/**
 * Publishes one of the user's finished public pictures, or changes the title
 * and 'Hide prompt' of one already published (its likes stay). Private
 * pictures are refused: the check and the write are one statement, so a
 * picture made private meanwhile is never published.
 */
export async function publishPicture(db: Database, userId: string, generationId: string, input: PublishInput): Promise<PublishState> {
  const generation = await getOwnGeneration(db, userId, generationId);
  if (generation.status !== "succeeded") throw generationErrors.notFound();
  if (generation.private) throw appError("privatePictureNotPublishable");
  const title = input.title?.trim() || null;
  const row = await db.transaction(async (tx) => {
    // Locks the picture's row: a concurrent switch to private waits, then removes what this wrote.
    const [current] = await tx
      .select({ private: generations.private, isNsfw: generations.isNsfw })
      .from(generations)
      .where(and(eq(generations.id, generationId), eq(generations.userId, userId)))
      .for("update");
    if (!current) throw generationErrors.notFound();
    if (current.private) throw appError("privatePictureNotPublishable");
    const [written] = await tx
      .insert(publishedPictures)
      .values({ generationId, userId, title, hidePrompt: input.hidePrompt, isNsfw: current.isNsfw })
      .onConflictDoUpdate({ target: publishedPictures.generationId, set: { title, hidePrompt: input.hidePrompt } })
      .returning();
    return written;
  });
  invalidateCatalogCache();
  return { published: true, title: row.title, hidePrompt: row.hidePrompt, hidden: Boolean(row.hiddenAt), private: false };
}

/** 'Unpublish': the picture leaves /explore, its page and the sitemap at once; its likes go with it. */
export async function unpublishPicture(db: Database, userId: string, generationId: string): Promise<PublishState> {
  const generation = await getOwnGeneration(db, userId, generationId);
  const removed = await deletePublishedRow(db, generationId);
  if (removed) invalidateCatalogCache();
  return { published: false, title: null, hidePrompt: false, hidden: false, private: generation.private };
}
