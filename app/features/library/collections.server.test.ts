import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations, pictureCollectionItems, pictureCollections } from "~/db/schema";
import { deleteGeneration } from "~/features/generation/my-images.server";
import { expectAppError } from "~/features/generation/generation-test-helpers";
import { createUser } from "../../../tests/factories";
import { collectionNameSchema } from "./collections";
import {
  addToCollection,
  createCollection,
  deleteCollection,
  exportCollections,
  getOwnCollection,
  listCollections,
  removeFromCollection,
  renameCollection,
} from "./collections.server";
import { insertPicture } from "./library-test-helpers";
import { searchImages } from "./search-images.server";

describe("Collections", () => {
  it("creates, lists with counts, renames and deletes the user's collections", async () => {
    const db = getDb();
    const user = await createUser();
    const beach = await createCollection(db, user.id, "Beach");
    const city = await createCollection(db, user.id, "city nights");
    const picture = await insertPicture(user.id);
    await addToCollection(db, user.id, beach.id, picture.id);
    await addToCollection(db, user.id, beach.id, picture.id);
    expect(await listCollections(db, user.id)).toEqual([
      { id: beach.id, name: "Beach", pictureCount: 1 },
      { id: city.id, name: "city nights", pictureCount: 0 },
    ]);
    await renameCollection(db, user.id, city.id, "Cities");
    expect((await getOwnCollection(db, user.id, city.id)).name).toBe("Cities");
    // The same name in another case is the same collection's own name: renaming to it is allowed.
    await renameCollection(db, user.id, city.id, "CITIES");
    await deleteCollection(db, user.id, city.id);
    expect((await listCollections(db, user.id)).map((c) => c.name)).toEqual(["Beach"]);
  });

  it("refuses a name the user already has, whatever its case, with a clear message; another user may use it", async () => {
    const db = getDb();
    const user = await createUser();
    const other = await createUser();
    await createCollection(db, user.id, "Portraits");
    const second = await createCollection(db, user.id, "Landscapes");
    await expectAppError(createCollection(db, user.id, "portraits"), "Name already used");
    await expect(createCollection(db, user.id, "PORTRAITS")).rejects.toThrow("You already have a collection named “PORTRAITS”. Choose another name.");
    await expectAppError(renameCollection(db, user.id, second.id, "pOrTrAiTs"), "Name already used");
    await createCollection(db, other.id, "Portraits");
    expect((await listCollections(db, user.id)).map((c) => c.name)).toEqual(["Landscapes", "Portraits"]);
  });

  it("checks a name's length (1 to 60 characters, trimmed) and refuses control characters", () => {
    expect(collectionNameSchema.safeParse("  Trip  ").data).toBe("Trip");
    expect(collectionNameSchema.safeParse("   ").error?.issues[0].message).toBe("Give the collection a name.");
    expect(collectionNameSchema.safeParse("x".repeat(60)).success).toBe(true);
    expect(collectionNameSchema.safeParse("x".repeat(61)).error?.issues[0].message).toBe("A collection's name is at most 60 characters.");
    expect(collectionNameSchema.safeParse("a\u0000b").success).toBe(false);
  });

  it("answers someone else's collection or picture as missing, and changes nothing", async () => {
    const db = getDb();
    const owner = await createUser();
    const attacker = await createUser();
    const collection = await createCollection(db, owner.id, "Mine");
    const picture = await insertPicture(owner.id);
    const attackerCollection = await createCollection(db, attacker.id, "Theirs");
    const attackerPicture = await insertPicture(attacker.id);
    await addToCollection(db, owner.id, collection.id, picture.id);

    await expectAppError(getOwnCollection(db, attacker.id, collection.id), "Collection not found");
    await expectAppError(renameCollection(db, attacker.id, collection.id, "Stolen"), "Collection not found");
    await expectAppError(deleteCollection(db, attacker.id, collection.id), "Collection not found");
    // The attacker's picture into the owner's collection, the owner's picture into the attacker's: both refused.
    await expectAppError(addToCollection(db, attacker.id, collection.id, attackerPicture.id), "Collection not found");
    await expectAppError(addToCollection(db, attacker.id, attackerCollection.id, picture.id), "Image not found");
    await expectAppError(removeFromCollection(db, attacker.id, collection.id, picture.id), "Collection not found");
    // An id that does not exist answers the same as someone else's.
    await expectAppError(getOwnCollection(db, attacker.id, crypto.randomUUID()), "Collection not found");
    // Filtering by someone else's collection finds nothing.
    expect((await searchImages(db, attacker.id, { collection: collection.id })).total).toBe(0);

    expect((await getOwnCollection(db, owner.id, collection.id)).name).toBe("Mine");
    expect(await db.select().from(pictureCollectionItems).where(eq(pictureCollectionItems.collectionId, collection.id))).toHaveLength(1);
    expect(await db.select().from(pictureCollectionItems).where(eq(pictureCollectionItems.collectionId, attackerCollection.id))).toHaveLength(0);
  });

  it("refuses a picture that is not finished", async () => {
    const db = getDb();
    const user = await createUser();
    const collection = await createCollection(db, user.id, "Drafts");
    const failed = await insertPicture(user.id, { status: "failed" });
    await expectAppError(addToCollection(db, user.id, collection.id, failed.id), "Image not found");
  });

  it("lists a collection's pictures through the library search, and each picture names its collections", async () => {
    const db = getDb();
    const user = await createUser();
    const trip = await createCollection(db, user.id, "Trip");
    const pets = await createCollection(db, user.id, "Pets");
    const a = await insertPicture(user.id, { prompt: "a cat on a boat", createdAt: "2026-01-01T10:00:00Z" });
    const b = await insertPicture(user.id, { prompt: "a dog on a beach", createdAt: "2026-01-02T10:00:00Z" });
    await insertPicture(user.id, { prompt: "a mountain", createdAt: "2026-01-03T10:00:00Z" });
    await addToCollection(db, user.id, trip.id, a.id);
    await addToCollection(db, user.id, trip.id, b.id);
    await addToCollection(db, user.id, pets.id, a.id);

    const inTrip = await searchImages(db, user.id, { collection: trip.id });
    expect(inTrip.items.map((item) => item.id)).toEqual([b.id, a.id]);
    expect(inTrip.total).toBe(2);
    expect(inTrip.items.find((item) => item.id === a.id)?.collectionIds.sort()).toEqual([trip.id, pets.id].sort());
    // Filters and paging combine with the collection.
    expect((await searchImages(db, user.id, { collection: trip.id, q: "cat" })).items.map((item) => item.id)).toEqual([a.id]);
    const first = await searchImages(db, user.id, { collection: trip.id }, 1);
    const second = await searchImages(db, user.id, { collection: trip.id, cursor: first.nextCursor! }, 1);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([b.id, a.id]);
    expect(second.nextCursor).toBeNull();

    await removeFromCollection(db, user.id, trip.id, b.id);
    expect((await searchImages(db, user.id, { collection: trip.id })).items.map((item) => item.id)).toEqual([a.id]);
    expect((await searchImages(db, user.id, {})).total).toBe(3);
  });

  it("drops a deleted picture from its collections", async () => {
    const db = getDb();
    const user = await createUser();
    const collection = await createCollection(db, user.id, "Keep");
    const picture = await insertPicture(user.id);
    await addToCollection(db, user.id, collection.id, picture.id);
    await deleteGeneration(db, user.id, picture.id);
    expect(await listCollections(db, user.id)).toEqual([{ id: collection.id, name: "Keep", pictureCount: 0 }]);
    expect((await searchImages(db, user.id, { collection: collection.id })).total).toBe(0);
  });

  it("keeps the pictures when their collection is deleted", async () => {
    const db = getDb();
    const user = await createUser();
    const collection = await createCollection(db, user.id, "Temporary");
    const picture = await insertPicture(user.id);
    await addToCollection(db, user.id, collection.id, picture.id);
    await deleteCollection(db, user.id, collection.id);
    expect(await db.select().from(pictureCollections).where(eq(pictureCollections.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(generations).where(eq(generations.id, picture.id))).toHaveLength(1);
    expect((await searchImages(db, user.id, {})).items.map((item) => ({ id: item.id, collectionIds: item.collectionIds }))).toEqual([
      { id: picture.id, collectionIds: [] },
    ]);
  });

  it("exports each collection's name and picture ids", async () => {
    const db = getDb();
    const user = await createUser();
    const empty = await createCollection(db, user.id, "Empty");
    const full = await createCollection(db, user.id, "Full");
    const picture = await insertPicture(user.id);
    await addToCollection(db, user.id, full.id, picture.id);
    const exported = await exportCollections(db, user.id);
    // Collections made in the same millisecond come in id order: the test does not depend on which is first.
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(exported.map(({ id, name, pictureIds }) => ({ id, name, pictureIds })).sort(byName)).toEqual([
      { id: empty.id, name: "Empty", pictureIds: [] },
      { id: full.id, name: "Full", pictureIds: [picture.id] },
    ]);
  });
});
