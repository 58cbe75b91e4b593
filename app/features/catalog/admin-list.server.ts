import { count, desc } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { apps, generators } from "~/db/schema";
import type { AdminAppRecord, AdminGeneratorRecord } from "./catalog-types";

export type AdminApp = typeof apps.$inferSelect;
export type AdminGenerator = typeof generators.$inferSelect;

export async function getCatalogCounts(db: Database) {
  const [[appCount], [generatorCount]] = await Promise.all([db.select({ n: count() }).from(apps), db.select({ n: count() }).from(generators)]);
  return { apps: appCount?.n ?? 0, generators: generatorCount?.n ?? 0 };
}

export function listAppsForAdmin(db: Database) {
  return db.select().from(apps).orderBy(desc(apps.createdAt), desc(apps.id));
}

export function listGeneratorsForAdmin(db: Database) {
  return db.select().from(generators).orderBy(desc(generators.createdAt), desc(generators.id));
}

/** The fields of an app's and a generator's admin record. */
function recordFields(row: AdminApp | AdminGenerator) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
    featured: row.featured,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAppRecord(row: AdminApp): AdminAppRecord {
  return { ...recordFields(row), icon: row.icon };
}

export function toGeneratorRecord(row: AdminGenerator): AdminGeneratorRecord {
  return { ...recordFields(row), link: row.link, preset: row.preset ?? null };
}
