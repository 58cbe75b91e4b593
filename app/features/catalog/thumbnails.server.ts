import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "~/services/uploads/upload-rules";
import { getStorage, isValidKey, type StoredFile } from "~/services/storage/storage.server";
import { logger } from "~/utils/logger.server";
import { ART_STYLES, renderArtSvg, type ArtSpec } from "./art";
import { SAMPLE_COUNT, SAMPLE_SIZE, THUMB_BUCKETS, THUMB_WIDTHS, type ThumbWidth } from "./images";

// Generated images never go through here: the `generations` bucket holds
// private pictures, and a thumbnail URL must not outlive its owner's check.
type ThumbBucket = (typeof THUMB_BUCKETS)[number];

export function isThumbBucket(value: string): value is ThumbBucket {
  return (THUMB_BUCKETS as readonly string[]).includes(value);
}

const RASTER = /\.(png|jpe?g|webp|gif)$/;

const thumbFile = (bucket: ThumbBucket, key: string, width: ThumbWidth): StoredFile => ({
  bucket,
  key: `thumbs/w${width}/${key.replace(/[/.]/g, "-")}.webp`,
});

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export type Thumbnail = { body: Uint8Array<ArrayBuffer>; lastModified: Date };

const inFlight = new Map<string, Promise<Thumbnail | null>>();

/**
 * A WebP of the stored image at most `width` wide, made once and kept beside
 * it; null when there is no such image. A thumbnail lives only as long as its
 * original: once the original is gone (deleted, or moved when its owner made it
 * private) no stored copy is served, and a copy made while it went is removed.
 */
export function getThumbnail(bucket: ThumbBucket, key: string, width: ThumbWidth): Promise<Thumbnail | null> {
  if (!isValidKey(key) || !RASTER.test(key) || key.startsWith("thumbs/")) return Promise.resolve(null);
  const original: StoredFile = { bucket, key };
  const target = thumbFile(bucket, key, width);
  const id = `${target.bucket}/${target.key}`;
  const running = inFlight.get(id);
  if (running) return running;
  const work = (async (): Promise<Thumbnail | null> => {
    const storage = getStorage();
    // One stat of the original per request: the key says nothing about whether it still exists.
    if (!(await storage.stat(original))) return null;
    const cached = await storage.get(target);
    if (cached) return { body: await readAll(cached.body), lastModified: cached.lastModified };
    const source = await storage.get(original);
    if (!source) return null;
    // Uploads are refused above MAX_IMAGE_PIXELS; a file stored before that rule
    // (or otherwise unreadable) has no thumbnail: a 404, never a 500 on every view.
    const body = await sharp(await readAll(source.body), { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 72 })
      .toBuffer()
      .catch((err: unknown) => {
        logger.warn({ err, id }, "no thumbnail: the original cannot be drawn");
        return null;
      });
    if (!body) return null;
    // A parallel process may have written it first; either copy is the same picture.
    await storage.put(target, body, "image/webp").catch((error) => logger.debug({ error, id }, "thumbnail already stored"));
    if (!(await storage.stat(original))) {
      // The original went (private or deleted) while this copy was made: keep nothing.
      await storage.remove(target).catch((err) => logger.warn({ err, id }, "could not remove an orphaned thumbnail"));
      return null;
    }
    // The stored copy's time, so later answers carry the same validators as this one.
    return { body: new Uint8Array(body), lastModified: (await storage.stat(target))?.lastModified ?? new Date() };
  })().finally(() => inFlight.delete(id));
  inFlight.set(id, work);
  return work;
}

/** Removes the stored thumbnails (every width) of an image; call it when the image is removed or moved. */
export async function removeThumbnails(file: StoredFile) {
  if (!isThumbBucket(file.bucket)) return;
  const bucket = file.bucket;
  await Promise.all(
    THUMB_WIDTHS.map((w) =>
      getStorage()
        .remove(thumbFile(bucket, file.key, w))
        .catch((err) => logger.warn({ err, file, width: w }, "could not remove a thumbnail")),
    ),
  );
}

const SAMPLE_ART: ArtSpec[] = Array.from({ length: SAMPLE_COUNT }, (_, i) => ({
  style: ART_STYLES[[0, 6, 1, 2, 3, 5][i]],
  palette: [0, 9, 1, 2, 3, 4][i],
  seed: 900 + i,
}));

const samples = new Map<number, Promise<Buffer>>();

/** Sample image n (1-based) for the empty-gallery fallback, rendered once per process. */
export function getSampleImage(n: number): Promise<Buffer> | null {
  const spec = SAMPLE_ART[n - 1];
  if (!spec) return null;
  let image = samples.get(n);
  if (!image) {
    image = sharp(Buffer.from(renderArtSvg(spec, SAMPLE_SIZE, SAMPLE_SIZE)))
      .webp({ quality: 78 })
      .toBuffer();
    image.catch(() => samples.delete(n));
    samples.set(n, image);
  }
  return image;
}

let ogImage: Promise<Buffer> | undefined;

/** The site's default social preview (1200x630 PNG). */
export function getDefaultOgImage(): Promise<Buffer> {
  if (!ogImage) {
    const art = renderArtSvg({ style: "horizon", palette: 11, seed: 7 }, 1200, 630);
    // Text needs a system font; without one the picture simply has no caption.
    const caption =
      '<text x="600" y="170" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="76" font-weight="700" fill="#ffffff">Uncensored AI</text>' +
      '<text x="600" y="235" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="34" fill="#f3e8ff">#1 Uncensored AI Image Generator</text>';
    ogImage = sharp(Buffer.from(art.replace("</svg>", `${caption}</svg>`)))
      .png({ compressionLevel: 9 })
      .toBuffer();
    ogImage.catch(() => (ogImage = undefined));
  }
  return ogImage;
}
