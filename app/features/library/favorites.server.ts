import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { pictureFavorites } from "~/db/schema";
import { generationErrors } from "~/features/generation/generation-errors";
import { getOwnGeneration } from "~/features/generation/generation-queries.server";

/** Marks one of the user's finished pictures as a favourite, or clears the mark; someone else's picture answers as missing. */
export async function setFavorite(db: DbOrTx, userId: string, generationId: string, favorite: boolean) {
  const generation = await getOwnGeneration(db, userId, generationId);
  if (generation.status !== "succeeded") throw generationErrors.notFound();
  if (favorite) {
    await db.insert(pictureFavorites).values({ userId, generationId }).onConflictDoNothing();
  } else {
    await db.delete(pictureFavorites).where(and(eq(pictureFavorites.userId, userId), eq(pictureFavorites.generationId, generationId)));
  }
  return favorite;
}
