import { mkdtemp, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations, users } from "~/db/schema";
import { createApp, createFaq, createGenerator, createMedia, createUser } from "../../../tests/factories";
import { settingsOf, startS3Server, type LocalS3Server } from "../../../tests/mocks/s3-server";
import { localDiskStorage } from "./local-disk-storage.server";
import { startOrphanSweep, sweepOrphanFiles } from "./orphan-sweep.server";
import { s3Storage, type S3Storage } from "./s3-storage.server";
import { makeStorageKey, type Storage, type StoredFile } from "./stored-file";

// The orphan sweep on both drivers: files a row refers to stay (exact keys and
// addresses inside catalogue text and JSON), a young orphan stays, an old
// orphan goes, and a stored thumbnail lives as long as its original.

type Driver = { storage: Storage; age(file: StoredFile, when: Date): Promise<void> };

let diskRoot: string;
let server: LocalS3Server;
let s3: S3Storage;
const drivers: Record<string, Driver> = {};

beforeAll(async () => {
  diskRoot = await mkdtemp(path.join(tmpdir(), "uai-sweep-"));
  drivers.disk = {
    storage: localDiskStorage(diskRoot),
    age: (file, when) => utimes(path.join(diskRoot, file.bucket, file.key), when, when),
  };
  server = await startS3Server();
  s3 = s3Storage(settingsOf(server));
  drivers.s3 = { storage: s3, age: (file, when) => server.setLastModified(`${file.bucket}/${file.key}`, when) };
});

afterAll(async () => {
  s3?.destroy();
  await server?.close();
  await rm(diskRoot, { recursive: true, force: true });
});

const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);
const thumbOf = (file: StoredFile, width = 320): StoredFile => ({
  bucket: file.bucket,
  key: `thumbs/w${width}/${file.key.replace(/[/.]/g, "-")}.webp`,
});

describe.each(["disk", "s3"])("sweepOrphanFiles on %s", (name) => {
  it("keeps what rows refer to and young files, removes old orphans", async () => {
    const { storage, age } = drivers[name];
    const file = (bucket: StoredFile["bucket"], ext: string, folder?: string): StoredFile => ({ bucket, key: makeStorageKey(ext, folder) });

    // Referenced by a generation (public picture, its thumbnail, an edit source) and a private one.
    const picture = file("media_library", "png", "generations");
    const pictureThumb = file("media_library", "webp", "generations");
    const source = file("generations", "png", "private/sources");
    const privatePicture = file("generations", "png", "private");
    const user = await createUser();
    await getDb()
      .insert(generations)
      .values([
        {
          userId: user.id,
          idempotencyKey: `sweep-${name}-1`,
          prompt: "p",
          mode: "edit",
          model: "flux",
          aspectRatio: "1:1",
          seed: 1,
          status: "succeeded",
          imagePath: `${picture.bucket}/${picture.key}`,
          thumbPath: `${pictureThumb.bucket}/${pictureThumb.key}`,
          sourceImagePath: `${source.bucket}/${source.key}`,
        },
        {
          userId: user.id,
          idempotencyKey: `sweep-${name}-2`,
          prompt: "p",
          mode: "generate",
          model: "flux",
          aspectRatio: "1:1",
          seed: 2,
          status: "succeeded",
          imagePath: `${privatePicture.bucket}/${privatePicture.key}`,
          private: true,
        },
      ]);
    // A media row, catalogue icon and image, addresses inside markdown, JSON blocks, a FAQ answer and an avatar.
    const mediaRow = await createMedia();
    const mediaFile: StoredFile = { bucket: "media_library", key: mediaRow.filePath };
    const icon = file("catalog", "png", "apps");
    const image = file("catalog", "webp", "apps");
    const inMarkdown = file("media_library", "png");
    const inJson = file("catalog", "png", "generators");
    const inFaq = file("media_library", "jpg");
    const avatar = file("media_library", "webp", "avatars");
    const url = (f: StoredFile) => `/files/${f.bucket}/${f.key}`;
    await createApp({ icon: url(icon), image: url(image) });
    await createGenerator({
      longDescription: `Look: ![example](${url(inMarkdown)}).`,
      benefits: [{ title: "t", description: "d", image: url(inJson) }],
    });
    await createFaq({ page: "home", answer: `See <img src="${url(inFaq)}">` });
    await getDb()
      .update(users)
      .set({ image: url(avatar) })
      .where(eq(users.id, user.id));

    // Thumbnails made on request: one of a kept original, one of an orphan.
    const keptThumb = thumbOf(mediaFile);
    const oldOrphan = file("media_library", "png");
    const orphanThumb = thumbOf(oldOrphan, 640);
    const oldPrivateOrphan = file("generations", "png", "private");
    const oldCatalogOrphan = file("catalog", "png", "apps");
    const youngOrphan = file("media_library", "png", "generations");

    const referenced = [picture, pictureThumb, source, privatePicture, mediaFile, icon, image, inMarkdown, inJson, inFaq, avatar, keptThumb];
    const orphans = [oldOrphan, orphanThumb, oldPrivateOrphan, oldCatalogOrphan];
    for (const f of [...referenced, ...orphans, youngOrphan]) await storage.put(f, new Uint8Array([1, 2, 3]), "image/png");
    for (const f of [...referenced, ...orphans]) await age(f, twoHoursAgo());

    const result = await sweepOrphanFiles(getDb(), storage, { olderThan: 60 * 60 * 1000 });

    const id = (f: StoredFile) => `${f.bucket}/${f.key}`;
    expect(result.removed.map(id).sort()).toEqual(orphans.map(id).sort());
    for (const f of [...referenced, youngOrphan]) expect(await storage.stat(f), id(f)).not.toBeNull();
    for (const f of orphans) expect(await storage.stat(f), id(f)).toBeNull();

    // A second sweep finds nothing more to do.
    expect((await sweepOrphanFiles(getDb(), storage)).removed).toEqual([]);
  });
});

describe("startOrphanSweep", () => {
  it("sweeps in the background and stops", async () => {
    const { storage, age } = drivers.disk;
    const orphan: StoredFile = { bucket: "catalog", key: makeStorageKey("png", "background") };
    await storage.put(orphan, new Uint8Array([1]), "image/png");
    await age(orphan, twoHoursAgo());
    const stop = startOrphanSweep(getDb, () => storage, { firstRunMs: 1, intervalMs: 60_000 });
    await expect.poll(() => storage.stat(orphan), { timeout: 5_000 }).toBeNull();
    await stop();
  });
});
