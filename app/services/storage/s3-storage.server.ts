import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { z } from "zod";
import { publicCacheControl } from "./file-response.server";
import { appFileUrl, assertStoredFile, isUserPicture, isValidKey, type Bucket, type ListedFile, type Storage, type StoredFile } from "./stored-file";

// Every stored file in one S3-compatible bucket: the app's logical buckets
// (catalog, media_library, generations) are the first folder of each object
// key, "<bucket>/<key>". Rows keep the app's own /files/... addresses, so a
// site moves between disk and S3 by copying the objects (docs/decisions/019).

export const s3SettingsSchema = z
  .object({
    bucket: z.string().min(1),
    endpoint: z.url().optional(),
    region: z.string().min(1),
    accessKeyId: z.string().min(1).optional(),
    secretAccessKey: z.string().min(1).optional(),
    publicUrl: z.url().optional(),
  })
  .strict()
  .refine((s) => Boolean(s.accessKeyId) === Boolean(s.secretAccessKey), {
    message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither, for the SDK's own credentials)",
  });

export type S3Settings = z.infer<typeof s3SettingsSchema>;

export type S3Storage = Storage & { /** Closes the client's connections. */ destroy(): void };

function isMissing(error: unknown) {
  if (!error || typeof error !== "object") return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

/** How long a copy may be kept; private files (the generations bucket) are never kept by shared caches. */
function cacheControlOf(file: StoredFile) {
  return file.bucket === "generations" ? "private, no-cache" : publicCacheControl(file);
}

export function s3Storage(input: S3Settings): S3Storage {
  const settings = s3SettingsSchema.parse(input);
  const client = new S3Client({
    region: settings.region,
    // A self-hosted server (MinIO, s3rver) is addressed by path: <endpoint>/<bucket>/<key>.
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer checksum headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  const objectKey = (file: StoredFile) => {
    assertStoredFile(file);
    return `${file.bucket}/${file.key}`;
  };
  const publicBase = settings.publicUrl?.replace(/\/+$/, "");

  async function head(file: StoredFile) {
    try {
      const found = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(file) }));
      return { size: found.ContentLength ?? 0, lastModified: found.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function* list(bucket: Bucket, prefix = ""): AsyncIterable<ListedFile> {
    const folder = `${bucket}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${folder}${prefix}`, ContinuationToken }));
      for (const item of page.Contents ?? []) {
        const key = item.Key?.slice(folder.length) ?? "";
        if (!item.Key?.startsWith(folder) || !isValidKey(key)) continue;
        yield { key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    async put(file, body, contentType) {
      // The look first covers servers that ignore If-None-Match on a write; the condition covers a race on S3 itself.
      if (await head(file)) throw new Error("a file is already stored under this key");
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(file),
          Body: body,
          ContentLength: body.byteLength,
          ContentType: contentType,
          CacheControl: cacheControlOf(file),
          IfNoneMatch: "*",
        }),
      );
    },
    async get(file) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(file) }));
        if (!found.Body) return null;
        return {
          body: found.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: found.ContentLength ?? 0,
          lastModified: found.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    stat: head,
    async remove(file) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(file) }));
    },
    list,
    publicUrl: appFileUrl,
    // Only files that are public for good (catalogue and admin uploads) go to the CDN; a user's
    // picture may turn private at any moment and thumbnails are checked against their original.
    directUrl: (file) => (publicBase && !isUserPicture(file) && !file.key.startsWith("thumbs/") ? `${publicBase}/${file.bucket}/${file.key}` : null),
    destroy: () => client.destroy(),
  };
}
