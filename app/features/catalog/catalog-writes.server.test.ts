import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { apps, faqs, generators } from "~/db/schema";
import { getStorage, parsePublicUrl } from "~/services/storage/storage.server";
import { getEnv } from "~/utils/env.server";
import { AppError } from "~/utils/errors";
import { createApp, createFaq, createGenerator } from "../../../tests/factories";
import { getCatalogCounts } from "./admin-list.server";
import { deleteApp, deleteGenerator } from "./delete-catalog-record.server";
import { saveApp } from "./save-app.server";
import { saveGenerator } from "./save-generator.server";
import { appFormSchema, generatorFormSchema } from "./catalog-schemas";

async function png(name = "image.png") {
  const bytes = await sharp({ create: { width: 6, height: 4, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

async function storedCatalogFiles(folder: "apps" | "generators") {
  return readdir(path.join(getEnv().DATA_DIR, "files", "catalog", folder)).catch(() => [] as string[]);
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const appInput = (overrides: Record<string, string> = {}) =>
  appFormSchema.parse({ title: "Pixel Painter", slug: "pixel-painter", description: "Paints pixels", ...overrides });

describe("saving apps", () => {
  it("creates an app with uploaded icon and image stored under server-made names", async () => {
    const { app, created } = await saveApp(getDb(), {
      input: appInput({ slug: "with-files", featured: "true" }),
      iconFile: await png("../../icon.png"),
      imageFile: await png("hero.png"),
    });
    expect(created).toBe(true);
    expect(app).toMatchObject({ slug: "with-files", featured: true, hidden: false });
    for (const url of [app.icon!, app.image!]) {
      const file = parsePublicUrl(url);
      expect(file?.bucket).toBe("catalog");
      expect(file?.key).toMatch(/^apps\/[A-Za-z0-9]+_\d+\.png$/);
      expect(await getStorage().get(file!)).not.toBeNull();
    }
  });

  it("refuses a duplicate slug with a clear message and writes nothing, not even the uploaded file", async () => {
    await createApp({ slug: "taken-slug" });
    const filesBefore = await storedCatalogFiles("apps");
    const countBefore = (await getCatalogCounts(getDb())).apps;
    const error = await failure(saveApp(getDb(), { input: appInput({ slug: "taken-slug" }), imageFile: await png() }));
    expect(error.code).toBe("CONFLICT");
    expect(error.title).toBe("Error saving app");
    expect(error.message).toBe('The slug "taken-slug" is already used by another app. Choose a different slug.');
    expect((await getCatalogCounts(getDb())).apps).toBe(countBefore);
    expect(await storedCatalogFiles("apps")).toEqual(filesBefore);
  });

  it("refuses to rename an app onto another app's slug", async () => {
    await createApp({ slug: "first-one" });
    const second = await createApp({ slug: "second-one", title: "Second" });
    const error = await failure(saveApp(getDb(), { input: appInput({ id: second.id, slug: "first-one" }) }));
    expect(error.code).toBe("CONFLICT");
    const [row] = await getDb().select().from(apps).where(eq(apps.id, second.id));
    expect(row.slug).toBe("second-one");
  });

  it("refuses a renamed text file as icon and stores nothing", async () => {
    const filesBefore = await storedCatalogFiles("apps");
    const fake = new File(["not an image"], "icon.png", { type: "image/png" });
    const error = await failure(saveApp(getDb(), { input: appInput({ slug: "fake-icon" }), iconFile: fake, imageFile: await png() }));
    expect(error.message).toMatch(/^File type must be one of/);
    expect(await getDb().select().from(apps).where(eq(apps.slug, "fake-icon"))).toHaveLength(0);
    expect(await storedCatalogFiles("apps")).toEqual(filesBefore);
  });

  it("updates an app, moves its FAQs with a new slug and removes the replaced upload", async () => {
    const { app } = await saveApp(getDb(), { input: appInput({ slug: "old-slug" }), imageFile: await png() });
    const faq = await createFaq({ page: "app_old-slug" });
    const oldImage = parsePublicUrl(app.image!)!;
    const { app: updated, created } = await saveApp(getDb(), {
      input: appInput({ id: app.id, slug: "new-slug", title: "Renamed", hidden: "true" }),
      imageFile: await png(),
    });
    expect(created).toBe(false);
    expect(updated).toMatchObject({ id: app.id, slug: "new-slug", title: "Renamed", hidden: true });
    expect(updated.image).not.toBe(app.image);
    expect(await getStorage().get(oldImage)).toBeNull();
    const [movedFaq] = await getDb().select().from(faqs).where(eq(faqs.id, faq.id));
    expect(movedFaq.page).toBe("app_new-slug");
  });

  it("reports an update of a deleted app as 'Failed to confirm update operation'", async () => {
    const app = await createApp();
    await deleteApp(getDb(), app.id);
    const error = await failure(saveApp(getDb(), { input: appInput({ id: app.id, slug: "gone" }) }));
    expect(error.message).toBe("Failed to confirm update operation");
  });

  it("deletes an app with its FAQs", async () => {
    const app = await createApp({ slug: "to-delete" });
    await createFaq({ page: "app_to-delete" });
    await deleteApp(getDb(), app.id);
    expect(await getDb().select().from(apps).where(eq(apps.id, app.id))).toHaveLength(0);
    expect(await getDb().select().from(faqs).where(eq(faqs.page, "app_to-delete"))).toHaveLength(0);
  });
});

describe("saving generators", () => {
  const generatorInput = (overrides: Record<string, string> = {}) =>
    generatorFormSchema.parse({ title: "Anime Art", slug: "anime-art", description: "Anime", link: "/generator-app", ...overrides });

  it("requires the link and refuses unsafe image URLs", () => {
    expect(generatorFormSchema.safeParse({ title: "a", slug: "a", description: "d", link: "" }).success).toBe(false);
    expect(generatorFormSchema.safeParse({ title: "a", slug: "a", description: "d", link: "javascript:alert(1)" }).success).toBe(false);
    expect(appFormSchema.safeParse({ title: "a", slug: "a", description: "d", image: "javascript:alert(1)" }).success).toBe(false);
    expect(appFormSchema.safeParse({ title: "a", slug: "a", description: "d", image: "//evil.example/x.png" }).success).toBe(false);
    expect(appFormSchema.safeParse({ title: "a", slug: "a", description: "d", image: "https://cdn.example/x.png" }).success).toBe(true);
    expect(appFormSchema.safeParse({ title: "a", slug: "Not A Slug", description: "d" }).success).toBe(false);
  });

  it("creates, renames (moving its FAQs) and deletes a generator", async () => {
    const { generator } = await saveGenerator(getDb(), { input: generatorInput({ slug: "gen-one" }), imageFile: await png() });
    expect(parsePublicUrl(generator.image!)?.key).toMatch(/^generators\//);
    await createFaq({ page: "gen-one" });
    const { generator: renamed } = await saveGenerator(getDb(), {
      input: generatorInput({ id: generator.id, slug: "gen-two", link: "https://example.com/go", image: generator.image! }),
    });
    expect(renamed).toMatchObject({ slug: "gen-two", link: "https://example.com/go", image: generator.image });
    expect(await getDb().select().from(faqs).where(eq(faqs.page, "gen-two"))).toHaveLength(1);
    await deleteGenerator(getDb(), generator.id);
    expect(await getDb().select().from(generators).where(eq(generators.id, generator.id))).toHaveLength(0);
    expect(await getStorage().get(parsePublicUrl(generator.image!)!)).toBeNull();
  });

  it("refuses a duplicate generator slug and the reserved slug 'home'", async () => {
    await createGenerator({ slug: "dup-gen" });
    expect((await failure(saveGenerator(getDb(), { input: generatorInput({ slug: "dup-gen" }) }))).title).toBe("Error saving generator");
    expect((await failure(saveGenerator(getDb(), { input: generatorInput({ slug: "home" }) }))).message).toMatch(/reserved/);
  });

  it("refuses an SVG as generator image", async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>'], "a.png", { type: "image/png" });
    expect((await failure(saveGenerator(getDb(), { input: generatorInput({ slug: "svg-gen" }), imageFile: svg }))).message).toMatch(
      /^File type must be one of image\/png, image\/jpeg, image\/gif, image\/webp$/,
    );
  });
});
