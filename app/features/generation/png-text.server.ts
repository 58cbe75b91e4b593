import { crc32 } from "node:zlib";

// PNG text chunks (tEXt) written by hand: sharp cannot add them. A tEXt chunk
// holds Latin-1 text; values are written as ASCII JSON (non-ASCII escaped as
// \uXXXX) so any prompt survives intact.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

function toAscii(text: string) {
  return text.replace(/[^\x20-\x7e\n]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function assertPng(png: Uint8Array) {
  if (png.length < 33 || !Buffer.from(png.subarray(0, 8)).equals(SIGNATURE)) throw new Error("not a PNG file");
}

/** Returns a copy of `png` with one tEXt chunk per entry, placed right after IHDR. */
export function addPngText(png: Uint8Array, entries: Record<string, string>): Buffer {
  assertPng(png);
  const source = Buffer.from(png);
  const ihdrLength = source.readUInt32BE(8);
  const afterIhdr = 8 + 12 + ihdrLength;
  const chunks = Object.entries(entries).map(([keyword, value]) => {
    if (!/^[\x20-\x7e]{1,79}$/.test(keyword)) throw new Error(`invalid PNG text keyword: ${keyword}`);
    return chunk("tEXt", Buffer.concat([Buffer.from(keyword, "latin1"), Buffer.from([0]), Buffer.from(toAscii(value), "latin1")]));
  });
  return Buffer.concat([source.subarray(0, afterIhdr), ...chunks, source.subarray(afterIhdr)]);
}

/** Reads every tEXt chunk (checking each CRC). */
export function readPngText(png: Uint8Array): Record<string, string> {
  assertPng(png);
  const source = Buffer.from(png);
  const out: Record<string, string> = {};
  let offset = 8;
  while (offset + 12 <= source.length) {
    const length = source.readUInt32BE(offset);
    const type = source.toString("latin1", offset + 4, offset + 8);
    const data = source.subarray(offset + 8, offset + 8 + length);
    const crc = source.readUInt32BE(offset + 8 + length);
    if (crc32(source.subarray(offset + 4, offset + 8 + length)) >>> 0 !== crc) throw new Error(`bad CRC in ${type} chunk`);
    if (type === "tEXt") {
      const zero = data.indexOf(0);
      out[data.toString("latin1", 0, zero)] = data.toString("latin1", zero + 1);
    }
    if (type === "IEND") break;
    offset += 12 + length;
  }
  return out;
}

const GENERATION_TEXT_KEY = "generation";

export type GenerationSettingsText = {
  prompt: string;
  negativePrompt: string;
  model: string;
  mode: string;
  aspectRatio: string;
  seed: number;
  engine: string;
  isNsfw: boolean;
  createdAt: string;
};

/** The generation's settings as PNG text: a JSON record plus a readable description. */
export function withGenerationSettings(png: Uint8Array, settings: GenerationSettingsText) {
  return addPngText(png, {
    [GENERATION_TEXT_KEY]: JSON.stringify(settings),
    Description: settings.prompt,
    Software: `Uncensored AI (${settings.engine})`,
  });
}

export function readGenerationSettings(png: Uint8Array): GenerationSettingsText | null {
  const raw = readPngText(png)[GENERATION_TEXT_KEY];
  if (!raw) return null;
  // The ASCII escapes written above are JSON escapes, so JSON.parse restores them.
  return JSON.parse(raw) as GenerationSettingsText;
}
