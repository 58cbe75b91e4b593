import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { media } from "~/db/schema";
import { getThumbnail } from "~/features/catalog/thumbnails.server";
import { getStorage, parsePublicUrl } from "~/services/storage/storage.server";
import { getEnv } from "~/utils/env.server";
import { AppError } from "~/utils/errors";
import { createUser } from "../../../tests/factories";
import { deleteMedia, listMedia, updateMediaMetadata, uploadMedia } from "./media-library.server";
import { parseMediaQuery } from "./media-types";

function query(params: Record<string, string> = {}) {
  const parsed = parseMediaQuery(new URLSearchParams(params));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
}

async function insert(values: Partial<typeof media.$inferInsert> & { fileName: string }, minutesAgo: number) {
  const [row] = await getDb()
    .insert(media)
    .values({
      filePath: `${values.fileName.replace(/\W/g, "")}_1.png`,
      fileSize: 100,
      fileType: "image/png",
      source: "admin",
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      ...values,
    })
    .returning();
  return row;
}

describe("media search and filters", () => {
  beforeAll(async () => {
    await insert({ fileName: "sunset-beach.png", altText: "Orange sky", description: "Evening at the sea" }, 6);
    await insert({ fileName: "portrait.jpg", fileType: "image/jpeg", altText: "A woman", description: "Studio light", featured: true }, 5);
    await insert({ fileName: "clip.mp4", fileType: "video/mp4", description: "Sunset timelapse" }, 4);
    await insert({ fileName: "guide.pdf", fileType: "application/pdf", description: "How to prompt" }, 3);
    await insert({ fileName: "render_01.png", source: "user", altText: "100% cat", description: null }, 2);
    await insert({ fileName: "render-02.png", source: "user", altText: null, description: "Robot" }, 1);
  });

  const names = async (params: Record<string, string>) => (await listMedia(getDb(), query(params))).items.map((i) => i.fileName);

  it("lists everything newest first", async () => {
    expect(await names({})).toEqual(["render-02.png", "render_01.png", "guide.pdf", "clip.mp4", "portrait.jpg", "sunset-beach.png"]);
  });

  it("searches file name, description and alt text, case-insensitively", async () => {
    expect(await names({ q: "SUNSET" })).toEqual(["clip.mp4", "sunset-beach.png"]);
    expect(await names({ q: "woman" })).toEqual(["portrait.jpg"]);
    expect(await names({ q: "robot" })).toEqual(["render-02.png"]);
  });

  it("takes % and _ in a search literally", async () => {
    expect(await names({ q: "100%" })).toEqual(["render_01.png"]);
    expect(await names({ q: "_" })).toEqual(["render_01.png"]);
  });

  it("filters by type (Images, Videos, Documents), source tab and featured", async () => {
    expect(await names({ type: "image" })).toEqual(["render-02.png", "render_01.png", "portrait.jpg", "sunset-beach.png"]);
    expect(await names({ type: "video" })).toEqual(["clip.mp4"]);
    expect(await names({ type: "application" })).toEqual(["guide.pdf"]);
    expect(await names({ tab: "user" })).toEqual(["render-02.png", "render_01.png"]);
    expect(await names({ tab: "admin", type: "image" })).toEqual(["portrait.jpg", "sunset-beach.png"]);
    expect(await names({ featured: "true" })).toEqual(["portrait.jpg"]);
    expect(await names({ featured: "false" })).toHaveLength(6);
    expect(await names({ tab: "user", q: "cat" })).toEqual(["render_01.png"]);
  });

  it("pages with a limit; parameters left out take their defaults", async () => {
    const page = await listMedia(getDb(), query({ limit: "2" }));
    expect(page.items).toHaveLength(2);
    expect(page.hasMore).toBe(true);
    expect(query({})).toEqual({ q: "", type: "all", tab: "all", featured: false, limit: 60 });
    expect(query({ q: "" })).toMatchObject({ q: "" });
  });

  it.each([
    [{ type: "exe" }, "Unknown type filter."],
    [{ tab: "root" }, "Unknown tab."],
    [{ limit: "-3" }, "The limit must be a whole number from 1 to 500."],
    [{ limit: "501" }, "The limit must be a whole number from 1 to 500."],
    [{ limit: "1e2" }, "The limit must be a whole number from 1 to 500."],
    [{ featured: "yes" }, "featured must be true or false."],
    [{ featured: "1" }, "featured must be true or false."],
    [{ featured: "TRUE" }, "featured must be true or false."],
    [{ featured: "" }, "featured must be true or false."],
    [{ type: "" }, "Unknown type filter."],
    [{ limit: "" }, "The limit must be a whole number from 1 to 500."],
    [{ q: "cat\u0000" }, "The search contains an invisible control character (such as NUL), which is not allowed. Remove it and try again."],
    [{ q: "x".repeat(201) }, "The search is limited to 200 characters."],
  ])("refuses the search %j: %s", (params, message) => {
    expect(parseMediaQuery(new URLSearchParams(params))).toEqual({ ok: false, message });
  });

  it("refuses a filter given twice", () => {
    expect(parseMediaQuery(new URLSearchParams("tab=user&tab=admin"))).toEqual({ ok: false, message: 'The filter "tab" is given more than once.' });
  });
});

