import { getDb } from "~/db/db.server";
import { requireApiCaller } from "~/features/accounts/auth.server";
import { zipBodySchema } from "~/features/generation/api-request-schemas.server";
import { streamImagesZip } from "~/features/generation/images-zip.server";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import { errorResponse, readCappedBody, readJsonBody, methodNotAllowed } from "~/utils/http.server";
import { parseOrRefuse } from "~/utils/parse-form";
import type { Route } from "./+types/images-zip";

// Far above 100 ids in a form or JSON body (each about 45 bytes).
const MAX_BODY_BYTES = 16 * 1024;

/** The body's fields: JSON as sent, a form's `ids` checkboxes as a list (a form repeats the name once per checked box). */
async function readFields(request: Request): Promise<unknown> {
  if (/^application\/json\b/i.test(request.headers.get("content-type")?.trim() ?? "")) {
    return readJsonBody(request, { maxBytes: MAX_BODY_BYTES });
  }
  const bytes = await readCappedBody(request, MAX_BODY_BYTES);
  const form = await new Response(bytes, { headers: { "content-type": request.headers.get("content-type") ?? "" } })
    .formData()
    .catch((error: unknown) => {
      throw appError("bodyUnreadable", { cause: error });
    });
  const fields: Record<string, unknown[]> = {};
  for (const [name, value] of form.entries()) (fields[name] ??= []).push(value);
  return fields;
}

/** POST `{ ids }` (JSON or form): the signed-in user's chosen pictures as one zip download. */
export async function action({ request }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const { userId } = await requireApiCaller(request, "signInToGenerate");
    const { ids } = parseOrRefuse(zipBodySchema, await readFields(request));
    const { stream, filename } = await streamImagesZip(getDb(), userId, ids);
    return new Response(stream, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    return errorResponse(error, ERROR_MESSAGES.unexpectedError);
  }
}
