import path from "node:path";
import { appError } from "~/utils/error-messages";
import { getEnv } from "~/utils/env.server";
import { localDiskStorage } from "./local-disk-storage.server";
import { s3Storage } from "./s3-storage.server";
import { isBucket, isValidKey, type Storage, type StoredFile } from "./stored-file";

export {
  BUCKETS,
  USER_PICTURE_FOLDER,
  isBucket,
  isUserPicture,
  isValidKey,
  makeStorageKey,
  type Bucket,
  type ListedFile,
  type Storage,
  type StoredFile,
  type StoredFileInfo,
} from "./stored-file";

let storage: (Storage & { destroy?(): void }) | undefined;

/** The storage of this installation: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function getStorage(): Storage {
  storage ??= storageFromSettings();
  return storage;
}

function storageFromSettings(): Storage & { destroy?(): void } {
  const env = getEnv();
  if (!env.S3_BUCKET) return localDiskStorage(path.join(env.DATA_DIR, "files"));
  return s3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicUrl: env.S3_PUBLIC_URL,
  });
}

/** For tests that change the storage settings between cases. */
export function resetStorage() {
  storage?.destroy?.();
  storage = undefined;
}

/**
 * The public URL of a file just uploaded. An address the site cannot serve
 * (empty, or neither a path of ours nor an http(s) URL, e.g. a misconfigured
 * object-storage base URL) fails the upload instead of being saved.
 */
export function uploadedFileUrl(file: StoredFile, storage: Storage = getStorage()): string {
  const url: unknown = storage.publicUrl(file);
  if (typeof url !== "string" || !(/^\/(?!\/)\S+$/.test(url) || /^https?:\/\/[^\s/]+\/\S*$/i.test(url))) {
    throw appError("uploadUrlMissing");
  }
  return url;
}

/** Turns one of our public file URLs back into its bucket and key; null for anything else. */
export function parsePublicUrl(url: string): StoredFile | null {
  const match = /^\/files\/([a-z_]+)\/(.+)$/.exec(url);
  if (!match || !isBucket(match[1]) || !isValidKey(match[2])) return null;
  return { bucket: match[1], key: match[2] };
}
