import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { credits, generations, media, users } from "~/db/schema";
import { THUMB_WIDTHS } from "~/features/catalog/images";
import { runningGenerations } from "~/features/generation/inflight-generations.server";
import type { GenerationView } from "~/features/generation/generation-options";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser } from "../tests/factories";

// DESIGN invariant 11, tried through the whole Hono app (server/app.ts) with the
// real route modules: making a picture private or deleting it removes every
// public copy (original, stored thumbnail, thumbnails made on request, the
// media-library entry and the cached public gallery) at once; user pictures are
// never cached as immutable.

// Requests to page routes go where the site's fetchers and navigations send them (`.data`).
vi.mock("virtual:react-router/server-build", () => import("../tests/setup/react-router-build"));
const { app } = await import("./app");

type Account = { cookie: string; user: { id: string } };
let owner: Account;
let stranger: Account;
let admin: Account;

const site = () => getEnv().PUBLIC_URL;

function send(pathname: string, init: { method?: string; cookie?: string; headers?: Record<string, string>; body?: BodyInit } = {}) {
  const method = init.method ?? "GET";
  const headers: Record<string, string> = { "user-agent": "vitest", ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (method !== "GET" && method !== "HEAD") headers.origin = site();
  return app.request(`${site()}${pathname}`, { method, headers, body: init.body });
}

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

let keyCounter = 0;

async function generate(account: Account, isPrivate: boolean): Promise<GenerationView> {
  const started = await send("/api/generations", {
    method: "POST",
    cookie: account.cookie,
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      prompt: "a lighthouse on a cliff at dusk",
      model: "flux",
      isPrivate,
      idempotencyKey: `privacy-${Date.now()}-${keyCounter++}`,
    }),
  });
  expect(started.status).toBe(202);
  const { generation } = (await started.json()) as { generation: GenerationView };
  await Promise.all(runningGenerations());
  return view(account, generation.id);
}

async function view(account: Account, id: string): Promise<GenerationView> {
  const answer = await send(`/api/generations/${id}`, { cookie: account.cookie });
  expect(answer.status).toBe(200);
  const { generation } = (await answer.json()) as { generation: GenerationView };
  expect(generation.status).toBe("succeeded");
  return generation;
}

async function setPrivate(account: Account, id: string, value: string) {
  return send("/account/images.data", { method: "POST", cookie: account.cookie, body: form({ intent: "private", id, value }) });
}

