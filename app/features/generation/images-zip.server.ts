import { Readable } from "node:stream";
import archiver, { type Archiver } from "archiver";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "~/db/db.server";
import { generations } from "~/db/schema";
import { getStorage, type StoredFile } from "~/services/storage/storage.server";
import { logger } from "~/utils/logger.server";
import { generationErrors as errors } from "./generation-errors";
import { fromRef, readStoredFile } from "./image-files.server";
import { isoDay } from "~/utils/dates";

// Several of a user's pictures as one zip, streamed: each PNG is copied byte for
// byte (its settings live in PNG text chunks) and stored, not deflated (a PNG is
// already compressed).

export const MAX_ZIP_IMAGES = 100;
const SLUG_LENGTH = 40;

export const zipIdsSchema = z
  .array(z.uuid("Unknown image."), { error: "Choose the images to download." })
  .min(1, "Choose at least one image.")
  .max(MAX_ZIP_IMAGES, `Choose at most ${MAX_ZIP_IMAGES} images at a time.`)
  .refine((ids) => new Set(ids).size === ids.length, "An image is listed more than once.");

type ZipEntry = { file: StoredFile; name: string; date: Date };

/** The prompt as an ASCII slug of at most 40 characters ("image" when nothing is left). */
function promptSlug(prompt: string) {
  const slug = prompt
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, SLUG_LENGTH)
    .replace(/-+$/, "");
  return slug || "image";
}

/** `{yyyy-mm-dd}-{prompt slug}-{seed}.png`, with -2, -3… on a name already taken. */
export function zipEntryNames(rows: Array<{ createdAt: Date; prompt: string; seed: number }>): string[] {
  const taken = new Set<string>();
  return rows.map((row) => {
    const base = `${isoDay(row.createdAt)}-${promptSlug(row.prompt)}-${row.seed}`;
    let name = `${base}.png`;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}.png`;
    taken.add(name);
    return name;
  });
}

/**
 * The user's finished pictures of `ids`, in that order. Any id that is unknown,
 * another user's or not finished refuses the whole request with the same answer,
 * so nobody learns whether someone else's picture exists.
 */
async function loadEntries(db: DbOrTx, userId: string, ids: string[]): Promise<ZipEntry[]> {
  const rows = await db
    .select({
      id: generations.id,
      prompt: generations.prompt,
      seed: generations.seed,
      createdAt: generations.createdAt,
      imagePath: generations.imagePath,
    })
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.status, "succeeded"), inArray(generations.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id));
  if (ordered.some((row) => !row)) throw errors.notFound();
  const found = ordered as typeof rows;
  const names = zipEntryNames(found);
  const entries = found.map((row, i) => ({ file: fromRef(row.imagePath), name: names[i], date: row.createdAt }));
  if (entries.some((entry) => !entry.file)) throw errors.notFound();
  // Checked before the first byte is sent: a refusal can still be a clean 404.
  const stats = await Promise.all(entries.map((entry) => getStorage().stat(entry.file!)));
  if (stats.some((stat) => !stat)) throw errors.notFound();
  return entries as ZipEntry[];
}

/** Resolves once the archive has taken the entry in; rejects when the archive fails or is closed (the download was cancelled). */
function appendEntry(archive: Archiver, bytes: Buffer, entry: ZipEntry) {
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      archive.off("entry", done);
      archive.off("error", failed);
      archive.off("close", closed);
      resolve();
    };
    const failed = (error: Error) => {
      archive.off("entry", done);
      archive.off("close", closed);
      reject(error);
    };
    const closed = () => failed(new Error("zip stream closed"));
    archive.once("entry", done);
    archive.once("error", failed);
    archive.once("close", closed);
    archive.append(bytes, { name: entry.name, date: entry.date });
  });
}

/** Reads one picture at a time, so memory holds about one picture whatever the selection's size. */
async function fillArchive(archive: Archiver, entries: ZipEntry[]) {
  for (const entry of entries) {
    if (archive.destroyed) return;
    const bytes = await readStoredFile(entry.file);
    if (!bytes) throw new Error(`stored picture missing: ${entry.file.bucket}/${entry.file.key}`);
    await appendEntry(archive, bytes, entry);
  }
  await archive.finalize();
}

/** A zip of the user's finished pictures `ids` as a web stream, with its download name. */
export async function streamImagesZip(db: DbOrTx, userId: string, ids: string[]): Promise<{ stream: ReadableStream<Uint8Array>; filename: string }> {
  const parsed = zipIdsSchema.safeParse(ids);
  if (!parsed.success) throw errors.badRequest(parsed.error.issues[0]?.message ?? "Invalid request");
  const entries = await loadEntries(db, userId, parsed.data);

  const archive = archiver("zip", { store: true });
  fillArchive(archive, entries).catch((error: unknown) => {
    if (archive.destroyed) return;
    logger.error({ err: error, userId }, "could not finish an images zip");
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return {
    stream: Readable.toWeb(archive) as ReadableStream<Uint8Array>,
    filename: `images-${isoDay(new Date())}.zip`,
  };
}
