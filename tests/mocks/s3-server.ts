import { mkdtemp, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

// A real S3-compatible server on this machine (s3rver: the S3 REST API over a
// folder), on a free port with a temporary folder and one bucket. Its keys are
// the SDK's defaults for s3rver ("S3RVER"/"S3RVER").

export type LocalS3Server = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Sets the Last-Modified an object is listed with (s3rver reads it from the file's mtime). */
  setLastModified(objectKey: string, when: Date): Promise<void>;
  close(): Promise<void>;
};

export async function startS3Server(bucket = "uai-test"): Promise<LocalS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "uai-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async setLastModified(objectKey, when) {
      const parts = objectKey.split("/");
      const name = `${parts.pop()}._S3rver_object`;
      await utimes(path.join(directory, bucket, ...parts, name), when, when);
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The driver settings (S3_* of CONTRACT.md) that reach this server. */
export function settingsOf(server: LocalS3Server) {
  return {
    bucket: server.bucket,
    endpoint: server.endpoint,
    region: "us-east-1",
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
  };
}
