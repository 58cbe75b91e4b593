import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations, pictureLikes, profiles, publishedPictures } from "~/db/schema";
import { invalidateCatalogCache } from "~/features/catalog/cache.server";
import { expectAppError, request } from "~/features/generation/generation-test-helpers";
import { deleteGeneration, setGenerationPrivacy } from "~/features/generation/my-images.server";
import { reserveGeneration } from "~/features/generation/reserve-generation.server";
import { runGeneration } from "~/features/generation/run-generation.server";
import { loadSitemap } from "~/features/seo/sitemap.server";
import { createUser } from "../../../tests/factories";
import { decodeCursor, encodeCursor, listFeed, listSitemapPictures } from "./feed.server";
import { insertPublished } from "./explore-test-helpers";
import { setLike } from "./likes.server";
import { getPicturePage, getRemixView } from "./picture-page.server";
import { getPublishState, publishPicture, unpublishPicture } from "./publishing.server";

const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);
const newestAll = { sort: "newest" as const, content: "all" as const };

async function finishedPicture(userId: string, options: { isPrivate?: boolean } = {}) {
  const db = getDb();
  const { generation } = await reserveGeneration(db, { userId, request: request({ isPrivate: options.isPrivate ?? false }) });
  return runGeneration(db, generation);
}

