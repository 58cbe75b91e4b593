import type { GalleryImage } from "./types";

// Responsive sources for our stored images. Files in the catalogue and media
// buckets get WebP thumbnails from /thumbs/{width}/{bucket}/{key} (made on
// first request and stored, see thumbnails.server.ts); other URLs pass through.

export const THUMB_WIDTHS = [320, 480, 640, 960] as const;
export type ThumbWidth = (typeof THUMB_WIDTHS)[number];
export const THUMB_BUCKETS = ["catalog", "media_library"] as const;

const THUMBABLE = /^\/files\/(catalog|media_library)\/((?:[a-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:png|jpe?g|webp|gif))$/;

export function thumbnailUrl(url: string, width: ThumbWidth): string | null {
  const match = THUMBABLE.exec(url);
  return match ? `/thumbs/${width}/${match[1]}/${match[2]}` : null;
}

export type ImageSources = { src: string; srcSet?: string; sizes?: string };

/**
 * src/srcSet/sizes for an <img>. `sizes` describes the rendered width;
 * `widths` limits the candidates (the largest is the plain src).
 */
export function imageSources(url: string, sizes: string, widths: readonly ThumbWidth[] = THUMB_WIDTHS): ImageSources {
  const candidates = widths.map((w) => [w, thumbnailUrl(url, w)] as const).filter((c): c is readonly [ThumbWidth, string] => c[1] !== null);
  if (candidates.length === 0) return { src: url };
  return {
    src: candidates[candidates.length - 1][1],
    srcSet: candidates.map(([w, u]) => `${u} ${w}w`).join(", "),
    sizes,
  };
}

const SAMPLE_TITLES = ["Violet haze", "Neon horizon", "Tidal layers", "Ember halo", "Quiet peaks", "Crystal bloom"];

export const SAMPLE_COUNT = SAMPLE_TITLES.length;
export const SAMPLE_SIZE = 800;

/** The six sample images shown while the media library has no featured image. */
export const SAMPLE_GALLERY: GalleryImage[] = SAMPLE_TITLES.map((title, i) => ({
  id: `sample-${i + 1}`,
  url: `/samples/sample-${i + 1}.webp`,
  title: `Sample: ${title}`,
  width: SAMPLE_SIZE,
  height: SAMPLE_SIZE,
}));
