import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingsOf, startS3Server, type LocalS3Server } from "../../../tests/mocks/s3-server";
import { localDiskStorage } from "./local-disk-storage.server";
import { s3Storage, type S3Storage } from "./s3-storage.server";
import { describeStorageBehaviour } from "./storage-behaviour";
import { makeStorageKey, type Storage, type StoredFile } from "./stored-file";

// One behaviour suite, two drivers: local disk, and S3 against a real
// S3-compatible server (s3rver) started on this machine.

let disk: Storage;
let diskRoot: string;
let server: LocalS3Server;
let s3: S3Storage;

beforeAll(async () => {
  diskRoot = await mkdtemp(path.join(tmpdir(), "uai-disk-"));
  disk = localDiskStorage(diskRoot);
  server = await startS3Server();
  s3 = s3Storage({ ...settingsOf(server), publicUrl: "https://cdn.example.com/site/" });
});

afterAll(async () => {
  s3?.destroy();
  await server?.close();
  await rm(diskRoot, { recursive: true, force: true });
});

describeStorageBehaviour("local disk", () => disk);
describeStorageBehaviour("S3 (s3rver)", () => s3);

describe("addresses outside the app", () => {
  it("names the CDN only for files public for good, never for a user's picture or a private file", () => {
    expect(s3.directUrl({ bucket: "catalog", key: "apps/a_1.png" })).toBe("https://cdn.example.com/site/catalog/apps/a_1.png");
    expect(s3.directUrl({ bucket: "media_library", key: "a_1.png" })).toBe("https://cdn.example.com/site/media_library/a_1.png");
    expect(s3.directUrl({ bucket: "media_library", key: "generations/a_1.png" })).toBeNull();
    expect(s3.directUrl({ bucket: "media_library", key: "thumbs/w320/a_1-png.webp" })).toBeNull();
    expect(s3.directUrl({ bucket: "generations", key: "private/a_1.png" })).toBeNull();
    expect(s3.directUrl({ bucket: "generations", key: "private/sources/a_1.png" })).toBeNull();
    expect(disk.directUrl({ bucket: "catalog", key: "apps/a_1.png" })).toBeNull();
  });

  it("names no CDN without S3_PUBLIC_URL", () => {
    const plain = s3Storage(settingsOf(server));
    expect(plain.directUrl({ bucket: "catalog", key: "apps/a_1.png" })).toBeNull();
    plain.destroy();
  });

  it("refuses half a key pair", () => {
    expect(() => s3Storage({ bucket: "b", region: "us-east-1", accessKeyId: "only-one" })).toThrow(/set together/);
  });
});

describe("objects in the bucket", () => {
  it("live under <bucket>/<key> with the content type and the Cache-Control the app would send", async () => {
    const client = new S3Client({
      region: "us-east-1",
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    });
    const cases: Array<[StoredFile, string]> = [
      [{ bucket: "catalog", key: makeStorageKey("png", "apps") }, "public, max-age=31536000, immutable"],
      [{ bucket: "media_library", key: makeStorageKey("png", "generations") }, "public, max-age=60, must-revalidate"],
      [{ bucket: "generations", key: makeStorageKey("png", "private") }, "private, no-cache"],
    ];
    for (const [file, cacheControl] of cases) {
      await s3.put(file, new Uint8Array([1, 2, 3]), "image/png");
      const head = await client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: `${file.bucket}/${file.key}` }));
      expect(head.CacheControl).toBe(cacheControl);
      expect(head.ContentType).toBe("image/png");
      expect(head.ContentLength).toBe(3);
    }
    client.destroy();
  });
});
