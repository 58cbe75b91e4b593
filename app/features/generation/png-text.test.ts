import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addPngText, readGenerationSettings, readPngText, withGenerationSettings } from "./png-text.server";

const settings = {
  prompt: "café at night — 夜のカフェ 🌙",
  negativePrompt: "people",
  model: "flux",
  mode: "generate",
  aspectRatio: "16:9",
  seed: 1234,
  engine: "local",
  isNsfw: false,
  createdAt: "2025-01-01T00:00:00.000Z",
};

describe("PNG text metadata", () => {
  it("writes tEXt chunks that read back, and the file stays a valid PNG", async () => {
    const png = await sharp({ create: { width: 8, height: 4, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const tagged = addPngText(png, { Title: "hello", Comment: "world" });
    expect(readPngText(tagged)).toEqual({ Title: "hello", Comment: "world" });
    const meta = await sharp(tagged).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 8, 4]);
    // The decoded pixels are untouched.
    expect(await sharp(tagged).raw().toBuffer()).toEqual(await sharp(png).raw().toBuffer());
  });

  it("keeps the generation settings, with any characters, as ASCII text", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const tagged = withGenerationSettings(png, settings);
    expect(readGenerationSettings(tagged)).toEqual(settings);
    expect(readPngText(tagged).generation).toMatch(/^[\x20-\x7e]+$/);
  });

  it("refuses a file that is not a PNG", () => {
    expect(() => addPngText(Buffer.from("GIF89a-not-a-png-at-all-not-at-all"), { a: "b" })).toThrow("not a PNG");
  });
});
