import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getStorage, makeStorageKey, resetStorage, type StoredFile } from "~/services/storage/storage.server";
import { resetEnvCache } from "~/utils/env.server";
import { settingsOf, startS3Server, type LocalS3Server } from "../tests/mocks/s3-server";
import { fileRoutes } from "./files";

// /files/... with S3 storage on a local s3rver: public files are streamed from
// the bucket, or sent to the CDN (S3_PUBLIC_URL) when they are public for good;
// a user's picture is always the app's to serve, a private file never is.

let server: LocalS3Server;
const S3_KEYS = ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"];

function useS3(publicUrl?: string) {
  const settings = settingsOf(server);
  Object.assign(process.env, {
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
  });
  if (publicUrl) process.env.S3_PUBLIC_URL = publicUrl;
  else delete process.env.S3_PUBLIC_URL;
  resetEnvCache();
  resetStorage();
}

async function stored(bucket: StoredFile["bucket"], folder?: string) {
  const file: StoredFile = { bucket, key: makeStorageKey("png", folder) };
  await getStorage().put(file, new TextEncoder().encode(`picture ${file.key}`), "image/png");
  return file;
}

const request = (file: StoredFile, headers: Record<string, string> = {}) => fileRoutes.request(`/${file.bucket}/${file.key}`, { headers });

beforeAll(async () => {
  server = await startS3Server();
});

afterAll(async () => {
  for (const key of S3_KEYS) delete process.env[key];
  resetEnvCache();
  resetStorage();
  await server?.close();
});

describe("/files on S3 without a CDN", () => {
  it("streams public files from the bucket with validators, and refuses private ones", async () => {
    useS3();
    const catalogue = await stored("catalog", "apps");
    const answer = await request(catalogue);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(`picture ${catalogue.key}`);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const again = await request(catalogue, { "if-none-match": answer.headers.get("etag")! });
    expect(again.status).toBe(304);

    const userPicture = await stored("media_library", "generations");
    const picture = await request(userPicture);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("cache-control")).toBe("public, max-age=60, must-revalidate");

    expect((await request(await stored("generations", "private"))).status).toBe(404);
    expect((await request(await stored("generations", "private/sources"))).status).toBe(404);
    expect((await request({ bucket: "catalog", key: makeStorageKey("png") })).status).toBe(404);
  });
});

describe("/files on S3 with a CDN (S3_PUBLIC_URL)", () => {
  it("sends files public for good to the CDN and keeps serving users' pictures itself", async () => {
    useS3("https://cdn.example.com");
    const catalogue = await stored("catalog", "apps");
    const redirected = await request(catalogue);
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("location")).toBe(`https://cdn.example.com/catalog/${catalogue.key}`);

    const userPicture = await stored("media_library", "generations");
    const picture = await request(userPicture);
    expect(picture.status).toBe(200);
    expect(await picture.text()).toBe(`picture ${userPicture.key}`);

    const hidden = await request(await stored("generations", "private"));
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get("location")).toBeNull();
  });
});
