import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { pictureCollectionItems, pictureCollections } from "~/db/schema";
import { generationErrors } from "~/features/generation/generation-errors";
import { getOwnGeneration } from "~/features/generation/generation-queries.server";
import { appError } from "~/utils/error-messages";
import type { CollectionSummary } from "./collections";

// 'Collections' on My Images: a user's named groups of their own pictures.
// Someone else's collection or picture answers exactly as a missing one, so an
// id tried from outside reveals nothing. Names are unique per user whatever
// their case (the database's unique index on lower(name) decides, so two
// requests at once cannot both win).

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}

const nameTaken = (name: string) => appError("collectionNameTaken", { values: { name } });
const notFound = () => appError("collectionNotFound");

/** The user's collections, by name, with how many pictures each holds. */
export async function listCollections(db: DbOrTx, userId: string): Promise<CollectionSummary[]> {
  return db
    .select({ id: pictureCollections.id, name: pictureCollections.name, pictureCount: count(pictureCollectionItems.generationId) })
    .from(pictureCollections)
    .leftJoin(pictureCollectionItems, eq(pictureCollectionItems.collectionId, pictureCollections.id))
    .where(eq(pictureCollections.userId, userId))
    .groupBy(pictureCollections.id)
    .orderBy(asc(sql`lower(${pictureCollections.name})`), asc(pictureCollections.id));
}

/** One of the user's collections; anyone else's (or none) is "not found". */
export async function getOwnCollection(db: DbOrTx, userId: string, collectionId: string) {
  const [row] = await db
    .select()
    .from(pictureCollections)
    .where(and(eq(pictureCollections.id, collectionId), eq(pictureCollections.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function createCollection(db: DbOrTx, userId: string, name: string) {
  try {
    const [row] = await db.insert(pictureCollections).values({ userId, name }).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

export async function renameCollection(db: DbOrTx, userId: string, collectionId: string, name: string) {
  try {
    const [row] = await db
      .update(pictureCollections)
      .set({ name, updatedAt: new Date() })
      .where(and(eq(pictureCollections.id, collectionId), eq(pictureCollections.userId, userId)))
      .returning();
    if (!row) throw notFound();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/** Deletes the collection; its pictures stay in My Images (only the membership rows go, by cascade). */
export async function deleteCollection(db: DbOrTx, userId: string, collectionId: string) {
  const [row] = await db
    .delete(pictureCollections)
    .where(and(eq(pictureCollections.id, collectionId), eq(pictureCollections.userId, userId)))
    .returning({ id: pictureCollections.id, name: pictureCollections.name });
  if (!row) throw notFound();
  return row;
}

/** Puts one of the user's finished pictures in one of their collections (again: no change). */
export async function addToCollection(db: DbOrTx, userId: string, collectionId: string, generationId: string) {
  const collection = await getOwnCollection(db, userId, collectionId);
  const picture = await getOwnGeneration(db, userId, generationId);
  if (picture.status !== "succeeded") throw generationErrors.notFound();
  await db.insert(pictureCollectionItems).values({ collectionId, generationId }).onConflictDoNothing();
  await db.update(pictureCollections).set({ updatedAt: new Date() }).where(eq(pictureCollections.id, collectionId));
  return collection;
}

/** Takes a picture out of one of the user's collections; the picture itself stays. */
export async function removeFromCollection(db: DbOrTx, userId: string, collectionId: string, generationId: string) {
  const collection = await getOwnCollection(db, userId, collectionId);
  await getOwnGeneration(db, userId, generationId);
  await db
    .delete(pictureCollectionItems)
    .where(and(eq(pictureCollectionItems.collectionId, collectionId), eq(pictureCollectionItems.generationId, generationId)));
  return collection;
}

/** Every collection of the user with the ids of its pictures (for 'Download my data'). */
export async function exportCollections(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      id: pictureCollections.id,
      name: pictureCollections.name,
      createdAt: pictureCollections.createdAt,
      generationId: pictureCollectionItems.generationId,
    })
    .from(pictureCollections)
    .leftJoin(pictureCollectionItems, eq(pictureCollectionItems.collectionId, pictureCollections.id))
    .where(eq(pictureCollections.userId, userId))
    .orderBy(asc(pictureCollections.createdAt), asc(pictureCollections.id), asc(pictureCollectionItems.addedAt));
  const byId = new Map<string, { id: string; name: string; createdAt: string; pictureIds: string[] }>();
  for (const row of rows) {
    let entry = byId.get(row.id);
    if (!entry) {
      entry = { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), pictureIds: [] };
      byId.set(row.id, entry);
    }
    if (row.generationId) entry.pictureIds.push(row.generationId);
  }
  return [...byId.values()];
}
