import type { z } from "zod";

export type ParsedSearchParams<T> = { success: true; query: T } | { success: false; message: string };

/**
 * A page's address parsed with its strict schema: an empty value counts as not
 * given (a plain GET form sends empty fields), a key given twice is refused,
 * and the first problem is answered in words.
 */
export function parseSearchParams<S extends z.ZodType>(schema: S, params: URLSearchParams): ParsedSearchParams<z.infer<S>> {
  const fields: Record<string, string> = {};
  for (const key of new Set(params.keys())) {
    const given = params.getAll(key).filter((value) => value !== "");
    if (given.length > 1) return { success: false, message: `"${key}" is given more than once.` };
    if (given.length === 1) fields[key] = given[0];
  }
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { success: true, query: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `"${issue.path.join(".")}"` : "address";
  return {
    success: false,
    message:
      issue?.code === "unrecognized_keys"
        ? `Unknown filter ${issue.keys.map((k) => `"${k}"`).join(", ")}.`
        : `Invalid ${where}: ${issue?.message ?? "not allowed"}`,
  };
}
