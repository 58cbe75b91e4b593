import { z } from "zod";
import { flag } from "~/utils/strict-input";
import { decodeCursor } from "./generation-pages.server";
import { zipIdsSchema } from "./images-zip.server";

// The query strings and small bodies of the generation API, beside the generate
// body (generate-request-schema.ts): the routes parse with them and GET
// /api/openapi.json describes them, so the document cannot drift from the code.

/** `?cursor=&limit=` of GET /api/generations: the cursor is the `nextCursor` of the page before. */
export const listQuerySchema = z.strictObject({
  cursor: z
    .string()
    .max(200)
    .transform((cursor, ctx) => {
      const after = decodeCursor(cursor);
      if (!after) ctx.addIssue({ code: "custom", message: "cursor is not a nextCursor this API gave." });
      return after ?? undefined;
    })
    .optional(),
  limit: z.coerce.number().int().min(1).max(48).default(8),
});

/** `?wait=1` of GET /api/generations/:id (CONTRACT.md); true and false are the API's words for the same thing. */
export const waitQuerySchema = z.object({ wait: flag("wait", { checkedValue: "1" }).default(false) });

/** The body of POST /api/images/zip (JSON, or a form's repeated `ids`). */
export const zipBodySchema = z.strictObject({ ids: zipIdsSchema }, { error: "Only the ids of the images to download may be sent." });
