import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeStorageKey, type Bucket, type Storage, type StoredFile } from "./stored-file";

// The behaviour every storage driver owes the app, run once per driver
// (storage-drivers.test.ts: local disk and S3 on a local s3rver).

const bytes = (text: string) => new TextEncoder().encode(text);

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function listed(storage: Storage, bucket: Bucket, prefix?: string) {
  const found = [];
  for await (const file of storage.list(bucket, prefix)) found.push(file);
  return found;
}

export function describeStorageBehaviour(name: string, storageOf: () => Storage) {
  describe(`storage behaviour: ${name}`, () => {
    const fresh = (bucket: Bucket = "media_library", folder?: string): StoredFile => ({ bucket, key: makeStorageKey("png", folder) });

    it("stores a file and gives it back with its size and time", async () => {
      const storage = storageOf();
      const file = fresh();
      const before = Date.now();
      await storage.put(file, bytes("first picture"), "image/png");
      const found = await storage.get(file);
      expect(found).not.toBeNull();
      expect(new TextDecoder().decode(await readAll(found!.body))).toBe("first picture");
      expect(found!.size).toBe(13);
      // S3 keeps whole seconds.
      expect(found!.lastModified.getTime()).toBeGreaterThan(before - 2_000);
      expect(found!.lastModified.getTime()).toBeLessThan(Date.now() + 2_000);
      expect(await storage.stat(file)).toEqual({ size: 13, lastModified: found!.lastModified });
    });

    it("keeps keys with folders apart from the same name elsewhere and in other buckets", async () => {
      const storage = storageOf();
      const nested = fresh("catalog", "apps/icons");
      const flat: StoredFile = { bucket: "catalog", key: nested.key.split("/").pop()! };
      const otherBucket: StoredFile = { bucket: "generations", key: nested.key };
      await storage.put(nested, bytes("nested"), "image/png");
      await storage.put(flat, bytes("flat!"), "image/png");
      expect(await storage.stat(otherBucket)).toBeNull();
      expect(new TextDecoder().decode(await readAll((await storage.get(nested))!.body))).toBe("nested");
      expect((await storage.stat(flat))?.size).toBe(5);
    });

    it("answers null for a missing file and removing it is no failure", async () => {
      const storage = storageOf();
      const missing = fresh("generations", "private");
      expect(await storage.get(missing)).toBeNull();
      expect(await storage.stat(missing)).toBeNull();
      await expect(storage.remove(missing)).resolves.toBeUndefined();
    });

    it("never rewrites a stored name: a second put is refused and the first file stays", async () => {
      const storage = storageOf();
      const file = fresh();
      await storage.put(file, bytes("original"), "image/png");
      await expect(storage.put(file, bytes("replacement"), "image/png")).rejects.toThrow();
      expect(new TextDecoder().decode(await readAll((await storage.get(file))!.body))).toBe("original");
    });

    it("removes a file: gone from get, stat and list", async () => {
      const storage = storageOf();
      const file = fresh("media_library", "removal");
      await storage.put(file, bytes("bye"), "image/png");
      expect((await listed(storage, "media_library", "removal/")).map((f) => f.key)).toContain(file.key);
      await storage.remove(file);
      expect(await storage.get(file)).toBeNull();
      expect(await storage.stat(file)).toBeNull();
      expect((await listed(storage, "media_library", "removal/")).map((f) => f.key)).not.toContain(file.key);
    });

    it("lists a bucket's files with size and time, under a prefix when asked", async () => {
      const storage = storageOf();
      const folder = `list${Date.now()}`;
      const inFolder = [fresh("catalog", `${folder}/a`), fresh("catalog", `${folder}/b`), fresh("catalog", folder)];
      for (const [i, file] of inFolder.entries()) await storage.put(file, bytes("x".repeat(i + 1)), "image/png");
      const elsewhere = fresh("generations", folder);
      await storage.put(elsewhere, bytes("elsewhere"), "image/png");

      const found = await listed(storage, "catalog", `${folder}/`);
      expect(found.map((f) => f.key).sort()).toEqual(inFolder.map((f) => f.key).sort());
      for (const [i, file] of inFolder.entries()) {
        const entry = found.find((f) => f.key === file.key)!;
        expect(entry.size).toBe(i + 1);
        expect(entry.lastModified).toBeInstanceOf(Date);
      }
      expect((await listed(storage, "catalog", `${folder}/a/`)).map((f) => f.key)).toEqual([inFolder[0].key]);
      const whole = (await listed(storage, "catalog")).map((f) => f.key);
      expect(whole).toEqual(expect.arrayContaining(inFolder.map((f) => f.key)));
      expect(whole).not.toContain(elsewhere.key);
    });

    it("streams a large file in pieces, byte for byte", async () => {
      const storage = storageOf();
      const file = fresh("generations", "private");
      const body = randomBytes(12 * 1024 * 1024);
      await storage.put(file, body, "image/png");
      const found = (await storage.get(file))!;
      expect(found.size).toBe(body.length);
      const hash = createHash("sha256");
      let pieces = 0;
      let total = 0;
      const reader = found.body.getReader();
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        pieces += 1;
        total += next.value.length;
        hash.update(next.value);
      }
      expect(pieces).toBeGreaterThan(1);
      expect(total).toBe(body.length);
      expect(hash.digest("hex")).toBe(createHash("sha256").update(body).digest("hex"));
    });

    it("refuses keys that are not ours", async () => {
      const storage = storageOf();
      for (const key of ["../escape.png", "a/../../b.png", "no-extension", "/absolute.png"]) {
        await expect(storage.put({ bucket: "catalog", key }, bytes("x"), "image/png")).rejects.toThrow("invalid storage key");
        await expect(storage.get({ bucket: "catalog", key })).rejects.toThrow("invalid storage key");
      }
    });

    it("gives the app's own address for every file", () => {
      const storage = storageOf();
      expect(storage.publicUrl({ bucket: "catalog", key: "apps/a_1.png" })).toBe("/files/catalog/apps/a_1.png");
    });
  });
}
