import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, generations, media, pictureReports, publishedPictures } from "~/db/schema";
import { listFeaturedMedia } from "~/features/catalog/queries.server";
import { expectAppError } from "~/features/generation/generation-test-helpers";
import { toRef } from "~/features/generation/image-files.server";
import { mediaRowFor } from "~/features/generation/library-entry.server";
import { insertPicture } from "~/features/library/library-test-helpers";
import { getStorage, makeStorageKey, USER_PICTURE_FOLDER, type StoredFile } from "~/services/storage/storage.server";
import { getEnv } from "~/utils/env.server";
import { createUser } from "../../../tests/factories";
import { isOverdue, reportAge } from "./picture-reports";
import { dismissPictureReports, listReportQueue, removeReportedPicture, reportPicture } from "./picture-reports.server";

/** A published picture of `author`'s with its real files and its media-library row, as a finished public generation has. */
async function publishedPicture(author: { id: string }, options: { isNsfw?: boolean; publish?: boolean } = {}) {
  const db = getDb();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3a6" } })
    .png()
    .toBuffer();
  const image: StoredFile = { bucket: "media_library", key: makeStorageKey("png", USER_PICTURE_FOLDER) };
  const thumb: StoredFile = { bucket: "media_library", key: makeStorageKey("webp", USER_PICTURE_FOLDER) };
  await getStorage().put(image, png, "image/png");
  await getStorage().put(thumb, png, "image/webp");
  const picture = await insertPicture(author.id, { prompt: "a lighthouse at dusk" });
  const [row] = await db
    .update(generations)
    .set({ imagePath: toRef(image), thumbPath: toRef(thumb), isNsfw: options.isNsfw ?? false })
    .where(eq(generations.id, picture.id))
    .returning();
  const [entry] = await db
    .insert(media)
    .values(mediaRowFor(row, image, png.length, 8, 8))
    .returning();
  if (options.publish !== false) await db.insert(publishedPictures).values({ generationId: row.id, userId: author.id, isNsfw: row.isNsfw });
  return { generation: row, image, thumb, media: entry };
}

const actorOf = (admin: { id: string; email: string }) => ({ id: admin.id, email: admin.email });

async function mailSubjects(email: string) {
  const dir = path.join(getEnv().DATA_DIR, "mail");
  const files = await readdir(dir).catch(() => [] as string[]);
  const mine = files.filter((f) => f.endsWith(`-${email.replace(/[^a-z0-9@._-]/gi, "_")}.eml`));
  const texts = await Promise.all(mine.map((f) => readFile(path.join(dir, f), "utf8")));
  return texts;
}

describe("reporting a published picture", () => {
  it("records one report per user per picture; a second is refused with a clear message", async () => {
    const db = getDb();
    const [author, reporter] = [await createUser(), await createUser()];
    const { generation } = await publishedPicture(author);
    const first = await reportPicture(db, reporter.id, generation.id, { reason: "spam", details: "Ads in the corner" });
    expect(first.hidden).toBe(false);
    const error = await expectAppError(
      reportPicture(db, reporter.id, generation.id, { reason: "illegal", details: "" }),
      "Already reported",
      "You have already reported this picture. Thank you: an operator will review it.",
    );
    expect(error.status).toBe(409);
    const rows = await db.select().from(pictureReports).where(eq(pictureReports.generationId, generation.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterId: reporter.id, authorId: author.id, reason: "spam", details: "Ads in the corner", status: "open" });
    // Another user may report the same picture.
    await reportPicture(db, (await createUser()).id, generation.id, { reason: "other", details: "" });
    expect(await db.select().from(pictureReports).where(eq(pictureReports.generationId, generation.id))).toHaveLength(2);
  });

  it("refuses the author's own picture", async () => {
    const author = await createUser();
    const { generation } = await publishedPicture(author);
    const error = await expectAppError(reportPicture(getDb(), author.id, generation.id, { reason: "spam", details: "" }), "Report not sent");
    expect(error.status).toBe(403);
    expect(await getDb().select().from(pictureReports).where(eq(pictureReports.generationId, generation.id))).toEqual([]);
  });

  it("refuses a picture that is not published, or does not exist", async () => {
    const [author, reporter] = [await createUser(), await createUser()];
    const { generation } = await publishedPicture(author, { publish: false });
    const error = await expectAppError(
      reportPicture(getDb(), reporter.id, generation.id, { reason: "spam", details: "" }),
      "Report not sent",
      "This picture is not published or no longer exists.",
    );
    expect(error.status).toBe(404);
    await expectAppError(
      reportPicture(getDb(), reporter.id, "00000000-0000-4000-8000-000000000000", { reason: "spam", details: "" }),
      "Report not sent",
    );
  });

  it("hides the picture at once for a 'minor' report, and not for the other reasons", async () => {
    const db = getDb();
    const author = await createUser();
    const { generation } = await publishedPicture(author);
    await reportPicture(db, (await createUser()).id, generation.id, { reason: "real-person", details: "" });
    const [before] = await db.select().from(publishedPictures).where(eq(publishedPictures.generationId, generation.id));
    expect(before.hiddenAt).toBeNull();
    const answer = await reportPicture(db, (await createUser()).id, generation.id, { reason: "minor", details: "" });
    expect(answer.hidden).toBe(true);
    const [after] = await db.select().from(publishedPictures).where(eq(publishedPictures.generationId, generation.id));
    expect(after.hiddenAt).toBeInstanceOf(Date);
  });
});

