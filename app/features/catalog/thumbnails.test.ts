import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getStorage, makeStorageKey } from "~/features/storage/storage.server";
import { imageSources, thumbnailUrl } from "./images";
import { getSampleImage, getThumbnail, removeThumbnails } from "./thumbnails.server";

async function storePng(width: number, height: number) {
  const body = await sharp({ create: { width, height, channels: 3, background: "#884488" } }).png().toBuffer();
  const file = { bucket: "media_library" as const, key: makeStorageKey("png") };
  await getStorage().put(file, body, "image/png");
  return file;
}

describe("thumbnails", () => {
  it("makes a WebP no wider than asked, once, and serves the stored copy afterwards", async () => {
    const file = await storePng(1200, 600);
    const first = await getThumbnail("media_library", file.key, 480);
    const meta = await sharp(first!).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 480, height: 240 });
    await getStorage().remove(file);
    // The original is gone; the thumbnail was kept beside it.
    expect(await getThumbnail("media_library", file.key, 480)).toEqual(first);
    await removeThumbnails(file);
    expect(await getThumbnail("media_library", file.key, 480)).toBeNull();
  });

  it("never enlarges a small image", async () => {
    const file = await storePng(200, 100);
    expect((await sharp((await getThumbnail("media_library", file.key, 960))!).metadata()).width).toBe(200);
  });

  it("refuses keys that are not ours, thumbnails of thumbnails and vector files", async () => {
    expect(await getThumbnail("catalog", "../secret.png", 480)).toBeNull();
    expect(await getThumbnail("catalog", "thumbs/w480/a-png.webp", 480)).toBeNull();
    expect(await getThumbnail("catalog", "icon_1.svg", 480)).toBeNull();
    expect(await getThumbnail("catalog", "missing_1.png", 480)).toBeNull();
  });

  it("builds thumbnail URLs only for catalogue and media files", () => {
    expect(thumbnailUrl("/files/catalog/apps/a_1.webp", 320)).toBe("/thumbs/320/catalog/apps/a_1.webp");
    expect(thumbnailUrl("/files/generations/a_1.png", 320)).toBeNull();
    expect(thumbnailUrl("https://cdn.example.com/a.png", 320)).toBeNull();
    expect(imageSources("https://cdn.example.com/a.png", "100vw")).toEqual({ src: "https://cdn.example.com/a.png" });
    expect(imageSources("/files/media_library/a_1.webp", "50vw", [320, 640])).toEqual({
      src: "/thumbs/640/media_library/a_1.webp",
      srcSet: "/thumbs/320/media_library/a_1.webp 320w, /thumbs/640/media_library/a_1.webp 640w",
      sizes: "50vw",
    });
  });

  it("renders the six sample images", async () => {
    for (let n = 1; n <= 6; n++) expect((await sharp(await getSampleImage(n)!).metadata()).format).toBe("webp");
    expect(getSampleImage(7)).toBeNull();
  });
});
