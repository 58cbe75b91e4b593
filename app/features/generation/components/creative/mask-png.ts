// The edit mask as the server takes it: a grayscale PNG exactly the source's
// size, white where the user painted (repaint), black elsewhere. Strokes are
// kept in the source's pixels and rasterised here, so the mask does not depend
// on how large the picture was shown while painting.

/** One dab of the brush, in the source picture's pixels. */
export type MaskDab = { x: number; y: number; radius: number };

/** The painted area as one byte per pixel (255 = repaint, 0 = keep). Consecutive dabs of a stroke are joined. */
export function rasterizeMask(width: number, height: number, strokes: readonly (readonly MaskDab[])[]): Uint8Array {
  const pixels = new Uint8Array(width * height);
  const dab = ({ x, y, radius }: MaskDab) => {
    const r2 = radius * radius;
    const top = Math.max(0, Math.floor(y - radius));
    const bottom = Math.min(height - 1, Math.ceil(y + radius));
    const left = Math.max(0, Math.floor(x - radius));
    const right = Math.min(width - 1, Math.ceil(x + radius));
    for (let py = top; py <= bottom; py++) {
      const dy = py + 0.5 - y;
      for (let px = left; px <= right; px++) {
        const dx = px + 0.5 - x;
        if (dx * dx + dy * dy <= r2) pixels[py * width + px] = 255;
      }
    }
  };
  for (const stroke of strokes) {
    stroke.forEach((point, index) => {
      const previous = stroke[index - 1];
      if (!previous) return dab(point);
      // Fill the gap between two pointer events with dabs half a radius apart.
      const distance = Math.hypot(point.x - previous.x, point.y - previous.y);
      const steps = Math.max(1, Math.ceil(distance / Math.max(1, point.radius / 2)));
      for (let step = 1; step <= steps; step++) {
        const t = step / steps;
        dab({ x: previous.x + (point.x - previous.x) * t, y: previous.y + (point.y - previous.y) * t, radius: point.radius });
      }
    });
  }
  return pixels;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  const typed = new Uint8Array(4 + data.length);
  typed.set(new TextEncoder().encode(type), 0);
  typed.set(data, 4);
  out.set(typed, 4);
  view.setUint32(8 + data.length, crc32(typed));
  return out;
}

async function deflate(bytes: Uint8Array) {
  // zlib format ("deflate"), as PNG's IDAT wants it; in every browser and in Node 18+.
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An 8-bit grayscale PNG of `pixels` (one byte each, row by row). */
export async function encodeGrayPng(width: number, height: number, pixels: Uint8Array): Promise<Uint8Array> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, grayscale, deflate, no filter, no interlace
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

function base64(bytes: Uint8Array) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The mask as a PNG data URL the size of the source, or null when nothing is painted (then no mask is sent). */
export async function maskDataUrl(width: number, height: number, strokes: readonly (readonly MaskDab[])[]): Promise<string | null> {
  if (!strokes.some((stroke) => stroke.length > 0) || width < 1 || height < 1) return null;
  const png = await encodeGrayPng(width, height, rasterizeMask(width, height, strokes));
  return `data:image/png;base64,${base64(png)}`;
}