describe("Publish", () => {
  it("puts the author's public picture on /explore and /p/{id} with the author's username, and changes title and 'Hide prompt' in place", async () => {
    const db = getDb();
    const author = await createUser({ credits: 1, name: "pixel-author" });
    const picture = await finishedPicture(author.id);
    expect((await getPublishState(db, author.id, picture.id)).published).toBe(false);

    const state = await publishPicture(db, author.id, picture.id, { title: "  Dawn over the sea  ", hidePrompt: false });
    expect(state).toMatchObject({ published: true, title: "Dawn over the sea", hidePrompt: false });
    expect(ids(await listFeed(db, newestAll, false))).toContain(picture.id);
    const page = await getPicturePage(db, picture.id, null);
    expect(page).toMatchObject({ author: "pixel-author", title: "Dawn over the sea", prompt: picture.prompt, isNsfw: false, blurred: false });
    expect(page!.imageUrl).toMatch(/^\/files\/media_library\//);

    await setLike(db, author.id, picture.id, true);
    const again = await publishPicture(db, author.id, picture.id, { title: "", hidePrompt: true });
    expect(again).toMatchObject({ published: true, title: null, hidePrompt: true });
    const hidden = await getPicturePage(db, picture.id, null);
    expect(hidden).toMatchObject({ prompt: null, negativePrompt: null, seed: null, likeCount: 1 });
  });

  it("refuses a private picture, another user's picture and one not finished", async () => {
    const db = getDb();
    const author = await createUser({ credits: 1 });
    const other = await createUser({ credits: 1 });
    const privatePicture = await finishedPicture(author.id, { isPrivate: true });
    await expectAppError(
      publishPicture(db, author.id, privatePicture.id, { title: null, hidePrompt: false }),
      "Could not publish",
      "Private pictures cannot be published.",
    );
    const mine = await insertPublished(author.id, { published: false });
    await expectAppError(publishPicture(db, other.id, mine.id, { title: null, hidePrompt: false }), "Image not found");
    await db.update(generations).set({ status: "failed" }).where(eq(generations.id, mine.id));
    await expectAppError(publishPicture(db, author.id, mine.id, { title: null, hidePrompt: false }), "Image not found");
    expect(await db.select().from(publishedPictures).where(eq(publishedPictures.userId, author.id))).toHaveLength(0);
  });
});

describe("leaving /explore", () => {
  it("unpublishing removes the picture from the feed, its page and the sitemap at once", async () => {
    const db = getDb();
    const author = await createUser();
    const picture = await insertPublished(author.id);
    invalidateCatalogCache();
    expect(await loadSitemap("https://example.com")).toContain(`/p/${picture.id}<`);
    await unpublishPicture(db, author.id, picture.id);
    expect(ids(await listFeed(db, newestAll, false))).not.toContain(picture.id);
    expect(await getPicturePage(db, picture.id, { id: author.id })).toBeNull();
    // Unpublishing is a catalogue write: the cached sitemap is read again.
    expect(await loadSitemap("https://example.com")).not.toContain(picture.id);
  });

  it("making the picture private removes it in the same transaction, with its likes", async () => {
    const db = getDb();
    const author = await createUser({ credits: 1 });
    const fan = await createUser();
    const picture = await finishedPicture(author.id);
    await publishPicture(db, author.id, picture.id, { title: null, hidePrompt: false });
    await setLike(db, fan.id, picture.id, true);
    await setGenerationPrivacy(db, author.id, picture.id, true);
    expect(await db.select().from(publishedPictures).where(eq(publishedPictures.generationId, picture.id))).toHaveLength(0);
    expect(await db.select().from(pictureLikes).where(eq(pictureLikes.generationId, picture.id))).toHaveLength(0);
    expect(ids(await listFeed(db, newestAll, true))).not.toContain(picture.id);
    expect(await getPicturePage(db, picture.id, { id: author.id })).toBeNull();
    expect(await getRemixView(db, picture.id, { id: fan.id })).toBeNull();
    // Public again, it is not published again by itself.
    await setGenerationPrivacy(db, author.id, picture.id, false);
    expect(await getPicturePage(db, picture.id, null)).toBeNull();
  });

  it("deleting the picture removes it from the feed and its page", async () => {
    const db = getDb();
    const author = await createUser({ credits: 1 });
    const picture = await finishedPicture(author.id);
    await publishPicture(db, author.id, picture.id, { title: "gone soon", hidePrompt: false });
    await deleteGeneration(db, author.id, picture.id);
    expect(ids(await listFeed(db, newestAll, true))).not.toContain(picture.id);
    expect(await getPicturePage(db, picture.id, { id: author.id })).toBeNull();
  });
});

describe("Like", () => {
  it("counts exactly 20 likes sent at once by 20 users, and one user's repeated likes once", async () => {
    const db = getDb();
    const author = await createUser();
    const picture = await insertPublished(author.id);
    const fans = await Promise.all(Array.from({ length: 20 }, () => createUser()));
    const answers = await Promise.all(fans.map((fan) => setLike(db, fan.id, picture.id, true)));
    expect(answers.every((answer) => answer.liked)).toBe(true);
    expect(Math.max(...answers.map((answer) => answer.likeCount))).toBe(20);

    const repeated = await Promise.all(Array.from({ length: 10 }, () => setLike(db, fans[0].id, picture.id, true)));
    expect(repeated.every((answer) => answer.likeCount === 20)).toBe(true);
    const [{ likeCount }] = await db.select().from(publishedPictures).where(eq(publishedPictures.generationId, picture.id));
    const rows = await db.select().from(pictureLikes).where(eq(pictureLikes.generationId, picture.id));
    expect(likeCount).toBe(20);
    expect(rows).toHaveLength(20);

    // Taking likes back, at once and repeatedly, is just as exact.
    await Promise.all([...fans.slice(0, 5), fans[0], fans[0]].map((fan) => setLike(db, fan.id, picture.id, false)));
    const page = await getPicturePage(db, picture.id, { id: fans[0].id });
    expect(page).toMatchObject({ likeCount: 15, likedByViewer: false });
    expect((await getPicturePage(db, picture.id, { id: fans[10].id }))!.likedByViewer).toBe(true);
  });

  it("is refused on a picture that is not published, or hidden", async () => {
    const db = getDb();
    const author = await createUser();
    const fan = await createUser();
    const unpublished = await insertPublished(author.id, { published: false });
    const hidden = await insertPublished(author.id, { hiddenAt: new Date() });
    await expectAppError(setLike(db, fan.id, unpublished.id, true), "Picture not found");
    await expectAppError(setLike(db, fan.id, hidden.id, true), "Picture not found");
  });
});

describe("the feed", () => {
  it("pages newest first by keyset, with ties on the publication time, never repeating or skipping one", async () => {
    const db = getDb();
    const author = await createUser();
    const at = new Date("2030-01-01T00:00:00.123Z");
    const made: { id: string }[] = [];
    for (let i = 0; i < 7; i++) made.push(await insertPublished(author.id, { publishedAt: i < 4 ? at : new Date(at.getTime() - i * 1000) }));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await listFeed(db, { ...newestAll, cursor, limit: 3 }, false);
      seen.push(...ids(page));
      cursor = page.nextCursor;
      pages += 1;
      // A picture published meanwhile (older than the cursor it is not) does not shift the pages.
      if (pages === 1) await insertPublished(author.id, { publishedAt: new Date("2000-01-01T00:00:00Z") });
    } while (cursor && pages < 10);
    const mine = seen.filter((id) => made.some((m) => m.id === id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(mine).toHaveLength(7);
    expect(mine.slice(0, 4).sort()).toEqual(
      made
        .slice(0, 4)
        .map((m) => m.id)
        .sort(),
    );
    expect(mine.slice(4)).toEqual(made.slice(4).map((m) => m.id));
  });

  it("ranks 'Trending' by likes of the last 7 days, then newest, and pages it by keyset", async () => {
    const db = getDb();
    const author = await createUser();
    const fans = await Promise.all(Array.from({ length: 4 }, () => createUser()));
    const future = (minutes: number) => new Date(Date.UTC(2031, 0, 1, 0, minutes));
    const old = await insertPublished(author.id, { publishedAt: future(1) });
    const two = await insertPublished(author.id, { publishedAt: future(2) });
    const three = await insertPublished(author.id, { publishedAt: future(3) });
    const none = await insertPublished(author.id, { publishedAt: future(4) });
    for (const fan of fans) await setLike(db, fan.id, old.id, true);
    for (const fan of fans.slice(0, 2)) await setLike(db, fan.id, two.id, true);
    for (const fan of fans.slice(0, 3)) await setLike(db, fan.id, three.id, true);
    // The likes of `old` are from 8 days ago: they count for its total, not for 'Trending'.
    await db
      .update(pictureLikes)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(pictureLikes.generationId, old.id));
    const all = ids(await listFeed(db, { sort: "trending", content: "all", limit: 100 }, false));
    const order = all.filter((id) => [old.id, two.id, three.id, none.id].includes(id));
    expect(order).toEqual([three.id, two.id, none.id, old.id]);

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listFeed(db, { sort: "trending", content: "all", cursor, limit: 1 }, false);
      paged.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor && paged.length < 200);
    expect(paged).toEqual(all);
    expect(decodeCursor(encodeCursor({ likes: 3, publishedAt: "2031-01-01 00:03:00+00", id: three.id }))).toMatchObject({ likes: 3 });
    expect(decodeCursor("not a cursor")).toBeNull();
  });

  it("shows SFW only by default filter, NSFW blurred for visitors not confirmed 18+, and never a hidden picture", async () => {
    const db = getDb();
    const author = await createUser({ name: "nsfw-author" });
    const safe = await insertPublished(author.id);
    const nsfw = await insertPublished(author.id, { isNsfw: true });
    const hidden = await insertPublished(author.id, { hiddenAt: new Date() });
    const sfwFeed = ids(await listFeed(db, { sort: "newest", content: "sfw", limit: 100 }, true));
    expect(sfwFeed).toContain(safe.id);
    expect(sfwFeed).not.toContain(nsfw.id);
    const nsfwFeed = await listFeed(db, { sort: "newest", content: "nsfw", limit: 100 }, false);
    expect(ids(nsfwFeed)).toEqual(expect.arrayContaining([nsfw.id]));
    expect(ids(nsfwFeed)).not.toContain(safe.id);
    expect(nsfwFeed.items.find((item) => item.id === nsfw.id)).toMatchObject({ blurred: true });
    for (const content of ["sfw", "nsfw", "all"] as const) {
      for (const sort of ["newest", "trending"] as const) {
        expect(ids(await listFeed(db, { sort, content, limit: 100 }, true))).not.toContain(hidden.id);
      }
    }

    // The page: blurred (no full-size address) for a visitor and for a user not confirmed; sharp once confirmed.
    const viewer = await createUser();
    expect(await getPicturePage(db, nsfw.id, null)).toMatchObject({ blurred: true, imageUrl: null });
    expect(await getPicturePage(db, nsfw.id, { id: viewer.id })).toMatchObject({ blurred: true, imageUrl: null });
    await db
      .insert(profiles)
      .values({ id: viewer.id, adultConfirmedAt: new Date() })
      .onConflictDoUpdate({ target: profiles.id, set: { adultConfirmedAt: new Date() } });
    const confirmed = await getPicturePage(db, nsfw.id, { id: viewer.id });
    expect(confirmed).toMatchObject({ blurred: false });
    expect(confirmed!.imageUrl).toMatch(/^\/files\/media_library\//);

    // A hidden picture's page: 404 for everyone but its author.
    expect(await getPicturePage(db, hidden.id, null)).toBeNull();
    expect(await getPicturePage(db, hidden.id, { id: viewer.id })).toBeNull();
    expect(await getPicturePage(db, hidden.id, { id: author.id })).toMatchObject({ hidden: true, isAuthor: true });
  });
});

describe("the sitemap", () => {
  it("lists published SFW pictures' pages, never an NSFW or hidden one", async () => {
    const author = await createUser();
    const safe = await insertPublished(author.id);
    const nsfw = await insertPublished(author.id, { isNsfw: true });
    const hidden = await insertPublished(author.id, { hiddenAt: new Date() });
    const listed = (await listSitemapPictures(getDb())).map((p) => p.id);
    expect(listed).toContain(safe.id);
    expect(listed).not.toContain(nsfw.id);
    expect(listed).not.toContain(hidden.id);
    invalidateCatalogCache();
    const xml = await loadSitemap("https://example.com");
    expect(xml).toContain(`<loc>https://example.com/p/${safe.id}</loc>`);
    expect(xml).toContain("<loc>https://example.com/explore</loc>");
    expect(xml).not.toContain(nsfw.id);
    expect(xml).not.toContain(hidden.id);
  });
});

describe("Remix", () => {
  it("carries the settings, and the prompt only when the author did not hide it", async () => {
    const db = getDb();
    const author = await createUser();
    const visitor = await createUser();
    const open = await insertPublished(author.id, { prompt: "a lighthouse at dusk" });
    const secret = await insertPublished(author.id, { prompt: "secret recipe", hidePrompt: true });
    expect(await getRemixView(db, open.id, null)).toMatchObject({
      prompt: "a lighthouse at dusk",
      negativePrompt: "blurry",
      model: "flux",
      aspectRatio: "1:1",
      seed: open.seed,
      imageUrl: null,
    });
    const remix = await getRemixView(db, secret.id, { id: visitor.id });
    expect(remix).toMatchObject({ prompt: "", negativePrompt: "", model: "flux", aspectRatio: "1:1", downloadUrl: null });
    expect(JSON.stringify(remix)).not.toContain("secret recipe");
    const unpublished = await insertPublished(author.id, { published: false });
    expect(await getRemixView(db, unpublished.id, { id: visitor.id })).toBeNull();
  });
});
