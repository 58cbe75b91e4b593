import type { z } from "zod";
import { appError, type ErrorMessageKey } from "./error-messages";

// One way for a form and its failures: every field's first message keyed by the
// field's name (a nested field by its dotted path, `entries.3.label`), what
// concerns the whole form under `form`. Client-safe: a form checks itself with
// the same schema before it sends, and reads the server's answer the same way.

export type FieldErrors = Record<string, string>;

/** The key of failures that belong to no one field. */
export const FORM_ERROR = "form";

/** The first message of each field of a failed parse. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : FORM_ERROR;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The one sentence a toast or a single-message form shows for a failed parse: its first message. */
export function firstMessage(errors: FieldErrors, fallback: string): string {
  return Object.values(errors)[0] ?? fallback;
}

export type ParsedFields<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors; message: string };

/** Parses fields with a schema: the data, or every field's first message and the first of all of them. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown, fallback = "Invalid request."): ParsedFields<z.output<S>> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = fieldErrors(parsed.error);
  return { ok: false, fieldErrors: errors, message: firstMessage(errors, fallback) };
}

/** The field errors an action's answer carries (`fieldErrors` beside its `error`), or none. */
export function actionFieldErrors(answer: unknown): FieldErrors {
  if (!answer || typeof answer !== "object" || !("fieldErrors" in answer)) return {};
  const errors = (answer as { fieldErrors?: unknown }).fieldErrors;
  return errors && typeof errors === "object" ? (errors as FieldErrors) : {};
}

/**
 * A value (a JSON body, a query, fields already read) parsed with a schema, or
 * the 400 of its refusal thrown: the entry `key` (its title, or `title` for the
 * action that failed), the first message, and every field's message in
 * `fieldErrors`. Route catch blocks answer it with errorResponse or errorData.
 */
export function parseOrRefuse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  refusal: { key?: ErrorMessageKey; title?: string; headers?: HeadersInit } = {},
): z.output<S> {
  const parsed = parseFields(schema, value);
  if (parsed.ok) return parsed.data;
  throw appError(refusal.key ?? "invalidRequest", {
    title: refusal.title,
    message: parsed.message,
    headers: refusal.headers,
    fieldErrors: parsed.fieldErrors,
  });
}
