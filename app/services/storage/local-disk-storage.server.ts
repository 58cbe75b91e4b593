import { createReadStream } from "node:fs";
import { mkdir, readdir, rm, stat as statFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { appFileUrl, assertStoredFile, isValidKey, type ListedFile, type Storage, type StoredFile } from "./stored-file";

/** Files under `root/<bucket>/<key>` (DATA_DIR/files): the driver of one machine. */
export function localDiskStorage(root: string): Storage {
  const resolve = (file: StoredFile) => {
    assertStoredFile(file);
    return path.join(root, file.bucket, file.key);
  };
  return {
    async put(file, body) {
      const target = resolve(file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body, { flag: "wx" });
    },
    async get(file) {
      const target = resolve(file);
      const info = await statFile(target).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>, size: info.size, lastModified: info.mtime };
    },
    async stat(file) {
      const info = await statFile(resolve(file)).catch(() => null);
      return info?.isFile() ? { size: info.size, lastModified: info.mtime } : null;
    },
    async remove(file) {
      await rm(resolve(file), { force: true });
    },
    list(bucket, prefix = "") {
      return listFolder(path.join(root, bucket), prefix);
    },
    publicUrl: appFileUrl,
    directUrl: () => null,
  };
}

/** Files below a bucket's folder whose key starts with `prefix`, depth first. */
async function* listFolder(bucketDir: string, prefix: string): AsyncIterable<ListedFile> {
  const pending = [""];
  while (pending.length > 0) {
    const folder = pending.pop()!;
    const entries = await readdir(path.join(bucketDir, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) pending.push(key);
        continue;
      }
      if (!entry.isFile() || !key.startsWith(prefix) || !isValidKey(key)) continue;
      const info = await statFile(path.join(bucketDir, key)).catch(() => null);
      if (info?.isFile()) yield { key, size: info.size, lastModified: info.mtime };
    }
  }
}
