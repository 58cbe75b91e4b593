import { eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { apps, generators } from "~/db/schema";
import { removeThumbnails } from "~/features/catalog/thumbnails.server";
import { checkImageUpload, type CheckedImage } from "~/services/uploads/upload-validation.server";
import type { UploadPurpose } from "~/services/uploads/upload-rules";
import { getStorage, makeStorageKey, parsePublicUrl, type StoredFile } from "~/services/storage/storage.server";
import { logger } from "~/utils/logger.server";

/** Checks every file first, so that a bad file stops the save before anything is stored. */
export async function checkFiles(files: Array<{ file: File | null | undefined; purpose: UploadPurpose }>) {
  const checked: Array<CheckedImage | null> = [];
  for (const { file, purpose } of files) checked.push(file ? await checkImageUpload(file, purpose) : null);
  return checked;
}

export async function storeCatalogImage(image: CheckedImage, folder: "apps" | "generators"): Promise<StoredFile> {
  const file: StoredFile = { bucket: "catalog", key: makeStorageKey(image.extension, folder) };
  await getStorage().put(file, image.bytes, image.mime);
  return file;
}

export async function removeFiles(files: StoredFile[]) {
  await Promise.all(
    files.map((file) =>
      getStorage()
        .remove(file)
        .catch((err) => logger.warn({ err, file }, "could not remove stored file")),
    ),
  );
}

/**
 * Removes our catalogue files that no app or generator points at any more
 * (a replaced or deleted record's icon and image).
 */
export async function removeUnreferencedCatalogFiles(db: Database, urls: Array<string | null | undefined>) {
  for (const url of urls) {
    const file = url ? parsePublicUrl(url) : null;
    if (!url || !file || file.bucket !== "catalog") continue;
    const pattern = `%${file.key}%`;
    const [appRef] = await db
      .select({ id: apps.id })
      .from(apps)
      .where(
        or(
          eq(apps.icon, url),
          eq(apps.image, url),
          sql`${apps.howItWorks}::text like ${pattern}`,
          sql`${apps.benefits}::text like ${pattern}`,
          sql`${apps.popularCreations}::text like ${pattern}`,
        ),
      )
      .limit(1);
    const [generatorRef] = await db
      .select({ id: generators.id })
      .from(generators)
      .where(
        or(
          eq(generators.image, url),
          sql`${generators.howItWorks}::text like ${pattern}`,
          sql`${generators.benefits}::text like ${pattern}`,
          sql`${generators.popularCreations}::text like ${pattern}`,
        ),
      )
      .limit(1);
    if (!appRef && !generatorRef) {
      await removeFiles([file]);
      await removeThumbnails(file);
    }
  }
}
