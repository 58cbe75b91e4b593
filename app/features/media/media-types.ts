import { z } from "zod";
import { flag, text } from "~/utils/strict-input";

// Shapes shared by the media library page, its dialogs and the media picker.

export type MediaSource = "admin" | "user";

export type MediaItem = {
  id: string;
  url: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  width: number | null;
  height: number | null;
  source: MediaSource;
  altText: string | null;
  description: string | null;
  featured: boolean;
  /** A user's picture made with NSFW on: badged here, never featured on public pages. */
  isNsfw: boolean;
  /** Who made a user's picture (their username, else name, else e-mail); null for admin uploads and deleted accounts. */
  author: { id: string; name: string } | null;
  createdAt: string;
};

export type MediaList = { items: MediaItem[]; hasMore: boolean; query: MediaQuery };

export const MEDIA_TYPE_FILTERS = [
  { value: "all", label: "All types" },
  { value: "image", label: "Images" },
  { value: "video", label: "Videos" },
  { value: "application", label: "Documents" },
] as const;

export const MEDIA_TABS = [
  { value: "all", label: "All Media" },
  { value: "admin", label: "Admin Uploaded" },
  { value: "user", label: "User Generated" },
] as const;

export const MEDIA_PAGE_SIZE = 60;
export const MEDIA_MAX_LIMIT = 500;

/**
 * The library's search parameters (the page leaves out what is at its default,
 * the picker sends only what it sets). A filter left out takes its default; a
 * value that is given but does not fit, empty included, is refused.
 */
export const mediaQuerySchema = z.object({
  q: text("The search").trim().max(200, "The search is limited to 200 characters.").default(""),
  type: z.enum(["all", "image", "video", "application"], { error: "Unknown type filter." }).default("all"),
  tab: z.enum(["all", "admin", "user"], { error: "Unknown tab." }).default("all"),
  featured: flag("featured").default(false),
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, `The limit must be a whole number from 1 to ${MEDIA_MAX_LIMIT}.`)
    .transform(Number)
    .pipe(z.number().max(MEDIA_MAX_LIMIT, `The limit must be a whole number from 1 to ${MEDIA_MAX_LIMIT}.`))
    .default(MEDIA_PAGE_SIZE),
});
export type MediaQuery = z.infer<typeof mediaQuerySchema>;

export type ParsedMediaQuery = { ok: true; query: MediaQuery } | { ok: false; message: string };

export function parseMediaQuery(searchParams: URLSearchParams): ParsedMediaQuery {
  const fields: Record<string, string> = {};
  for (const key of Object.keys(mediaQuerySchema.shape)) {
    const given = searchParams.getAll(key);
    if (given.length > 1) return { ok: false, message: `The filter "${key}" is given more than once.` };
    if (given.length === 1) fields[key] = given[0];
  }
  const parsed = mediaQuerySchema.safeParse(fields);
  return parsed.success ? { ok: true, query: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid search." };
}

export const mediaUpdateSchema = z.object({
  intent: z.literal("update"),
  id: z.uuid(),
  source: z.enum(["admin", "user"]),
  // The details dialog always sends "true" or "false".
  featured: flag("featured").default(false),
  altText: text("Alt text").trim().max(500, "Alt text is too long").default(""),
  description: text("Description").trim().max(2000, "Description is too long").default(""),
});

export const mediaDeleteSchema = z.object({ intent: z.literal("delete"), id: z.uuid() });

export const mediaUploadFieldsSchema = z.object({
  altText: text("Alt text").trim().max(500, "Alt text is too long").default(""),
  description: text("Description").trim().max(2000, "Description is too long").default(""),
});

/** SPEC section 3: alt text, else file name, else empty. */
export function mediaTitle(item: Pick<MediaItem, "altText" | "fileName">) {
  return item.altText || item.fileName || "";
}

export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** What the Media Library page's action answers its fetchers (delete, metadata update). */
export type MediaActionAnswer = { ok: true; title: string } | { ok: false; error: { title: string; message: string } };