describe("the Reports queue", () => {
  it("groups open reports by picture, the one waiting longest first, with the author and the operator's thumbnail", async () => {
    const db = getDb();
    const author = await createUser({ name: "queue-author" });
    const older = await publishedPicture(author, { isNsfw: true });
    const newer = await publishedPicture(author);
    const [r1, r2, r3] = [await createUser(), await createUser(), await createUser()];
    await reportPicture(db, r1.id, newer.generation.id, { reason: "spam", details: "" });
    await reportPicture(db, r2.id, older.generation.id, { reason: "minor", details: "Looks young" });
    await reportPicture(db, r3.id, newer.generation.id, { reason: "other", details: "" });
    // The older picture's report came three days ago: it is flagged.
    await db
      .update(pictureReports)
      .set({ createdAt: new Date(Date.now() - 72 * 3_600_000) })
      .where(and(eq(pictureReports.generationId, older.generation.id), eq(pictureReports.reporterId, r2.id)));
    const queue = await listReportQueue(db);
    const mine = queue.pictures.filter((p) => p.author?.id === author.id);
    expect(mine.map((p) => p.generationId)).toEqual([older.generation.id, newer.generation.id]);
    expect(mine[0]).toMatchObject({ isNsfw: true, hidden: true, author: { id: author.id, name: "queue-author" } });
    expect(mine[0].thumbUrl).toBe(getStorage().publicUrl(older.thumb));
    expect(mine[0].reports).toMatchObject([{ reason: "minor", details: "Looks young" }]);
    expect(isOverdue(mine[0].oldestAt, new Date(queue.now))).toBe(true);
    expect(reportAge(mine[0].oldestAt, new Date(queue.now))).toBe("3 d");
    expect(mine[1].reports.map((r) => r.reason)).toEqual(["spam", "other"]);
    expect(isOverdue(mine[1].oldestAt, new Date(queue.now))).toBe(false);
  });

  it("writes ages as minutes, hours, then days", () => {
    const now = new Date("2026-01-10T12:00:00Z");
    expect(reportAge("2026-01-10T11:15:00Z", now)).toBe("45 min");
    expect(reportAge("2026-01-10T09:00:00Z", now)).toBe("3 h");
    expect(reportAge("2026-01-08T13:00:00Z", now)).toBe("47 h");
    expect(reportAge("2026-01-08T12:00:00Z", now)).toBe("2 d");
    expect(isOverdue("2026-01-08T12:00:00Z", now)).toBe(false);
    expect(isOverdue("2026-01-08T11:59:00Z", now)).toBe(true);
  });
});

