import { and, asc, count, desc, eq, exists, gte, lt, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { generations, pictureCollectionItems, pictureCollections, pictureFavorites } from "~/db/schema";
import { toView } from "~/features/generation/generation-view.server";
import { LIBRARY_PAGE_SIZE, type LibraryPage, type LibraryQuery } from "./library-query";
import { promptTsQuery } from "./prompt-search";

// My Images: the user's finished pictures found by prompt words and filters,
// newest (or oldest) first, a page at a time after a cursor (keyset paging, so
// a page costs the same at picture 24 and at picture 9,000).

const DAY_MS = 86_400_000;

function filters(userId: string, query: LibraryQuery): SQL[] {
  const where: SQL[] = [eq(generations.userId, userId), eq(generations.status, "succeeded")];
  const words = query.q ? promptTsQuery(query.q) : null;
  if (words) where.push(sql`${generations.promptSearch} @@ to_tsquery('simple', ${words})`);
  if (query.model) where.push(eq(generations.model, query.model));
  if (query.from) where.push(gte(generations.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(generations.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  if (query.visibility) where.push(eq(generations.private, query.visibility === "private"));
  if (query.favorites) {
    where.push(
      exists(
        sql`(select 1 from ${pictureFavorites} where ${pictureFavorites.userId} = ${userId} and ${pictureFavorites.generationId} = ${generations.id})`,
      ),
    );
  }
  if (query.collection) {
    // Only through a collection of the user's own: someone else's id matches nothing.
    where.push(
      exists(
        sql`(select 1 from ${pictureCollectionItems} join ${pictureCollections} on ${pictureCollections.id} = ${pictureCollectionItems.collectionId} where ${pictureCollectionItems.collectionId} = ${query.collection} and ${pictureCollections.userId} = ${userId} and ${pictureCollectionItems.generationId} = ${generations.id})`,
      ),
    );
  }
  return where;
}

function afterCursor(cursor: string, sort: "newest" | "oldest"): SQL {
  const split = cursor.lastIndexOf("_");
  const at = cursor.slice(0, split);
  const id = cursor.slice(split + 1);
  return sort === "newest"
    ? sql`(${generations.createdAt}, ${generations.id}) < (${at}::timestamptz, ${id}::uuid)`
    : sql`(${generations.createdAt}, ${generations.id}) > (${at}::timestamptz, ${id}::uuid)`;
}

/** One page of the user's pictures that match the query, with how many match in all. */
export async function searchImages(db: DbOrTx, userId: string, query: LibraryQuery, limit = LIBRARY_PAGE_SIZE): Promise<LibraryPage> {
  const sort = query.sort ?? "newest";
  const where = filters(userId, query);
  const pageWhere = query.cursor ? [...where, afterCursor(query.cursor, sort)] : where;
  const order = sort === "newest" ? [desc(generations.createdAt), desc(generations.id)] : [asc(generations.createdAt), asc(generations.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        generation: generations,
        favorite: sql<boolean>`${pictureFavorites.generationId} is not null`,
        // The pictures and collections are both the user's own (a collection holds only its owner's pictures).
        collectionIds: sql<
          string[]
        >`array(select ${pictureCollectionItems.collectionId}::text from ${pictureCollectionItems} where ${pictureCollectionItems.generationId} = ${generations.id} order by ${pictureCollectionItems.addedAt})`,
        // Exact to the microsecond: a JavaScript Date would round it to the millisecond and skip or repeat pictures.
        cursorAt: sql<string>`to_char(${generations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(generations)
      .leftJoin(pictureFavorites, and(eq(pictureFavorites.generationId, generations.id), eq(pictureFavorites.userId, userId)))
      .where(and(...pageWhere))
      .orderBy(...order)
      .limit(limit + 1),
    db
      .select({ total: count() })
      .from(generations)
      .where(and(...where)),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({ ...toView(row.generation), favorite: row.favorite, collectionIds: row.collectionIds ?? [] })),
    nextCursor: rows.length > limit && last ? `${last.cursorAt}_${last.generation.id}` : null,
    total,
  };
}

/** The models the user has finished pictures from, for the Model filter. */
export async function imageModels(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ model: generations.model })
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.status, "succeeded")))
    .orderBy(generations.model);
  return rows.map((row) => row.model);
}
