import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat as statFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { getEnv } from "~/utils/env.server";
import { AppError } from "~/utils/errors";

/** Buckets of SPEC section 7: catalogue images, the media library, generated images. */
export const BUCKETS = ["catalog", "media_library", "generations"] as const;
export type Bucket = (typeof BUCKETS)[number];

export type StoredFile = { bucket: Bucket; key: string };

/** What is known of a stored file without reading it. */
export type StoredFileInfo = { size: number; lastModified: Date };

export type Storage = {
  put(file: StoredFile, body: Uint8Array, contentType: string): Promise<void>;
  /** A stream of the file with its size and time, or null when it does not exist. */
  get(file: StoredFile): Promise<({ body: ReadableStream<Uint8Array> } & StoredFileInfo) | null>;
  /** Size and time of the file, or null when it does not exist (no body is opened). */
  stat(file: StoredFile): Promise<StoredFileInfo | null>;
  remove(file: StoredFile): Promise<void>;
  publicUrl(file: StoredFile): string;
};

/**
 * Folder of the media_library bucket holding users' published pictures (the
 * generations bucket holds their private ones). A key in it is a user's
 * picture: it may turn private or be deleted at any time, so it is never
 * cached as immutable. Told by the key alone, without a database read.
 */
export const USER_PICTURE_FOLDER = "generations";

export function isUserPicture(file: StoredFile) {
  return file.bucket === "generations" || (file.bucket === "media_library" && file.key.startsWith(`${USER_PICTURE_FOLDER}/`));
}

const KEY_PATTERN = /^(?:[a-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/;

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

/** Keys are ours (random text + timestamp + extension): anything else is refused. */
export function isValidKey(key: string) {
  return KEY_PATTERN.test(key) && !key.includes("..");
}

/** A server-made object name: random text, underscore, timestamp, extension. */
export function makeStorageKey(extension: string, folder?: string) {
  const ext = extension.replace(/^\./, "").toLowerCase();
  if (!/^[a-z0-9]{2,5}$/.test(ext)) throw new Error("invalid file extension");
  const name = `${randomBytes(9)
    .toString("base64url")
    .replace(/[^A-Za-z0-9]/g, "x")}_${Date.now()}.${ext}`;
  return folder ? `${folder}/${name}` : name;
}

function localDiskStorage(root: string): Storage {
  const resolve = ({ bucket, key }: StoredFile) => {
    if (!isBucket(bucket) || !isValidKey(key)) throw new Error("invalid storage key");
    return path.join(root, bucket, key);
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
    publicUrl: ({ bucket, key }) => `/files/${bucket}/${key}`,
  };
}

let storage: Storage | undefined;

export function getStorage(): Storage {
  storage ??= localDiskStorage(path.join(getEnv().DATA_DIR, "files"));
  return storage;
}

/**
 * The public URL of a file just uploaded. An address the site cannot serve
 * (empty, or neither a path of ours nor an http(s) URL, e.g. a misconfigured
 * object-storage base URL) fails the upload instead of being saved.
 */
export function uploadedFileUrl(file: StoredFile, storage: Storage = getStorage()): string {
  const url: unknown = storage.publicUrl(file);
  if (typeof url !== "string" || !(/^\/(?!\/)\S+$/.test(url) || /^https?:\/\/[^\s/]+\/\S*$/i.test(url))) {
    throw new AppError("INTERNAL", { title: "Upload failed", message: "Failed to get public URL for uploaded file" });
  }
  return url;
}

/** Turns one of our public file URLs back into its bucket and key; null for anything else. */
export function parsePublicUrl(url: string): StoredFile | null {
  const match = /^\/files\/([a-z_]+)\/(.+)$/.exec(url);
  if (!match || !isBucket(match[1]) || !isValidKey(match[2])) return null;
  return { bucket: match[1], key: match[2] };
}
