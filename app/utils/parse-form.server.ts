import { data } from "react-router";
import type { z } from "zod";
import { appError } from "./error-messages";
import { errorBody } from "./errors";
import { readRequestFields } from "./http.server";
import { parseFields, type FieldErrors, type ParsedFields } from "./parse-form";

// The server half of parse-form.ts: read a form once and answer its failures the
// one way every form reads them.

/**
 * A form (a request's body, or FormData already read) parsed with a schema: the
 * data, or every field's first message. A field given twice is refused, as
 * readRequestFields does; files are left to the caller.
 */
export async function parseForm<S extends z.ZodType>(source: Request | FormData, schema: S): Promise<ParsedFields<z.output<S>>> {
  if (source instanceof FormData) {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of source.entries()) if (typeof value === "string") fields[name] = value;
    return parseFields(schema, fields);
  }
  const { fields } = await readRequestFields(source);
  return parseFields(schema, fields);
}

/**
 * The 400 answer of a refused form: the usual failure body (its message is the
 * first field's, for the toast) and `fieldErrors`, so the form shows each
 * message under its field. `extra` adds what a page tells its forms apart by.
 */
export function formErrorData<Extra extends Record<string, unknown> = Record<never, never>>(
  failure: { fieldErrors: FieldErrors; message: string },
  title: string,
  extra?: Extra,
) {
  const error = appError("invalidForm", { title, message: failure.message, fieldErrors: failure.fieldErrors });
  return data({ ...errorBody(error), fieldErrors: failure.fieldErrors, ...(extra as Extra) }, { status: 400 });
}
