import { z } from "zod";
import type { GenerationView } from "~/features/generation/generation-options";
import { flag, text } from "~/utils/strict-input";

// My Images' search and filters as the address carries them (client-safe: the
// filter form and the loader share it). Unknown keys are refused.

export const LIBRARY_SORTS = [
  { id: "newest", label: "Newest first" },
  { id: "oldest", label: "Oldest first" },
] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number]["id"];

export const LIBRARY_VISIBILITIES = [
  { id: "private", label: "Private" },
  { id: "public", label: "Public" },
] as const;

/** `collectionIds`: the user's collections the picture is in. */
export type LibraryPicture = GenerationView & { favorite: boolean; collectionIds: string[] };
export type LibraryPage = { items: LibraryPicture[]; nextCursor: string | null; total: number };

export const LIBRARY_PAGE_SIZE = 24;
export const SEARCH_MAX_LENGTH = 200;

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} must be a real date.`);

/** The position after the last picture shown: its exact creation time (microseconds, UTC) and id. */
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The address's fields, without the rule that ties From to To (a collection's page picks the cursor and sort). */
export const libraryQueryFields = z.strictObject({
  q: text("The search").trim().max(SEARCH_MAX_LENGTH, `The search is at most ${SEARCH_MAX_LENGTH} characters.`).optional(),
  model: text("The model").max(300, "Unknown model.").optional(),
  from: day("From").optional(),
  to: day("To").optional(),
  favorites: flag("Favorites", { checkedValue: "1" }).optional(),
  visibility: z.enum(["private", "public"], { error: "Unknown visibility filter." }).optional(),
  collection: z.uuid("Unknown collection.").optional(),
  sort: z.enum(["newest", "oldest"], { error: "Unknown sort order." }).optional(),
  cursor: z.string().regex(CURSOR, "This page address is no longer valid.").optional(),
});

export const libraryQuerySchema = libraryQueryFields.refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: "From must not be after To.",
  path: ["to"],
});

export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

/** The address of My Images with these filters (and a cursor, for the next page). */
export function libraryHref(base: string, query: LibraryQuery, cursor?: string | null) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.model) params.set("model", query.model);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.favorites) params.set("favorites", "1");
  if (query.visibility) params.set("visibility", query.visibility);
  if (query.collection) params.set("collection", query.collection);
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (cursor) params.set("cursor", cursor);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** Whether any filter narrows the list (the sort does not). */
export function isFiltered(query: LibraryQuery) {
  return Boolean(query.q || query.model || query.from || query.to || query.favorites || query.visibility || query.collection);
}
