import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations } from "~/db/schema";
import { createUser } from "../../../tests/factories";
import { insertPicture } from "./library-test-helpers";
import { libraryQuerySchema, type LibraryQuery } from "./library-query";
import { imageModels, searchImages } from "./search-images.server";

const prompts = (page: { items: { prompt: string }[] }) => page.items.map((item) => item.prompt);

describe("My Images search", () => {
  it("finds pictures whose prompt holds every word typed, each as a word's beginning, whatever the case and punctuation", async () => {
    const db = getDb();
    const user = await createUser();
    await insertPicture(user.id, { prompt: "A Lighthouse at dusk, oil painting", createdAt: "2026-01-03T00:00:00Z" });
    await insertPicture(user.id, { prompt: "red fox in the snow", createdAt: "2026-01-02T00:00:00Z" });
    await insertPicture(user.id, { prompt: "a fox in a green forest", createdAt: "2026-01-01T00:00:00Z" });
    await insertPicture(user.id, { prompt: "Straße im Schnee, Füchse", createdAt: "2026-01-04T00:00:00Z" });

    expect(prompts(await searchImages(db, user.id, { q: "light!" }))).toEqual(["A Lighthouse at dusk, oil painting"]);
    expect(prompts(await searchImages(db, user.id, { q: "FOX" }))).toEqual(["red fox in the snow", "a fox in a green forest"]);
    expect(prompts(await searchImages(db, user.id, { q: "fox snow" }))).toEqual(["red fox in the snow"]);
    expect(prompts(await searchImages(db, user.id, { q: "straße füchse" }))).toEqual(["Straße im Schnee, Füchse"]);
    expect((await searchImages(db, user.id, { q: "fox whale" })).total).toBe(0);
    // Only punctuation: no word to look for, so every picture.
    expect((await searchImages(db, user.id, { q: "!!" })).total).toBe(4);
  });

  it("reads tsquery syntax typed into the box as plain words", async () => {
    const db = getDb();
    const user = await createUser();
    await insertPicture(user.id, { prompt: "red fox in the snow" });
    for (const q of ["fox & | ! ( ) :* <-> '", "fox:*", "'fox' | !snow", "\\fox"]) {
      expect(prompts(await searchImages(db, user.id, { q }))).toEqual(["red fox in the snow"]);
    }
  });

  it("shows only the user's own finished pictures", async () => {
    const db = getDb();
    const user = await createUser();
    const other = await createUser();
    await insertPicture(user.id, { prompt: "mine fox" });
    await insertPicture(user.id, { prompt: "failed fox", status: "failed" });
    await insertPicture(other.id, { prompt: "their fox" });
    await insertPicture(other.id, { prompt: "their private fox", private: true });
    const page = await searchImages(db, user.id, { q: "fox" });
    expect(prompts(page)).toEqual(["mine fox"]);
    expect(page.total).toBe(1);
    expect(prompts(await searchImages(db, other.id, { q: "mine" }))).toEqual([]);
  });

  it("filters by model, days (UTC, both ends included), favourites and private or public, together", async () => {
    const db = getDb();
    const user = await createUser();
    await insertPicture(user.id, { prompt: "one", model: "flux", createdAt: "2026-03-01T00:00:00Z", favorite: true });
    await insertPicture(user.id, { prompt: "two", model: "flux", createdAt: "2026-03-02T23:59:59Z", private: true, favorite: true });
    await insertPicture(user.id, { prompt: "three", model: "dall-e-3", createdAt: "2026-03-03T00:00:00Z" });
    await insertPicture(user.id, { prompt: "four", model: "flux", createdAt: "2026-02-28T23:59:59Z" });

    expect(prompts(await searchImages(db, user.id, { model: "dall-e-3" }))).toEqual(["three"]);
    expect(prompts(await searchImages(db, user.id, { from: "2026-03-01", to: "2026-03-02" }))).toEqual(["two", "one"]);
    expect(prompts(await searchImages(db, user.id, { favorites: true }))).toEqual(["two", "one"]);
    expect(prompts(await searchImages(db, user.id, { visibility: "private" }))).toEqual(["two"]);
    expect(prompts(await searchImages(db, user.id, { visibility: "public", model: "flux" }))).toEqual(["one", "four"]);
    expect(prompts(await searchImages(db, user.id, { favorites: true, visibility: "public", from: "2026-03-01" }))).toEqual(["one"]);
    const favourites = await searchImages(db, user.id, {});
    expect(favourites.items.map((item) => [item.prompt, item.favorite])).toEqual([
      ["three", false],
      ["two", true],
      ["one", true],
      ["four", false],
    ]);
    expect(await imageModels(db, user.id)).toEqual(["dall-e-3", "flux"]);
  });

  it("pages with a cursor through every picture exactly once, newest or oldest first, even within one millisecond", async () => {
    const db = getDb();
    const user = await createUser();
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) ids.push((await insertPicture(user.id, { prompt: `fox ${i}` })).id);
    // Five pictures made in the same millisecond, apart by microseconds; two made at the very same instant.
    await db.execute(sql`update ${generations} set created_at = timestamptz '2026-05-01 10:00:00.123000+00' + (seed % 5) * interval '1 microsecond'
      where user_id = ${user.id}`);
    for (const sort of ["newest", "oldest"] as const) {
      const seen: string[] = [];
      let query: LibraryQuery = { q: "fox", sort };
      for (let pages = 0; pages < 10; pages++) {
        const page = await searchImages(db, user.id, query, 2);
        expect(page.total).toBe(9);
        seen.push(...page.items.map((item) => item.id));
        if (!page.nextCursor) break;
        // The cursor travels in the address: it must pass the same schema the loader uses.
        query = libraryQuerySchema.parse({ q: "fox", sort, cursor: page.nextCursor });
      }
      expect(seen).toHaveLength(9);
      expect(new Set(seen)).toEqual(new Set(ids));
      const times = await db
        .select({ id: generations.id, at: sql<string>`created_at::text` })
        .from(generations)
        .where(eq(generations.userId, user.id));
      const at = new Map(times.map((row) => [row.id, row.at]));
      const order = seen.map((id) => at.get(id)!);
      const sorted = [...order].sort();
      expect(order).toEqual(sort === "oldest" ? sorted : sorted.reverse());
    }
  });
});

describe("the My Images address", () => {
  const parse = (fields: Record<string, string>) => libraryQuerySchema.safeParse(fields);
  it("refuses unknown keys, a made-up cursor, impossible dates and a range that ends before it starts", () => {
    expect(parse({ q: "fox", page: "2" }).success).toBe(false);
    expect(parse({ cursor: "2026-01-01_abc" }).success).toBe(false);
    expect(parse({ from: "2026-02-31x" }).success).toBe(false);
    expect(parse({ from: "2026-03-02", to: "2026-03-01" }).success).toBe(false);
    expect(parse({ favorites: "yes" }).success).toBe(false);
    expect(parse({ q: "fox\u0000" }).success).toBe(false);
    expect(parse({ q: "fox", favorites: "1", visibility: "private", sort: "oldest", from: "2026-03-01", to: "2026-03-01" }).data).toEqual({
      q: "fox",
      favorites: true,
      visibility: "private",
      sort: "oldest",
      from: "2026-03-01",
      to: "2026-03-01",
    });
  });
});
