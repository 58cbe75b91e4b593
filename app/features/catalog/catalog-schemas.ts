import { z } from "zod";
import { flag, text } from "~/utils/strict-input";
import { isValidSlug } from "./slug";

// One schema per form, shared by the dialogs and the save actions.

/** An image address typed by the admin: empty, an http(s) URL, or a path on this site. */
export const imageUrlField = text("The image URL")
  .trim()
  .max(2048, "The URL is too long")
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?![/\\])\S*$/.test(v), {
    message: "Enter an http(s) URL or a path on this site starting with /",
  });

const linkField = text("Link")
  .trim()
  .min(1, "Link is required")
  .max(2048, "The link is too long")
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?![/\\])\S*$/.test(v), {
    message: "Enter an http(s) URL or a path on this site starting with /",
  });

const baseFields = {
  id: z
    .uuid()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  title: text("Title").trim().min(1, "Title is required").max(200, "Title is too long"),
  slug: text("Slug")
    .trim()
    .min(1, "Slug is required")
    .max(200, "Slug is too long")
    .refine(isValidSlug, "Use lower-case letters, numbers and single hyphens"),
  description: text("Description").trim().min(1, "Description is required").max(5000, "Description is too long"),
  image: imageUrlField.default(""),
  // The dialog always sends both as "true" or "false".
  featured: flag("featured").default(false),
  hidden: flag("hidden").default(false),
};

export const appFormSchema = z.object({ ...baseFields, icon: imageUrlField.default("") });
export type AppFormInput = z.infer<typeof appFormSchema>;

export const generatorFormSchema = z.object({ ...baseFields, link: linkField });
export type GeneratorFormInput = z.infer<typeof generatorFormSchema>;

export const deleteIntentSchema = z.object({ intent: z.literal("delete"), id: z.uuid() });

/** The text fields of a FormData (files are left out). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
  return fields;
}
