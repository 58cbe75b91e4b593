import { z } from "zod";

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

/** The library's search parameters; anything unreadable falls back to its default. */
export const mediaQuerySchema = z.object({
  q: z.string().trim().max(200).catch("").default(""),
  type: z.enum(["all", "image", "video", "application"]).catch("all").default("all"),
  tab: z.enum(["all", "admin", "user"]).catch("all").default("all"),
  featured: z
    .enum(["1", "0"])
    .optional()
    .catch(undefined)
    .transform((v) => v === "1"),
  limit: z.coerce.number().int().min(1).max(500).catch(MEDIA_PAGE_SIZE).default(MEDIA_PAGE_SIZE),
});
export type MediaQuery = z.infer<typeof mediaQuerySchema>;

export function parseMediaQuery(searchParams: URLSearchParams): MediaQuery {
  return mediaQuerySchema.parse(Object.fromEntries(searchParams));
}

const formBoolean = z
  .union([z.boolean(), z.enum(["true", "false", "on", "off"])])
  .optional()
  .transform((v) => v === true || v === "true" || v === "on");

export const mediaUpdateSchema = z.object({
  intent: z.literal("update"),
  id: z.uuid(),
  source: z.enum(["admin", "user"]),
  featured: formBoolean,
  altText: z.string().trim().max(500, "Alt text is too long").default(""),
  description: z.string().trim().max(2000, "Description is too long").default(""),
});

export const mediaDeleteSchema = z.object({ intent: z.literal("delete"), id: z.uuid() });

export const mediaUploadFieldsSchema = z.object({
  altText: z.string().trim().max(500, "Alt text is too long").default(""),
  description: z.string().trim().max(2000, "Description is too long").default(""),
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
