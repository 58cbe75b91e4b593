import { appError } from "~/utils/error-messages";
import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { media, profiles, users } from "~/db/schema";
import { invalidateCatalogCache } from "~/features/catalog/cache.server";
import { deleteGenerationOfPicture } from "~/features/generation/library-entry.server";
import { removePictureFiles } from "~/features/generation/image-files.server";
import { getStorage, isUserPicture, makeStorageKey, uploadedFileUrl, type StoredFile } from "~/services/storage/storage.server";
import { logger } from "~/utils/logger.server";
import type { MediaItem, MediaList, MediaQuery } from "./media-types";
import { checkImageUpload } from "~/services/uploads/upload-validation.server";

type MediaRow = typeof media.$inferSelect;

type MediaAuthor = { id: string; email: string; name: string; username: string | null };

export function toMediaItem(row: MediaRow, author: MediaAuthor | null = null): MediaItem {
  return {
    id: row.id,
    url: getStorage().publicUrl({ bucket: "media_library", key: row.filePath }),
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileType: row.fileType,
    width: row.width,
    height: row.height,
    source: row.source,
    altText: row.altText,
    description: row.description,
    featured: row.featured,
    isNsfw: row.isNsfw,
    author: row.source === "user" && author ? { id: author.id, name: author.username || author.name || author.email } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns of a media row's uploader, joined on uploaded_by. */
const authorColumns = { id: users.id, email: users.email, name: users.name, username: profiles.username };

/** A LIKE pattern matching `text` anywhere, with the wildcard characters taken literally. */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** SPEC section 7: all media newest first, filtered by source, type and a search on name, description and alt text. */
export async function listMedia(db: Database, query: MediaQuery): Promise<MediaList> {
  const conditions: SQL[] = [];
  if (query.tab !== "all") conditions.push(eq(media.source, query.tab));
  if (query.type !== "all") conditions.push(ilike(media.fileType, containsPattern(query.type)));
  if (query.featured) conditions.push(eq(media.featured, true));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(media.fileName, pattern), ilike(media.description, pattern), ilike(media.altText, pattern))!);
  }
  const rows = await db
    .select({ media, author: authorColumns })
    .from(media)
    .leftJoin(users, eq(users.id, media.uploadedBy))
    .leftJoin(profiles, eq(profiles.id, media.uploadedBy))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(query.limit + 1);
  return {
    items: rows
      .slice(0, query.limit)
      .map(({ media: row, author }) =>
        toMediaItem(
          row,
          author?.id && author.email ? { id: author.id, email: author.email, name: author.name ?? "", username: author.username } : null,
        ),
      ),
    hasMore: rows.length > query.limit,
    query,
  };
}

export type UploadMediaInput = {
  file: File;
  altText: string;
  description: string;
  uploadedBy: string;
  /** Whose rules the file is checked by: the Media Library's, or the operator's logo's (which takes SVG). */
  purpose?: "media" | "logo";
};

/**
 * Stores a checked image under a server-made name in the media_library bucket
 * and records it (source admin, not featured). The file is removed again if
 * the record cannot be written.
 */
export async function uploadMedia(db: Database, input: UploadMediaInput): Promise<MediaItem> {
  const image = await checkImageUpload(input.file, input.purpose ?? "media");
  const file: StoredFile = { bucket: "media_library", key: makeStorageKey(image.extension) };
  try {
    await getStorage().put(file, image.bytes, image.mime);
  } catch (error) {
    throw appError("mediaNotStored", { cause: error });
  }
  try {
    uploadedFileUrl(file);
    const [row] = await db
      .insert(media)
      .values({
        filePath: file.key,
        fileName: image.displayName,
        fileSize: image.size,
        fileType: image.mime,
        width: image.width,
        height: image.height,
        source: "admin",
        altText: input.altText || null,
        description: input.description || null,
        uploadedBy: input.uploadedBy,
        featured: false,
      })
      .returning();
    if (!row) throw appError("mediaCreateUnconfirmed");
    invalidateCatalogCache();
    return toMediaItem(row);
  } catch (error) {
    await getStorage()
      .remove(file)
      .catch((err) => logger.warn({ err, file }, "could not remove stored media file"));
    throw error;
  }
}

export type MediaMetadata = { source: "admin" | "user"; featured: boolean; altText: string; description: string };

/**
 * Saves the details dialog's fields. An NSFW picture is never featured on the
 * public pages: asking for it is refused (the condition is in the UPDATE itself,
 * so nothing can slip in between a check and the write).
 */
export async function updateMediaMetadata(db: Database, id: string, patch: MediaMetadata): Promise<MediaItem> {
  const [row] = await db
    .update(media)
    .set({ source: patch.source, featured: patch.featured, altText: patch.altText || null, description: patch.description || null })
    .where(patch.featured ? and(eq(media.id, id), eq(media.isNsfw, false)) : eq(media.id, id))
    .returning();
  if (!row) {
    const [existing] = await db.select({ isNsfw: media.isNsfw }).from(media).where(eq(media.id, id));
    throw appError(existing?.isNsfw ? "mediaNsfwNotFeatured" : "mediaUpdateUnconfirmed");
  }
  invalidateCatalogCache();
  const [author] = row.uploadedBy
    ? await db.select(authorColumns).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, row.uploadedBy))
    : [];
  return toMediaItem(row, author ?? null);
}

/**
 * Deletes the record, then its file and every copy of it (thumbnails). A
 * user's published picture is deleted everywhere: the generation it belongs
 * to goes as well, with its thumbnail file, so no public copy remains and the
 * owner's My images shows no broken picture.
 */
export async function deleteMedia(db: Database, id: string) {
  const { row, related } = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(media).where(eq(media.id, id)).returning();
    if (!deleted) throw appError("mediaGone");
    const file: StoredFile = { bucket: "media_library", key: deleted.filePath };
    return { row: deleted, related: isUserPicture(file) ? await deleteGenerationOfPicture(tx, file) : [] };
  });
  invalidateCatalogCache();
  await removePictureFiles({ bucket: "media_library", key: row.filePath }, ...related);
  return toMediaItem(row);
}
