import type { Database } from "~/db/db.server";
import type { AdminApp } from "./admin-list.server";
import { checkFiles } from "./catalog-files.server";
import type { AppFormInput } from "./catalog-schemas";
import { APP_TABLE } from "./catalog-tables.server";
import { saveCatalogRecord } from "./save-catalog-record.server";

export type SaveAppInput = { input: AppFormInput; iconFile?: File | null; imageFile?: File | null };

/** Creates (no id) or updates an app; an uploaded icon or image replaces the typed URL. */
export async function saveApp(db: Database, { input, iconFile, imageFile }: SaveAppInput): Promise<{ app: AdminApp; created: boolean }> {
  const [icon, image] = await checkFiles([
    { file: iconFile, purpose: "appIcon" },
    { file: imageFile, purpose: "appImage" },
  ]);
  const { row, created } = await saveCatalogRecord(db, APP_TABLE, input, async (store) => ({
    title: input.title,
    slug: input.slug,
    description: input.description,
    icon: icon ? await store(icon) : input.icon || null,
    image: image ? await store(image) : input.image || null,
    featured: input.featured,
    hidden: input.hidden,
  }));
  return { app: row, created };
}
