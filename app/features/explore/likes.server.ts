import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { pictureLikes, publishedPictures } from "~/db/schema";
import { appError } from "~/utils/error-messages";

export type LikeState = { liked: boolean; likeCount: number };

/**
 * 'Like' (on) or its undoing (off), once per user per picture. The like row
 * and the picture's count change in one transaction, and the count moves only
 * when a row was really added or removed: it stays exact however many likes
 * arrive at once, and a repeated like changes nothing.
 */
export async function setLike(db: Database, userId: string, generationId: string, liked: boolean): Promise<LikeState> {
  return db.transaction(async (tx) => {
    // Locks the published row: a like waits for an unpublish in progress, and one on a removed picture is refused.
    const [picture] = await tx
      .select({ likeCount: publishedPictures.likeCount })
      .from(publishedPictures)
      .where(and(eq(publishedPictures.generationId, generationId), isNull(publishedPictures.hiddenAt)))
      .for("update");
    if (!picture) throw appError("publishedPictureNotFound");
    const changed = liked
      ? await tx.insert(pictureLikes).values({ generationId, userId }).onConflictDoNothing().returning({ userId: pictureLikes.userId })
      : await tx
          .delete(pictureLikes)
          .where(and(eq(pictureLikes.generationId, generationId), eq(pictureLikes.userId, userId)))
          .returning({ userId: pictureLikes.userId });
    if (changed.length === 0) return { liked, likeCount: picture.likeCount };
    const [updated] = await tx
      .update(publishedPictures)
      .set({ likeCount: sql`${publishedPictures.likeCount} + ${liked ? 1 : -1}` })
      .where(eq(publishedPictures.generationId, generationId))
      .returning({ likeCount: publishedPictures.likeCount });
    return { liked, likeCount: updated.likeCount };
  });
}

/** Whether the user likes the picture. */
export async function likesPicture(db: Database, userId: string, generationId: string) {
  const [row] = await db
    .select({ userId: pictureLikes.userId })
    .from(pictureLikes)
    .where(and(eq(pictureLikes.generationId, generationId), eq(pictureLikes.userId, userId)));
  return Boolean(row);
}