describe("media uploads", () => {
  it("stores the file under a server-made name, records its real type and size, and deletes both", async () => {
    const admin = await createUser({ role: "admin" });
    const bytes = await sharp({ create: { width: 32, height: 20, channels: 4, background: "#00000000" } })
      .png()
      .toBuffer();
    const file = new File([new Uint8Array(bytes)], "../../../etc/evil.gif", { type: "image/gif" });
    const item = await uploadMedia(getDb(), { file, altText: "Alt", description: "", uploadedBy: admin.id });
    expect(item).toMatchObject({
      fileName: "evil.gif",
      fileType: "image/png",
      fileSize: bytes.byteLength,
      width: 32,
      height: 20,
      source: "admin",
      featured: false,
      altText: "Alt",
      description: null,
    });
    const stored = parsePublicUrl(item.url)!;
    expect(stored.bucket).toBe("media_library");
    expect(stored.key).toMatch(/^[A-Za-z0-9]+_\d{13}\.png$/);
    expect(await getStorage().get(stored)).not.toBeNull();

    const updated = await updateMediaMetadata(getDb(), item.id, {
      source: "user",
      featured: true,
      altText: "New alt",
      description: "Desc",
    });
    expect(updated).toMatchObject({ source: "user", featured: true, altText: "New alt", description: "Desc" });

    expect(await getThumbnail("media_library", stored.key, 320)).not.toBeNull();
    const thumbs = path.join(getEnv().DATA_DIR, "files", "media_library", "thumbs", "w320");
    expect((await readdir(thumbs)).some((name) => name.startsWith(stored.key.replace(".", "-")))).toBe(true);

    await deleteMedia(getDb(), item.id);
    expect(await getDb().select().from(media).where(eq(media.id, item.id))).toHaveLength(0);
    expect(await getStorage().get(stored)).toBeNull();
    expect((await readdir(thumbs)).some((name) => name.startsWith(stored.key.replace(".", "-")))).toBe(false);
  });

  it("refuses a renamed text file and leaves no file behind", async () => {
    const admin = await createUser({ role: "admin" });
    const folder = path.join(getEnv().DATA_DIR, "files", "media_library");
    const before = await readdir(folder).catch(() => []);
    const error = await uploadMedia(getDb(), {
      file: new File(["<html>hi</html>"], "photo.jpg", { type: "image/jpeg" }),
      altText: "",
      description: "",
      uploadedBy: admin.id,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).title).toBe("Upload failed");
    expect(await readdir(folder).catch(() => [])).toEqual(before);
  });

  it("reports updating or deleting a missing item", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    await expect(updateMediaMetadata(getDb(), missing, { source: "admin", featured: false, altText: "", description: "" })).rejects.toThrow(
      "Failed to confirm update operation",
    );
    await expect(deleteMedia(getDb(), missing)).rejects.toMatchObject({ title: "Delete failed" });
  });
});

describe("NSFW user pictures", () => {
  it("refuses to feature an NSFW picture, and lets an admin take one off the public pages", async () => {
    const author = await createUser({ name: "nsfw-author" });
    const row = await insert({ fileName: "nsfw-picture.png", source: "user", uploadedBy: author.id, isNsfw: true }, 1);
    const refused = await updateMediaMetadata(getDb(), row.id, { source: "user", featured: true, altText: "x", description: "" }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).message).toBe("This picture is NSFW: it cannot be featured on public pages.");
    expect((refused as AppError).status).toBe(409);
    const [kept] = await getDb().select().from(media).where(eq(media.id, row.id));
    expect(kept).toMatchObject({ featured: false, altText: null });

    // One that slipped in featured can be un-featured.
    await getDb().update(media).set({ featured: true }).where(eq(media.id, row.id));
    const saved = await updateMediaMetadata(getDb(), row.id, { source: "user", featured: false, altText: "x", description: "" });
    expect(saved).toMatchObject({ featured: false, isNsfw: true, author: { id: author.id, name: "nsfw-author" } });
  });

  it("lists user pictures with their NSFW mark and author; admin uploads have no author", async () => {
    const author = await createUser({ name: "listed-author" });
    const picture = await insert({ fileName: "listed-user-picture.png", source: "user", uploadedBy: author.id, isNsfw: true }, 0);
    const upload = await insert({ fileName: "listed-admin-upload.png", source: "admin", uploadedBy: author.id }, 0);
    const items = (await listMedia(getDb(), query({ q: "listed-" }))).items;
    expect(items.find((i) => i.id === picture.id)).toMatchObject({ isNsfw: true, author: { id: author.id, name: "listed-author" } });
    expect(items.find((i) => i.id === upload.id)).toMatchObject({ isNsfw: false, author: null });
  });

  it("the migration's backfill marks existing media rows of NSFW generations", async () => {
    const { readFile } = await import("node:fs/promises");
    const { sql } = await import("drizzle-orm");
    const { generations } = await import("~/db/schema");
    const { insertPicture } = await import("~/features/library/library-test-helpers");
    const migration = await readFile(path.join(process.cwd(), "drizzle/0012_library-explore.sql"), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1)!.trim();
    expect(backfill).toMatch(/^UPDATE "media" SET "is_nsfw" = true/);
    const author = await createUser();
    const nsfw = await insertPicture(author.id);
    const safe = await insertPicture(author.id);
    await getDb()
      .update(generations)
      .set({ isNsfw: true, imagePath: "media_library/generations/backfill-nsfw_1.png" })
      .where(eq(generations.id, nsfw.id));
    await getDb().update(generations).set({ imagePath: "media_library/generations/backfill-safe_1.png" }).where(eq(generations.id, safe.id));
    const a = await insert({ fileName: "backfill-a.png", filePath: "generations/backfill-nsfw_1.png", source: "user", uploadedBy: author.id }, 0);
    const b = await insert({ fileName: "backfill-b.png", filePath: "generations/backfill-safe_1.png", source: "user", uploadedBy: author.id }, 0);
    await getDb().execute(sql.raw(backfill));
    const rows = await getDb().select().from(media);
    expect(rows.find((r) => r.id === a.id)?.isNsfw).toBe(true);
    expect(rows.find((r) => r.id === b.id)?.isNsfw).toBe(false);
  });
});
