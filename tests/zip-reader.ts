import { crc32, inflateRawSync } from "node:zlib";
import { expect } from "vitest";

export type ZipFile = { name: string; method: number; data: Buffer };

/**
 * The files of a zip, read through its central directory (sizes there are final even
 * when streamed with data descriptors); deflated entries inflated, every CRC checked.
 */
export function readZip(zip: Buffer): ZipFile[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const headerAt = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    expect(zip.readUInt32LE(headerAt)).toBe(0x04034b50);
    const dataAt = headerAt + 30 + zip.readUInt16LE(headerAt + 26) + zip.readUInt16LE(headerAt + 28);
    const raw = zip.subarray(dataAt, dataAt + compressed);
    const data = method === 8 ? inflateRawSync(raw) : raw;
    expect(crc32(data) >>> 0, name).toBe(crc);
    files.push({ name, method, data: Buffer.from(data) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

/** A response body or stream, whole. */
export const bytesOf = (stream: ReadableStream<Uint8Array>) => new Response(stream).arrayBuffer().then((bytes) => Buffer.from(bytes));
