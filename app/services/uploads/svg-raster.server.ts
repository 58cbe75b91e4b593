// Uploaded SVG icons are stored as PNG (ADR 017): once drawn to pixels, no
// script, event handler, foreignObject or reference to another file is left.
import sharp from "sharp";
import { AppError } from "~/utils/errors";

/** The longest side of a stored icon; a vector is drawn at this size, not scaled up from a small bitmap. */
export const SVG_ICON_MAX_SIDE = 512;

const MAX_RENDER_PIXELS = 100_000_000;
const RENDER_TIMEOUT_SECONDS = 10;
// librsvg draws at 72 dpi; sharp accepts a density between 1 and 100000.
const BASE_DENSITY = 72;

export type RasterisedSvg = { bytes: Uint8Array; width: number; height: number };

/** Whether text starts (after a BOM, XML declaration, comments and a DOCTYPE) with an <svg> element. */
export function looksLikeSvg(text: string) {
  const head = text
    .slice(0, 4096)
    .replace(/^\uFEFF/, "")
    .replace(/<\?[\s\S]*?\?>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, "")
    .trimStart();
  return /^<svg[\s>/]/.test(head);
}

function refused(message: string, cause?: unknown) {
  return new AppError("BAD_REQUEST", { title: "Upload failed", message, cause });
}

/**
 * Draws an SVG to a PNG whose longest side is SVG_ICON_MAX_SIDE. A DOCTYPE is
 * refused before parsing, so entities (external or exponential) never reach the XML parser.
 */
export async function rasteriseSvg(svg: Uint8Array): Promise<RasterisedSvg> {
  const text = new TextDecoder().decode(svg);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw refused("SVG files with a DOCTYPE are not accepted");

  let intrinsic: { width: number; height: number };
  try {
    const meta = await sharp(svg, { limitInputPixels: false }).metadata();
    if (meta.format !== "svg" || !meta.width || !meta.height) throw new Error(`content is ${meta.format}, expected svg`);
    intrinsic = { width: meta.width, height: meta.height };
  } catch (error) {
    throw refused("The file is not a readable image", error);
  }

  const wanted = (BASE_DENSITY * SVG_ICON_MAX_SIDE) / Math.max(intrinsic.width, intrinsic.height);
  const density = Math.min(100_000, Math.max(1, wanted));
  const scale = density / BASE_DENSITY;
  if (intrinsic.width * scale * intrinsic.height * scale > MAX_RENDER_PIXELS) {
    throw refused("The SVG's width and height are too large to draw");
  }

  try {
    const { data, info } = await sharp(svg, { density, limitInputPixels: MAX_RENDER_PIXELS })
      .timeout({ seconds: RENDER_TIMEOUT_SECONDS })
      .resize(SVG_ICON_MAX_SIDE, SVG_ICON_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    throw refused("The file is not a readable image", error);
  }
}
