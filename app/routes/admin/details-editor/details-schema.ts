import { z } from "zod";
import { text } from "~/utils/strict-input";
import { editedFaqSchema, newFaqSchema } from "~/features/catalog/faq-draft";

// The body of every write the edit screen sends (JSON), shared by the screen and its action.

export const LIMITS = {
  longDescription: 20_000,
  title: 200,
  text: 2_000,
  steps: 20,
  benefits: 20,
  creations: 60,
  url: 2_048,
} as const;

// One of our stored files (/files/{bucket}/{key}, as the media picker and uploads give them) or a web address.
const OWN_FILE_URL = /^\/files\/(?:catalog|media_library)\/(?:[a-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/;
const WEB_URL = /^https?:\/\/[^\s"'<>]+$/i;

export function isAllowedImageUrl(url: string): boolean {
  return OWN_FILE_URL.test(url) || WEB_URL.test(url);
}

const imageUrl = text("An image address")
  .max(LIMITS.url, "An image address is too long")
  .refine((url) => url === "" || isAllowedImageUrl(url), "Images must come from the media library or an http(s) address");

const title = text("The title").max(LIMITS.title, "A title is too long (at most 200 characters)");
const description = text("The description").max(LIMITS.text, "A description is too long (at most 2000 characters)");

export const stepSchema = z.object({
  title,
  description,
  image: imageUrl.optional(),
});

export const benefitSchema = z.object({
  title,
  description,
  image: imageUrl,
  imagePosition: z.enum(["left", "right"]),
});

export const creationSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "A creation id is not valid"),
  title,
  image: imageUrl,
});

export const detailsContentSchema = z.object({
  longDescription: text("The extended description").max(LIMITS.longDescription, "The extended description is too long (at most 20000 characters)"),
  howItWorks: z.array(stepSchema).max(LIMITS.steps, "At most 20 steps"),
  benefits: z.array(benefitSchema).max(LIMITS.benefits, "At most 20 benefits"),
  popularCreations: z
    .array(creationSchema)
    .max(LIMITS.creations, "At most 60 creations")
    .refine((list) => new Set(list.map((c) => c.id)).size === list.length, "Two creations share an id"),
});

export const editorActionSchema = z.discriminatedUnion("intent", [
  detailsContentSchema.extend({ intent: z.literal("save-details"), id: z.uuid() }),
  newFaqSchema.extend({ intent: z.literal("add-faq") }),
  editedFaqSchema.extend({ intent: z.literal("update-faq"), id: z.uuid() }),
  z.object({ intent: z.literal("delete-faq"), id: z.uuid() }),
]);

export type EditorAction = z.infer<typeof editorActionSchema>;
export type EditorIntent = EditorAction["intent"];

/** What the action answers; failures carry the spec's toast title and a message. */
export type EditorActionResult = { ok: true; intent: EditorIntent } | { ok: false; error: { code: string; title: string; message: string } };

/** The toast title of a failed write, per intent (SPEC section 8). */
export const FAILURE_TITLES: Record<EditorIntent, string> = {
  "save-details": "Failed to save changes",
  "add-faq": "Failed to add FAQ",
  "update-faq": "Failed to update FAQ",
  "delete-faq": "Failed to delete FAQ",
};
