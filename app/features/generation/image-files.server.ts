import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "~/services/uploads/upload-rules";
import { removeThumbnails } from "~/features/catalog/thumbnails.server";
import { getStorage, isBucket, isValidKey, makeStorageKey, USER_PICTURE_FOLDER, type StoredFile } from "~/services/storage/storage.server";
import { logger } from "~/utils/logger.server";
import type { AspectRatioId } from "./generation-options";
import { withGenerationSettings, type GenerationSettingsText } from "./png-text.server";
import { cropToAspect } from "./providers/sizes";

// Where generated pictures live. Public ones go to the public media_library
// bucket (they also enter the media library as source 'user'); private ones go
// to the generations bucket under private/, which the public /files route
// refuses, and are served only by the owner-checked image route.

const PRIVATE_FOLDER = "private";
const SOURCES_FOLDER = "private/sources";
const THUMB_WIDTH = 512;

/** A stored file as the generations table records it: "bucket/key". */
export function toRef(file: StoredFile) {
  return `${file.bucket}/${file.key}`;
}

export function fromRef(ref: string | null | undefined): StoredFile | null {
  if (!ref) return null;
  const slash = ref.indexOf("/");
  const bucket = ref.slice(0, slash);
  const key = ref.slice(slash + 1);
  if (slash < 0 || !isBucket(bucket) || !isValidKey(key)) return null;
  return { bucket, key };
}

/** An edit's uploaded source picture (one of the user's own pictures as a source is not). */
export function isSourceUpload(file: StoredFile | null) {
  return file?.bucket === "generations" && file.key.startsWith(`${SOURCES_FOLDER}/`);
}

function placeFor(isPrivate: boolean, ext: string): StoredFile {
  return isPrivate
    ? { bucket: "generations", key: makeStorageKey(ext, PRIVATE_FOLDER) }
    : { bucket: "media_library", key: makeStorageKey(ext, USER_PICTURE_FOLDER) };
}

export type StoredImage = { image: StoredFile; thumb: StoredFile; width: number; height: number; size: number };

/**
 * Turns a provider's picture into what we keep: a PNG of exactly the requested
 * ratio carrying its settings as PNG text, and a WebP thumbnail.
 */
export async function storeGeneratedImage(input: {
  image: Uint8Array;
  aspectRatio: AspectRatioId;
  isPrivate: boolean;
  settings: GenerationSettingsText;
}): Promise<StoredImage> {
  const source = sharp(input.image).rotate();
  const meta = await source.metadata();
  if (!meta.width || !meta.height) throw new Error("No image data returned from the API");
  const box = cropToAspect(meta.width, meta.height, input.aspectRatio);
  const exact = box.width === meta.width && box.height === meta.height;
  // A PNG that already has the right shape (the local engine's) is kept byte for byte.
  const png =
    exact && meta.format === "png" && !meta.orientation
      ? Buffer.from(input.image)
      : await (exact ? source : source.resize(box.width, box.height, { fit: "cover", position: "centre" })).png({ compressionLevel: 6 }).toBuffer();
  const withText = withGenerationSettings(png, input.settings);
  const thumb = await sharp(png)
    .resize({ width: Math.min(THUMB_WIDTH, box.width) })
    .webp({ quality: 80 })
    .toBuffer();

  const image = placeFor(input.isPrivate, "png");
  const thumbFile = placeFor(input.isPrivate, "webp");
  const storage = getStorage();
  await storage.put(image, withText, "image/png");
  try {
    await storage.put(thumbFile, thumb, "image/webp");
  } catch (error) {
    await storage.remove(image).catch(() => {});
    throw error;
  }
  return { image, thumb: thumbFile, width: box.width, height: box.height, size: withText.length };
}

/**
 * An uploaded edit source as the PNG that is checked, stored and sent on
 * (throws when it is no picture, or more pixels than any upload may have).
 */
export async function prepareSourceImage(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: 2048, height: 2048, fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer();
}

/** Keeps a checked edit source as a private PNG. */
export async function storeSourceImage(png: Buffer): Promise<StoredFile> {
  const file: StoredFile = { bucket: "generations", key: makeStorageKey("png", SOURCES_FOLDER) };
  await getStorage().put(file, png, "image/png");
  return file;
}

export async function readStoredFile(file: StoredFile): Promise<Buffer | null> {
  const found = await getStorage().get(file);
  if (!found) return null;
  return Buffer.from(await new Response(found.body).arrayBuffer());
}

export async function removeStoredFiles(...files: Array<StoredFile | null>) {
  const storage = getStorage();
  await Promise.all(files.filter((f): f is StoredFile => f !== null).map((f) => storage.remove(f).catch(() => {})));
}

/**
 * Removes pictures with every copy made from them: the files and the WebP
 * thumbnails made on request (/thumbs/...). Failures are logged, not thrown:
 * the record is already gone, and the thumbnail route refuses to serve a
 * thumbnail whose original no longer exists.
 */
export async function removePictureFiles(...files: Array<StoredFile | null>) {
  const storage = getStorage();
  const present = files.filter((f): f is StoredFile => f !== null);
  await Promise.all(
    present.map(async (file) => {
      await storage.remove(file).catch((err) => logger.warn({ err, file }, "could not remove a picture file"));
      await removeThumbnails(file);
    }),
  );
}

/** Copies a stored file to the public or private place; the caller removes the old one once the row points at the new one. */
export async function copyStoredFile(file: StoredFile, toPrivate: boolean): Promise<StoredFile> {
  const ext = file.key.split(".").pop() ?? "png";
  const bytes = await readStoredFile(file);
  if (!bytes) throw new Error("stored file missing");
  const target = placeFor(toPrivate, ext);
  await getStorage().put(target, bytes, ext === "webp" ? "image/webp" : "image/png");
  return target;
}
