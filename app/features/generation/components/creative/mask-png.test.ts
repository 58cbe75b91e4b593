import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { maskDataUrl, rasterizeMask } from "./mask-png";

async function decode(dataUrl: string) {
  expect(dataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/);
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  const { data, info } = await sharp(bytes).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const metadata = await sharp(bytes).metadata();
  return { data, info: { ...info, channels: metadata.channels }, format: metadata.format };
}

describe("the edit mask", () => {
  it("is a PNG exactly the source's size, white where painted and black elsewhere", async () => {
    const url = await maskDataUrl(64, 40, [[{ x: 10, y: 10, radius: 4 }]]);
    const { data, info, format } = await decode(url!);
    expect(format).toBe("png");
    expect([info.width, info.height, info.channels]).toEqual([64, 40, 1]);
    expect(data[10 * 64 + 10]).toBe(255);
    expect(data[30 * 64 + 50]).toBe(0);
    expect(data[10 * 64 + 20]).toBe(0);
  });

  it("joins the dabs of one stroke into a line", async () => {
    const url = await maskDataUrl(100, 20, [
      [
        { x: 5, y: 10, radius: 3 },
        { x: 95, y: 10, radius: 3 },
      ],
    ]);
    const { data } = await decode(url!);
    for (const x of [5, 30, 50, 70, 94]) expect(data[10 * 100 + x]).toBe(255);
    expect(data[1 * 100 + 50]).toBe(0);
  });

  it("is not sent when nothing is painted", async () => {
    expect(await maskDataUrl(64, 64, [])).toBeNull();
    expect(await maskDataUrl(64, 64, [[]])).toBeNull();
  });

  it("stays inside the picture when the brush runs over its edge", () => {
    const pixels = rasterizeMask(8, 8, [[{ x: 0, y: 0, radius: 20 }]]);
    expect(pixels.length).toBe(64);
    expect(pixels.every((p) => p === 255)).toBe(true);
  });

  it("encodes a large picture (rows longer than one string conversion chunk)", async () => {
    const url = await maskDataUrl(1536, 1024, [[{ x: 768, y: 512, radius: 100 }]]);
    const { info, data } = await decode(url!);
    expect([info.width, info.height]).toEqual([1536, 1024]);
    expect(data[512 * 1536 + 768]).toBe(255);
  });
});