/** Every public address of a published picture: the files and each width of their thumbnails. */
function publicUrls(generation: GenerationView) {
  const files = [generation.imageUrl!, generation.thumbUrl!];
  for (const url of files) expect(url).toMatch(/^\/files\/media_library\/generations\//);
  const thumbs = files.flatMap((url) => THUMB_WIDTHS.map((w) => url.replace(/^\/files\/media_library\//, `/thumbs/${w}/media_library/`)));
  return [...files, ...thumbs];
}

/** The stored thumbnails (media_library/thumbs/w*) made from a picture's files. */
async function storedThumbnails(generation: GenerationView) {
  const root = path.join(getEnv().DATA_DIR, "files", "media_library", "thumbs");
  const names = [generation.imageUrl!, generation.thumbUrl!].map((url) => url.replace(/^\/files\/media_library\//, "").replace(/[/.]/g, "-"));
  const found: string[] = [];
  for (const width of THUMB_WIDTHS) {
    const dir = await readdir(path.join(root, `w${width}`)).catch(() => [] as string[]);
    for (const name of dir) if (names.some((n) => name.startsWith(n))) found.push(`w${width}/${name}`);
  }
  return found;
}

async function expectServed(url: string) {
  const answer = await send(url);
  expect(answer.status, url).toBe(200);
  const cacheControl = answer.headers.get("cache-control") ?? "";
  expect(cacheControl, url).not.toContain("immutable");
  expect(cacheControl, url).toBe("public, max-age=60, must-revalidate");
  const etag = answer.headers.get("etag");
  expect(etag, url).toMatch(/^W\/"/);
  expect(answer.headers.get("last-modified"), url).toBeTruthy();
  await answer.arrayBuffer();
  // A cache asking again gets a 304 without the picture while it is still public.
  const again = await send(url, { headers: { "if-none-match": etag! } });
  expect(again.status, url).toBe(304);
  expect(await again.text()).toBe("");
  const byDate = await send(url, { headers: { "if-modified-since": answer.headers.get("last-modified")! } });
  expect(byDate.status, url).toBe(304);
}

async function expectGone(url: string, etag?: string) {
  const answer = await send(url, { headers: etag ? { "if-none-match": etag } : {} });
  expect(answer.status, url).toBe(404);
  expect(answer.headers.get("cache-control"), url).toBe("no-store");
}

async function mediaRows(generation: GenerationView) {
  const key = generation.imageUrl!.replace(/^\/files\/media_library\//, "");
  return getDb().select().from(media).where(eq(media.filePath, key));
}

async function featureInLibrary(generation: GenerationView) {
  const [row] = await mediaRows(generation);
  expect(row).toMatchObject({ source: "user", featured: false });
  const answer = await send("/hidden/admin/media.data", {
    method: "POST",
    cookie: admin.cookie,
    body: form({ intent: "update", id: row.id, source: "user", featured: "true", altText: "Lighthouse", description: "" }),
  });
  expect(answer.status).toBe(200);
}

/** The public gallery page's data, as its client navigation reads it (a cached catalogue read). */
async function galleryHtml() {
  const answer = await send("/ai-lighthouses.data");
  expect(answer.status).toBe(200);
  return answer.text();
}

beforeAll(async () => {
  owner = await createSignedInUser({ credits: 10 });
  stranger = await createSignedInUser({ credits: 2 });
  admin = await createSignedInUser();
  await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
});

describe("a picture turned private, public, private again and deleted", () => {
  it("takes every public copy away at once and brings it back under new addresses", async () => {
    const published = await generate(owner, false);
    const firstUrls = publicUrls(published);
    for (const url of firstUrls) await expectServed(url);
    expect(await storedThumbnails(published)).toHaveLength(THUMB_WIDTHS.length * 2);
    expect(await mediaRows(published)).toHaveLength(1);
    await featureInLibrary(published);
    const imageKey = published.imageUrl!.replace(/^\/files\/media_library\//, "");
    // The gallery shows it (through its WebP thumbnails) and caches the list.
    expect(await galleryHtml()).toContain(imageKey);
    const etags = new Map<string, string>();
    for (const url of firstUrls) etags.set(url, (await send(url)).headers.get("etag")!);

    // Private: every public address answers 404 (also to a cache holding an ETag), nothing stays in storage.
    const toPrivate = await setPrivate(owner, published.id, "true");
    expect(toPrivate.status).toBe(200);
    for (const url of firstUrls) await expectGone(url, etags.get(url));
    expect(await storedThumbnails(published)).toEqual([]);
    expect(await mediaRows(published)).toEqual([]);
    expect(await galleryHtml()).not.toContain(imageKey);
    const hidden = await view(owner, published.id);
    expect(hidden).toMatchObject({ private: true, imageUrl: `/api/generations/${published.id}/image` });
    const ownCopy = await send(hidden.imageUrl!, { cookie: owner.cookie });
    expect(ownCopy.status).toBe(200);
    expect(ownCopy.headers.get("cache-control")).toBe("private, no-cache");
    expect((await send(hidden.imageUrl!)).status).toBe(404);
    expect((await send(hidden.imageUrl!, { cookie: stranger.cookie })).status).toBe(404);
    expect((await send(hidden.thumbUrl!, { cookie: stranger.cookie })).status).toBe(404);

    // Public again: new addresses that answer 200; the old ones stay gone.
    expect((await setPrivate(owner, published.id, "false")).status).toBe(200);
    const republished = await view(owner, published.id);
    expect(republished.private).toBe(false);
    const secondUrls = publicUrls(republished);
    expect(secondUrls.some((url) => firstUrls.includes(url))).toBe(false);
    for (const url of secondUrls) await expectServed(url);
    for (const url of firstUrls) await expectGone(url);
    expect(await mediaRows(republished)).toHaveLength(1);
    const publicApiImage = await send(`/api/generations/${published.id}/image`);
    expect(publicApiImage.status).toBe(200);
    expect(publicApiImage.headers.get("cache-control")).toBe("public, max-age=60, must-revalidate");

    // Private again, then deleted: everything is gone, for the owner too.
    expect((await setPrivate(owner, published.id, "true")).status).toBe(200);
    for (const url of secondUrls) await expectGone(url);
    expect(await storedThumbnails(republished)).toEqual([]);
    expect(await mediaRows(republished)).toEqual([]);
    expect((await send(`/api/generations/${published.id}/image`)).status).toBe(404);

    const deleted = await send(`/api/generations/${published.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(deleted.status).toBe(200);
    expect((await send(`/api/generations/${published.id}/image`, { cookie: owner.cookie })).status).toBe(404);
    expect((await send(`/api/generations/${published.id}`, { cookie: owner.cookie })).status).toBe(404);
    for (const url of [...firstUrls, ...secondUrls]) await expectGone(url);
  });

  it("deleting a public picture removes its files, thumbnails, media-library entry and gallery place", async () => {
    const published = await generate(owner, false);
    const urls = publicUrls(published);
    for (const url of urls) await expectServed(url);
    await featureInLibrary(published);
    const imageKey = published.imageUrl!.replace(/^\/files\/media_library\//, "");
    expect(await galleryHtml()).toContain(imageKey);

    const deleted = await send(`/api/generations/${published.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(deleted.status).toBe(200);
    for (const url of urls) await expectGone(url);
    expect(await storedThumbnails(published)).toEqual([]);
    expect(await mediaRows(published)).toEqual([]);
    expect(await galleryHtml()).not.toContain(imageKey);
  });

  it("an admin deleting a user's picture from the media library deletes it everywhere", async () => {
    const published = await generate(owner, false);
    const urls = publicUrls(published);
    for (const url of urls) await expectServed(url);
    const [row] = await mediaRows(published);
    const answer = await send("/hidden/admin/media.data", { method: "POST", cookie: admin.cookie, body: form({ intent: "delete", id: row.id }) });
    expect(answer.status).toBe(200);
    for (const url of urls) await expectGone(url);
    expect(await storedThumbnails(published)).toEqual([]);
    expect(await getDb().select().from(generations).where(eq(generations.id, published.id))).toEqual([]);
    expect((await send(`/api/generations/${published.id}/image`, { cookie: owner.cookie })).status).toBe(404);
  });

  it("a picture made private from the start never has a public address", async () => {
    const newcomer = await createSignedInUser({ credits: 1 });
    const hidden = await generate(newcomer, true);
    expect(hidden.imageUrl).toBe(`/api/generations/${hidden.id}/image`);
    expect((await send(`${hidden.imageUrl}?variant=thumb`, { cookie: newcomer.cookie })).status).toBe(200);
    await expectGone(`${hidden.imageUrl}?variant=original`);
    const [row] = await getDb().select().from(generations).where(eq(generations.id, hidden.id));
    const key = row.imagePath!.replace(/^generations\//, "");
    expect(key).toMatch(/^private\//);
    await expectGone(`/files/generations/${key}`);
    await expectGone(`/thumbs/320/media_library/${key}`);
    expect(await getDb().select().from(media).where(eq(media.uploadedBy, newcomer.user.id))).toHaveLength(0);
  });

  it("admin catalogue media stay immutable; stored thumbnails are never served as plain files", async () => {
    const published = await generate(owner, false);
    // A thumbnail made on request, then asked for by its storage name.
    await expectServed(publicUrls(published)[2]);
    const [stored] = await storedThumbnails(published);
    expect(stored).toBeDefined();
    await expectGone(`/files/media_library/thumbs/${stored}`);

    const upload = new FormData();
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer();
    upload.set("file", new File([new Uint8Array(png)], "catalogue.png", { type: "image/png" }));
    const uploaded = await send("/hidden/admin/media/upload", { method: "POST", cookie: admin.cookie, body: upload });
    expect(uploaded.status).toBe(200);
    const { record } = (await uploaded.json()) as { record: { url: string } };
    const file = await send(record.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const thumbnail = await send(record.url.replace(/^\/files\/media_library\//, "/thumbs/320/media_library/"));
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("the Private flag of a generation request", () => {
  it.each([["1"], ["yes"], ["TRUE"], ["0"], [""], ["on"]])("refuses isPrivate=%j with 400, publishes nothing and charges nothing", async (value) => {
    const before = await getDb().select().from(credits).where(eq(credits.userId, stranger.user.id));
    const body = form({ prompt: "a quiet harbour", model: "flux", isPrivate: value, idempotencyKey: `flag-${Date.now()}-${keyCounter++}` });
    const answer = await send("/api/generations", { method: "POST", cookie: stranger.cookie, body });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      ok: false,
      error: { code: "BAD_REQUEST", title: "Invalid request", message: "isPrivate must be true or false." },
      fieldErrors: { isPrivate: "isPrivate must be true or false." },
    });
    expect(await getDb().select().from(generations).where(eq(generations.userId, stranger.user.id))).toEqual([]);
    expect(await getDb().select().from(credits).where(eq(credits.userId, stranger.user.id))).toEqual(before);
  });
});
