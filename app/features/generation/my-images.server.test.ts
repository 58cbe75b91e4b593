import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations, media } from "~/db/schema";
import { getStorage } from "~/services/storage/storage.server";
import { fileRoutes } from "../../../server/files";
import { createUser } from "../../../tests/factories";
import { expectAppError, request } from "./generation-test-helpers";
import { imageFileFor } from "./generation-queries.server";
import { toView } from "./generation-view.server";
import { fromRef } from "./image-files.server";
import { deleteGeneration, setGenerationPrivacy } from "./my-images.server";
import { reserveGeneration } from "./reserve-generation.server";
import { runGeneration } from "./run-generation.server";

describe("private images", () => {
  it("are visible to their owner only and never through the public files route", async () => {
    const db = getDb();
    const owner = await createUser({ credits: 1 });
    const other = await createUser();
    const { generation } = await reserveGeneration(db, { userId: owner.id, request: request({ isPrivate: true }) });
    const done = await runGeneration(db, generation);
    const file = fromRef(done.imagePath)!;
    expect(file.bucket).toBe("generations");
    expect(await imageFileFor(db, owner.id, done.id, "image")).not.toBeNull();
    expect(await imageFileFor(db, other.id, done.id, "image")).toBeNull();
    expect(await imageFileFor(db, null, done.id, "thumb")).toBeNull();
    const response = await fileRoutes.request(`/${file.bucket}/${file.key}`);
    expect(response.status).toBe(404);
    expect(await db.select().from(media).where(eq(media.uploadedBy, owner.id))).toHaveLength(0);
    expect(toView(done).imageUrl).toBe(`/api/generations/${done.id}/image`);
  });

  it("move to the public library and back when Private Mode is switched", async () => {
    const db = getDb();
    const owner = await createUser({ credits: 1 });
    const done = await runGeneration(db, (await reserveGeneration(db, { userId: owner.id, request: request({ isPrivate: true }) })).generation);
    const publicRow = await setGenerationPrivacy(db, owner.id, done.id, false);
    expect(fromRef(publicRow.imagePath)!.bucket).toBe("media_library");
    expect(await db.select().from(media).where(eq(media.uploadedBy, owner.id))).toHaveLength(1);
    expect(await getStorage().get(fromRef(done.imagePath)!)).toBeNull();
    const privateRow = await setGenerationPrivacy(db, owner.id, done.id, true);
    expect(fromRef(privateRow.imagePath)!.bucket).toBe("generations");
    expect(await db.select().from(media).where(eq(media.uploadedBy, owner.id))).toHaveLength(0);
  });

  it("deletes a picture with its files and media entry, for its owner only", async () => {
    const db = getDb();
    const owner = await createUser({ credits: 1 });
    const other = await createUser();
    const done = await runGeneration(db, (await reserveGeneration(db, { userId: owner.id, request: request() })).generation);
    await expectAppError(deleteGeneration(db, other.id, done.id), "Image not found");
    await deleteGeneration(db, owner.id, done.id);
    expect(await getStorage().get(fromRef(done.imagePath)!)).toBeNull();
    expect(await db.select().from(media).where(eq(media.uploadedBy, owner.id))).toHaveLength(0);
    expect(await db.select().from(generations).where(eq(generations.id, done.id))).toHaveLength(0);
  });
});
