import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { generations } from "~/db/schema";
import { generationErrors } from "./generation-errors";
import { fromRef } from "./image-files.server";

export type Generation = typeof generations.$inferSelect;

export async function getGeneration(db: DbOrTx, id: string) {
  const [row] = await db.select().from(generations).where(eq(generations.id, id));
  return row ?? null;
}

/** One of the user's generations; someone else's answers like a missing one (404). */
export async function getOwnGeneration(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)));
  if (!row) throw generationErrors.notFound();
  return row;
}

export async function findPendingGeneration(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.status, "pending")));
  return row ?? null;
}

export async function findByIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.idempotencyKey, key)));
  return row ?? null;
}

/**
 * A generation's picture for a viewer: private pictures only for their owner.
 * Returns null when the viewer may not see it (the route answers 404 either way).
 */
export async function imageFileFor(db: DbOrTx, viewerId: string | null, id: string, variant: "image" | "thumb") {
  const generation = await getGeneration(db, id);
  if (!generation || generation.status !== "succeeded") return null;
  if (generation.private && generation.userId !== viewerId) return null;
  const file = fromRef(variant === "thumb" ? generation.thumbPath : generation.imagePath);
  return file ? { file, generation } : null;
}
