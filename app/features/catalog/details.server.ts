import { eq } from "drizzle-orm";
import { appError } from "~/utils/error-messages";
import type { DbOrTx } from "~/db/db.server";
import { apps, generators } from "~/db/schema";
import { invalidateCatalogCache } from "~/features/catalog/cache.server";
import { parseBenefits, parseCreations, parseHowItWorks } from "~/features/catalog/content-lists";
import { hasControlCharacters } from "~/utils/strict-input";
import type { ContentKind, DetailsContent, DetailsRecord } from "./details-types";

const tableOf = (kind: ContentKind) => (kind === "app" ? apps : generators);

const detailColumns = (kind: ContentKind) => {
  const table = tableOf(kind);
  return {
    id: table.id,
    slug: table.slug,
    title: table.title,
    longDescription: table.longDescription,
    howItWorks: table.howItWorks,
    benefits: table.benefits,
    popularCreations: table.popularCreations,
    updatedAt: table.updatedAt,
  };
};

type DetailRow = {
  id: string;
  slug: string;
  title: string;
  longDescription: string | null;
  howItWorks: unknown;
  benefits: unknown;
  popularCreations: unknown;
  updatedAt: Date;
};

function toRecord(row: DetailRow): DetailsRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    longDescription: row.longDescription ?? "",
    // Every stored shape goes through the one tolerant parser.
    howItWorks: parseHowItWorks(row.howItWorks),
    benefits: parseBenefits(row.benefits),
    popularCreations: parseCreations(row.popularCreations),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The app or generator with this slug as the edit screen shows it, or null. */
export async function loadDetails(db: DbOrTx, kind: ContentKind, slug: string): Promise<DetailsRecord | null> {
  // No record has a control character in its slug (and the database would refuse a NUL in the query).
  if (hasControlCharacters(slug)) return null;
  const table = tableOf(kind);
  const [row] = await db.select(detailColumns(kind)).from(table).where(eq(table.slug, slug)).limit(1);
  return row ? toRecord(row) : null;
}

/**
 * Writes the four detail fields of one app or generator by id, in one update.
 * The lists are stored as plain arrays (temporary creation ids stay as ids).
 */
export async function saveDetails(db: DbOrTx, kind: ContentKind, id: string, content: DetailsContent): Promise<DetailsRecord> {
  const table = tableOf(kind);
  const values = {
    longDescription: content.longDescription.trim() === "" ? null : content.longDescription,
    howItWorks: content.howItWorks.map((step) =>
      step.image ? { title: step.title, description: step.description, image: step.image } : { title: step.title, description: step.description },
    ),
    benefits: content.benefits.map((b) => ({ title: b.title, description: b.description, image: b.image, imagePosition: b.imagePosition })),
    popularCreations: content.popularCreations.map((c) => ({ id: c.id, title: c.title, image: c.image })),
    updatedAt: new Date(),
  };
  let [row] = await db.update(table).set(values).where(eq(table.id, id)).returning(detailColumns(kind));
  // SPEC section 7: an update that returns no row is looked up by id before it counts as failed.
  row ??= (await db.select(detailColumns(kind)).from(table).where(eq(table.id, id)).limit(1))[0];
  if (!row) {
    throw appError("detailsRecordGone", { values: { noun: kind } });
  }
  invalidateCatalogCache();
  return toRecord(row);
}
