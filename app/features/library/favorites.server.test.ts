import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations, pictureFavorites } from "~/db/schema";
import { createUser } from "../../../tests/factories";
import { expectAppError } from "~/features/generation/generation-test-helpers";
import { insertPicture } from "./library-test-helpers";
import { setFavorite } from "./favorites.server";
import { searchImages } from "./search-images.server";

describe("Favorite", () => {
  it("marks and clears the owner's picture, twice in a row harmlessly", async () => {
    const db = getDb();
    const user = await createUser();
    const picture = await insertPicture(user.id);
    await setFavorite(db, user.id, picture.id, true);
    await setFavorite(db, user.id, picture.id, true);
    expect((await searchImages(db, user.id, { favorites: true })).items.map((item) => item.id)).toEqual([picture.id]);
    await setFavorite(db, user.id, picture.id, false);
    await setFavorite(db, user.id, picture.id, false);
    expect((await searchImages(db, user.id, { favorites: true })).total).toBe(0);
  });

  it("answers another user's picture, or one not finished, as missing", async () => {
    const db = getDb();
    const owner = await createUser();
    const other = await createUser();
    const picture = await insertPicture(owner.id);
    const failed = await insertPicture(owner.id, { status: "failed" });
    await expectAppError(setFavorite(db, other.id, picture.id, true), "Image not found");
    await expectAppError(setFavorite(db, owner.id, failed.id, true), "Image not found");
    expect(await db.select().from(pictureFavorites).where(eq(pictureFavorites.generationId, picture.id))).toHaveLength(0);
  });

  it("goes with the picture when it is deleted", async () => {
    const db = getDb();
    const user = await createUser();
    const picture = await insertPicture(user.id, { favorite: true });
    await db.delete(generations).where(eq(generations.id, picture.id));
    expect(await db.select().from(pictureFavorites).where(eq(pictureFavorites.userId, user.id))).toHaveLength(0);
  });
});
