import { data } from "react-router";
import type { Database } from "~/db/db.server";
import { appError, unexpectedFailure } from "~/utils/error-messages";
import { errorData } from "~/utils/http.server";
import { parseOrRefuse } from "~/utils/parse-form";
import { deleteMedia, listMedia, updateMediaMetadata } from "~/features/media/media-library.server";
import { mediaDeleteSchema, mediaUpdateSchema, parseMediaQuery } from "~/features/media/media-types";

// The Media Library page's loader and action (routes/admin/media.tsx checks the admin first).

/** The page's list for its search parameters; a search or filter the schema refuses is a 400 with its reason. */
export async function loadMediaLibraryPage(db: Database, searchParams: URLSearchParams) {
  const parsed = parseMediaQuery(searchParams);
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  return listMedia(db, parsed.query);
}

/** The page's fetcher writes: `intent=delete` removes an item, `intent=update` saves its metadata. */
export async function runMediaLibraryAction(db: Database, form: FormData) {
  const fields = Object.fromEntries(form);
  const failureTitle = fields.intent === "delete" ? "Delete failed" : "Update failed";
  try {
    if (fields.intent === "delete") {
      const parsed = mediaDeleteSchema.safeParse(fields);
      if (!parsed.success) throw appError("mediaUnknown", { title: failureTitle });
      await deleteMedia(db, parsed.data.id);
      return { ok: true as const, title: "Media deleted successfully" };
    }
    const { id, intent: _intent, ...patch } = parseOrRefuse(mediaUpdateSchema, fields, { title: failureTitle });
    await updateMediaMetadata(db, id, patch);
    return { ok: true as const, title: "Media metadata updated" };
  } catch (error) {
    return errorData(error, unexpectedFailure(failureTitle));
  }
}
