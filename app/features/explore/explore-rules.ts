// What the publish form and the /explore address accept; no zod here (the pages are public, their JS is budgeted).

export const TITLE_MAX = 100;
export const FEED_PAGE_SIZE = 24;

export const FEED_SORTS = ["newest", "trending"] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

/** The SFW/NSFW filter of /explore: SFW only unless the visitor picks otherwise. */
export const CONTENT_FILTERS = [
  { id: "sfw", label: "SFW" },
  { id: "nsfw", label: "NSFW" },
  { id: "all", label: "All" },
] as const;
export type ContentFilter = (typeof CONTENT_FILTERS)[number]["id"];

/** 'Trending' counts the likes of the last 7 days. */
export const TRENDING_DAYS = 7;

/** A published picture as /explore lists it. */
export type FeedItem = {
  id: string;
  title: string | null;
  /** Null when the author hid it. */
  prompt: string | null;
  author: string;
  isNsfw: boolean;
  /** NSFW for a visitor who has not confirmed 18+: the thumbnail is blurred and nothing larger is sent. */
  blurred: boolean;
  thumbUrl: string | null;
  width: number | null;
  height: number | null;
  likeCount: number;
  publishedAt: string;
};

export type FeedPage = { items: FeedItem[]; nextCursor: string | null };

/** One published picture's page, /p/{id}. */
export type PicturePage = FeedItem & {
  /** The full-size picture; null while blurred. */
  imageUrl: string | null;
  negativePrompt: string | null;
  hidePrompt: boolean;
  model: string;
  aspectRatio: string;
  mode: string;
  seed: number | null;
  likedByViewer: boolean;
  isAuthor: boolean;
  /** Hidden by a report until reviewed: only its author sees the page. */
  hidden: boolean;
};

/** The text a picture is named by: its title, else its prompt, else a neutral name. */
export function pictureName(picture: { title: string | null; prompt: string | null }) {
  const text = picture.title?.trim() || picture.prompt?.trim() || "";
  if (!text) return "Untitled picture";
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
