/**
 * SPEC section 5: lower-cased, punctuation removed, spaces/underscores/hyphens
 * become single hyphens, edge hyphens trimmed.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A slug as the forms accept it: non-empty and left unchanged by slugify. */
export function isValidSlug(slug: string) {
  return slug.length > 0 && slugify(slug) === slug;
}

/** Whether typing the title should overwrite the slug (adding, or the slug is empty). */
export function shouldDeriveSlug(mode: "add" | "edit", currentSlug: string) {
  return mode === "add" || currentSlug.trim() === "";
}
