import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getStorage, makeStorageKey } from "~/services/storage/storage.server";
import { pngDeclaring } from "../../../tests/mocks/huge-png";
import { imageSources, thumbnailUrl } from "./images";
import { getSampleImage, getThumbnail, removeThumbnails } from "./thumbnails.server";

async function storePng(width: number, height: number) {
  const body = await sharp({ create: { width, height, channels: 3, background: "#884488" } })
    .png()
    .toBuffer();
  const file = { bucket: "media_library" as const, key: makeStorageKey("png") };
  await getStorage().put(file, body, "image/png");
  return file;
}

describe("thumbnails", () => {
  it("answers no thumbnail (a 404, not a 500) for a stored original too large to draw", async () => {
    const file = { bucket: "media_library" as const, key: makeStorageKey("png") };
    await getStorage().put(file, pngDeclaring(10_000, 10_000), "image/png");
    for (const width of [320, 480] as const) expect(await getThumbnail("media_library", file.key, width)).toBeNull();
  });

  it("makes a WebP no wider than asked, once, and serves the stored copy afterwards", async () => {
    const file = await storePng(1200, 600);
    const first = await getThumbnail("media_library", file.key, 480);
    const meta = await sharp(first!.body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 480, height: 240 });
    const stored = { bucket: "media_library" as const, key: `thumbs/w480/${file.key.replace(".", "-")}.webp` };
    const info = await getStorage().stat(stored);
    expect(info).not.toBeNull();
    const again = await getThumbnail("media_library", file.key, 480);
    expect(again!.body).toEqual(first!.body);
    expect(again!.lastModified).toEqual(first!.lastModified);
    expect(again!.lastModified).toEqual(info!.lastModified);
  });

  it("serves no thumbnail once its original is gone, even while the stored copy is still there", async () => {
    const file = await storePng(800, 400);
    expect(await getThumbnail("media_library", file.key, 320)).not.toBeNull();
    await getStorage().remove(file);
    expect(await getThumbnail("media_library", file.key, 320)).toBeNull();
    const stored = { bucket: "media_library" as const, key: `thumbs/w320/${file.key.replace(".", "-")}.webp` };
    expect(await getStorage().stat(stored)).not.toBeNull();
    await removeThumbnails(file);
    expect(await getStorage().stat(stored)).toBeNull();
  });

  it("drops a thumbnail whose original went while it was being made", async () => {
    const file = await storePng(1600, 800);
    const storage = getStorage();
    const realGet = storage.get;
    // The original disappears right after it has been read for resizing.
    storage.get = async (target) => {
      const found = await realGet(target);
      if (!found || target.key !== file.key) return found;
      const bytes = new Uint8Array(await new Response(found.body).arrayBuffer());
      await storage.remove(file);
      return { ...found, body: new Response(bytes).body! };
    };
    try {
      expect(await getThumbnail("media_library", file.key, 640)).toBeNull();
    } finally {
      storage.get = realGet;
    }
    expect(await storage.stat({ bucket: "media_library", key: `thumbs/w640/${file.key.replace(".", "-")}.webp` })).toBeNull();
  });

  it("never enlarges a small image", async () => {
    const file = await storePng(200, 100);
    expect((await sharp((await getThumbnail("media_library", file.key, 960))!.body).metadata()).width).toBe(200);
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