describe("'Remove picture'", () => {
  it("deletes the picture everywhere, closes its open reports as removed, audits it and e-mails the author", async () => {
    const db = getDb();
    const author = await createUser();
    const admin = await createUser({ role: "admin" });
    const { generation, image, thumb, media: entry } = await publishedPicture(author);
    const [r1, r2] = [await createUser(), await createUser()];
    await reportPicture(db, r1.id, generation.id, { reason: "illegal", details: "" });
    await reportPicture(db, r2.id, generation.id, { reason: "minor", details: "" });

    const result = await removeReportedPicture(db, actorOf(admin), generation.id);
    expect(result).toEqual({ reports: 2, removed: true });

    expect(await db.select().from(generations).where(eq(generations.id, generation.id))).toEqual([]);
    expect(await db.select().from(publishedPictures).where(eq(publishedPictures.generationId, generation.id))).toEqual([]);
    expect(await db.select().from(media).where(eq(media.id, entry.id))).toEqual([]);
    expect(await getStorage().get(image)).toBeNull();
    expect(await getStorage().get(thumb)).toBeNull();

    const reports = await db.select().from(pictureReports).where(eq(pictureReports.generationId, generation.id));
    expect(reports.map((r) => r.status)).toEqual(["removed", "removed"]);
    expect(reports.every((r) => r.resolvedBy === admin.id && r.resolvedAt instanceof Date)).toBe(true);

    const [audit] = await db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, "picture.remove"), eq(adminActions.targetUserId, author.id)));
    expect(audit).toMatchObject({ adminId: admin.id, targetEmail: author.email, reason: "Illegal, Minor" });
    expect(audit.before).toMatchObject({ generationId: generation.id, reports: 2 });

    const mails = await mailSubjects(author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("A picture of yours was removed from");
    expect(mails[0]).toContain("Illegal, Minor");

    // Done once: the queue no longer has it, and a second removal says so.
    expect((await listReportQueue(db)).pictures.some((p) => p.generationId === generation.id)).toBe(false);
    await expectAppError(removeReportedPicture(db, actorOf(admin), generation.id), "Already handled");
  });

  it("closes the reports even when the author already deleted the picture, and sends no mail", async () => {
    const db = getDb();
    const author = await createUser();
    const admin = await createUser({ role: "admin" });
    const { generation } = await publishedPicture(author);
    await reportPicture(db, (await createUser()).id, generation.id, { reason: "spam", details: "" });
    await db.delete(media).where(eq(media.uploadedBy, author.id));
    await db.delete(generations).where(eq(generations.id, generation.id));
    expect(await removeReportedPicture(db, actorOf(admin), generation.id)).toEqual({ reports: 1, removed: false });
    expect(await mailSubjects(author.email)).toEqual([]);
  });
});

describe("'Dismiss'", () => {
  it("closes the picture's open reports as dismissed, shows a hidden picture again, and audits it", async () => {
    const db = getDb();
    const author = await createUser();
    const admin = await createUser({ role: "admin" });
    const { generation } = await publishedPicture(author);
    await reportPicture(db, (await createUser()).id, generation.id, { reason: "minor", details: "" });
    expect((await db.select().from(publishedPictures).where(eq(publishedPictures.generationId, generation.id)))[0].hiddenAt).not.toBeNull();

    expect(await dismissPictureReports(db, actorOf(admin), generation.id)).toEqual({ reports: 1 });
    const [published] = await db.select().from(publishedPictures).where(eq(publishedPictures.generationId, generation.id));
    expect(published.hiddenAt).toBeNull();
    expect((await db.select().from(pictureReports).where(eq(pictureReports.generationId, generation.id))).map((r) => r.status)).toEqual([
      "dismissed",
    ]);
    expect(await db.select().from(generations).where(eq(generations.id, generation.id))).toHaveLength(1);
    const audits = await db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, "picture.dismiss-reports"), eq(adminActions.targetUserId, author.id)));
    expect(audits).toHaveLength(1);
    await expectAppError(dismissPictureReports(db, actorOf(admin), generation.id), "Already handled");
  });
});

describe("NSFW pictures and the public pages", () => {
  it("marks a generation's media row NSFW when the picture is", async () => {
    const author = await createUser();
    const nsfw = await publishedPicture(author, { isNsfw: true, publish: false });
    const safe = await publishedPicture(author, { publish: false });
    expect(nsfw.media.isNsfw).toBe(true);
    expect(safe.media.isNsfw).toBe(false);
  });

  it("never lists a featured NSFW row in the home and gallery data, even one featured before it was known", async () => {
    const db = getDb();
    const author = await createUser();
    const nsfw = await publishedPicture(author, { isNsfw: true, publish: false });
    const safe = await publishedPicture(author, { publish: false });
    await db.update(media).set({ featured: true }).where(eq(media.uploadedBy, author.id));
    const featured = (await listFeaturedMedia(db, 500)).map((m) => m.id);
    expect(featured).toContain(safe.media.id);
    expect(featured).not.toContain(nsfw.media.id);
  });
});
