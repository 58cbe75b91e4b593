import { and, desc, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/db.server";
import { generations, pictureLikes, publishedPictures, users } from "~/db/schema";
import { fromRef } from "~/features/generation/image-files.server";
import { getStorage } from "~/services/storage/storage.server";
import { FEED_PAGE_SIZE, TRENDING_DAYS, type ContentFilter, type FeedItem, type FeedPage, type FeedSort } from "./explore-rules";

// /explore: published pictures, newest first or 'Trending' (likes of the last
// 7 days), in pages read by keyset (the last item's sort key is the cursor),
// so a picture published or liked meanwhile never repeats or skips one.

export type FeedQuery = { sort: FeedSort; content: ContentFilter; cursor?: string | null; limit?: number };

/** A cursor: the last item's sort key. `publishedAt` is Postgres's own text of the timestamp (microseconds kept). */
const cursorSchema = z.strictObject({ likes: z.number().int().min(0).optional(), publishedAt: z.string().min(10).max(40), id: z.uuid() });
type Cursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: Cursor) {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** A cursor from the address; anything unreadable starts from the top. */
export function decodeCursor(text: string | null | undefined): Cursor | null {
  if (!text || text.length > 300) return null;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function contentCondition(content: ContentFilter): SQL | undefined {
  if (content === "sfw") return eq(publishedPictures.isNsfw, false);
  if (content === "nsfw") return eq(publishedPictures.isNsfw, true);
  return undefined;
}

/** What every public listing shows of a picture: published, not hidden by a report. */
export const listedCondition = isNull(publishedPictures.hiddenAt);

export const feedColumns = {
  id: publishedPictures.generationId,
  title: publishedPictures.title,
  hidePrompt: publishedPictures.hidePrompt,
  isNsfw: publishedPictures.isNsfw,
  likeCount: publishedPictures.likeCount,
  publishedAt: publishedPictures.publishedAt,
  publishedKey: sql<string>`${publishedPictures.publishedAt}::text`,
  prompt: generations.prompt,
  thumbPath: generations.thumbPath,
  width: generations.width,
  height: generations.height,
  author: users.name,
};

type FeedRow = {
  id: string;
  title: string | null;
  hidePrompt: boolean;
  isNsfw: boolean;
  likeCount: number;
  publishedAt: Date;
  prompt: string;
  thumbPath: string | null;
  width: number | null;
  height: number | null;
  author: string;
};

/** A picture's public address, for one that is published (its files are in the public bucket). */
export function publicUrl(ref: string | null) {
  const file = fromRef(ref);
  return file ? getStorage().publicUrl(file) : null;
}

export function toFeedItem(row: FeedRow, adultConfirmed: boolean): FeedItem {
  return {
    id: row.id,
    title: row.title,
    prompt: row.hidePrompt ? null : row.prompt,
    author: row.author,
    isNsfw: row.isNsfw,
    blurred: row.isNsfw && !adultConfirmed,
    thumbUrl: publicUrl(row.thumbPath),
    width: row.width,
    height: row.height,
    likeCount: row.likeCount,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** One page of /explore. `adultConfirmed`: the viewer confirmed 18+ (else NSFW thumbnails come blurred). */
export async function listFeed(db: Database, query: FeedQuery, adultConfirmed: boolean): Promise<FeedPage> {
  const limit = query.limit ?? FEED_PAGE_SIZE;
  const cursor = decodeCursor(query.cursor);
  const content = contentCondition(query.content);
  if (query.sort === "newest") {
    const after = cursor
      ? sql`(${publishedPictures.publishedAt}, ${publishedPictures.generationId}) < (${cursor.publishedAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows = await db
      .select(feedColumns)
      .from(publishedPictures)
      .innerJoin(generations, eq(generations.id, publishedPictures.generationId))
      .innerJoin(users, eq(users.id, publishedPictures.userId))
      .where(and(listedCondition, content, after))
      .orderBy(desc(publishedPictures.publishedAt), desc(publishedPictures.generationId))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => toFeedItem(row, adultConfirmed)),
      nextCursor: rows.length > limit && last ? encodeCursor({ publishedAt: last.publishedKey, id: last.id }) : null,
    };
  }
  const recent = db.$with("recent").as(
    db
      .select({ generationId: pictureLikes.generationId, likes: sql<number>`count(*)::int`.as("likes") })
      .from(pictureLikes)
      .where(gt(pictureLikes.createdAt, sql`now() - make_interval(days => ${TRENDING_DAYS})`))
      .groupBy(pictureLikes.generationId),
  );
  const recentLikes = sql<number>`coalesce(${recent.likes}, 0)::int`;
  const after = cursor
    ? sql`(coalesce(${recent.likes}, 0), ${publishedPictures.publishedAt}, ${publishedPictures.generationId}) < (${cursor.likes ?? 0}::int, ${cursor.publishedAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .with(recent)
    .select({ ...feedColumns, recentLikes })
    .from(publishedPictures)
    .innerJoin(generations, eq(generations.id, publishedPictures.generationId))
    .innerJoin(users, eq(users.id, publishedPictures.userId))
    .leftJoin(recent, eq(recent.generationId, publishedPictures.generationId))
    .where(and(listedCondition, content, after))
    .orderBy(desc(recentLikes), desc(publishedPictures.publishedAt), desc(publishedPictures.generationId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toFeedItem(row, adultConfirmed)),
    nextCursor: rows.length > limit && last ? encodeCursor({ likes: last.recentLikes, publishedAt: last.publishedKey, id: last.id }) : null,
  };
}

/** The /p/{id} pages the sitemap lists: SFW, not hidden, newest first. */
export async function listSitemapPictures(db: Database, limit = 5000) {
  return db
    .select({ id: publishedPictures.generationId, publishedAt: publishedPictures.publishedAt })
    .from(publishedPictures)
    .where(and(listedCondition, eq(publishedPictures.isNsfw, false)))
    .orderBy(desc(publishedPictures.publishedAt))
    .limit(limit);
}
