import { randomBytes } from "node:crypto";

// What a stored file is, independent of where it is kept (local disk or an
// S3-compatible bucket): its logical bucket, its key, and the rules for both.

/** Buckets of SPEC section 7: catalogue images, the media library, generated images. */
export const BUCKETS = ["catalog", "media_library", "generations"] as const;
export type Bucket = (typeof BUCKETS)[number];

export type StoredFile = { bucket: Bucket; key: string };

/** What is known of a stored file without reading it. */
export type StoredFileInfo = { size: number; lastModified: Date };

/** A file found by listing a bucket. */
export type ListedFile = { key: string } & StoredFileInfo;

export type Storage = {
  /** Stores a new file; refuses a key that is already stored (a stored name is never rewritten). */
  put(file: StoredFile, body: Uint8Array, contentType: string): Promise<void>;
  /** A stream of the file with its size and time, or null when it does not exist. */
  get(file: StoredFile): Promise<({ body: ReadableStream<Uint8Array> } & StoredFileInfo) | null>;
  /** Size and time of the file, or null when it does not exist (no body is opened). */
  stat(file: StoredFile): Promise<StoredFileInfo | null>;
  remove(file: StoredFile): Promise<void>;
  /** Every file of a bucket (under `prefix` when given) with a key of ours; other names are skipped. */
  list(bucket: Bucket, prefix?: string): AsyncIterable<ListedFile>;
  /** The app's address of a file (/files/...): the same on every driver, so rows keep it when storage moves. */
  publicUrl(file: StoredFile): string;
  /**
   * An address outside the app that serves this file (a CDN over the bucket),
   * or null: the app streams it. Never given for a private file.
   */
  directUrl(file: StoredFile): string | null;
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

/** Throws unless the file names one of our buckets and a key of ours. */
export function assertStoredFile({ bucket, key }: StoredFile) {
  if (!isBucket(bucket) || !isValidKey(key)) throw new Error("invalid storage key");
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

/** The address of a file the app itself serves. */
export function appFileUrl({ bucket, key }: StoredFile) {
  return `/files/${bucket}/${key}`;
}
