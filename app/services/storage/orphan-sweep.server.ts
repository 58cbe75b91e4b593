import { isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { appSettings, apps, faqs, generations, generators, media, profiles, users } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import { BUCKETS, type Storage, type StoredFile } from "./stored-file";

// Removes stored files that no row refers to (a process killed between storing
// a picture and recording it, an upload whose row was never written). It errs
// on the side of keeping: a file is kept when it is young, when its name
// appears in any column that holds a storage key or may hold one of our
// addresses (including free text and JSON of the catalogue), and a stored
// thumbnail is kept while its original is kept. Nothing is removed when the
// references cannot be read.

export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

export type OrphanSweepResult = { listed: number; removed: StoredFile[] };

const THUMB_PATTERN = /^thumbs\/w\d+\/(.+)\.webp$/;

/** The last part of a key or address: the random, never reused file name. */
function fileName(keyOrUrl: string) {
  return keyOrUrl.slice(keyOrUrl.lastIndexOf("/") + 1);
}

/** How the thumbnail route names a thumbnail of `key` (catalog/thumbnails.server.ts). */
function thumbName(key: string) {
  return key.replace(/[/.]/g, "-");
}

/**
 * Every file name the database refers to: exact keys from the columns that hold
 * them, and the text of the rows that may mention an address of ours.
 */
async function loadReferences(db: Database) {
  const names = new Set<string>();
  const pictures = await db
    .select({ image: generations.imagePath, thumb: generations.thumbPath, source: generations.sourceImagePath })
    .from(generations);
  for (const row of pictures) for (const ref of [row.image, row.thumb, row.source]) if (ref) names.add(fileName(ref));
  for (const row of await db.select({ path: media.filePath }).from(media)) names.add(fileName(row.path));

  // Whole rows as text: icons, images, markdown and JSON blocks of the catalogue, FAQ answers, settings.
  const texts: string[] = [];
  for (const table of [apps, generators, faqs, appSettings]) {
    const rows = await db.select({ text: sql<string>`${table}::text` }).from(table);
    texts.push(...rows.map((r) => r.text));
  }
  for (const row of await db.select({ url: users.image }).from(users).where(isNotNull(users.image))) texts.push(row.url ?? "");
  for (const row of await db.select({ url: profiles.avatarUrl }).from(profiles).where(isNotNull(profiles.avatarUrl))) texts.push(row.url ?? "");
  const text = texts.join("\n");
  return (key: string) => names.has(fileName(key)) || text.includes(fileName(key));
}

/** Removes files no row refers to that were stored more than `olderThan` ms ago. */
export async function sweepOrphanFiles(db: Database, storage: Storage, options: { olderThan?: number } = {}): Promise<OrphanSweepResult> {
  const cutoff = Date.now() - (options.olderThan ?? ORPHAN_MIN_AGE_MS);
  // Listed before the references are read: a row written meanwhile is then seen.
  const listed: Array<StoredFile & { old: boolean }> = [];
  for (const bucket of BUCKETS) {
    for await (const file of storage.list(bucket)) listed.push({ bucket, key: file.key, old: file.lastModified.getTime() < cutoff });
  }
  const isReferenced = await loadReferences(db);

  const doomed: StoredFile[] = [];
  const keptOriginals = new Set<string>();
  const thumbs: Array<StoredFile & { old: boolean; original: string }> = [];
  for (const file of listed) {
    const thumb = THUMB_PATTERN.exec(file.key);
    if (thumb) thumbs.push({ ...file, original: `${file.bucket}/${thumb[1]}` });
    else if (file.old && !isReferenced(file.key)) doomed.push({ bucket: file.bucket, key: file.key });
    else keptOriginals.add(`${file.bucket}/${thumbName(file.key)}`);
  }
  for (const thumb of thumbs) {
    if (thumb.old && !keptOriginals.has(thumb.original) && !isReferenced(thumb.key)) doomed.push({ bucket: thumb.bucket, key: thumb.key });
  }

  const removed: StoredFile[] = [];
  for (const file of doomed) {
    try {
      await storage.remove(file);
      removed.push(file);
    } catch (error) {
      logger.warn({ err: error, file }, "could not remove an orphaned file");
    }
  }
  return { listed: listed.length, removed };
}

/**
 * Runs the sweep every `intervalMs` (hourly), the first time a minute after
 * start; the timers never keep the process alive. Returns a stop function that
 * waits for a sweep in progress.
 */
export function startOrphanSweep(
  getDatabase: () => Database,
  getStorage: () => Storage,
  { intervalMs = 60 * 60 * 1000, firstRunMs = 60 * 1000 }: { intervalMs?: number; firstRunMs?: number } = {},
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = sweepOrphanFiles(getDatabase(), getStorage())
      .then(({ listed, removed }) => {
        if (removed.length > 0) logger.info({ listed, removed: removed.length }, "removed orphaned files");
      })
      .catch((error) => logger.error({ err: error }, "the orphan file sweep failed"))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, firstRunMs);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
