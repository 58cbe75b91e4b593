import { z } from "zod";
import { text } from "~/utils/strict-input";

// A collection's name as the forms and the server both check it (client-safe).

export const COLLECTION_NAME_MAX = 60;

export const collectionNameSchema = text("The name")
  .trim()
  .min(1, "Give the collection a name.")
  .max(COLLECTION_NAME_MAX, `A collection's name is at most ${COLLECTION_NAME_MAX} characters.`);

/** One of the user's collections as My Images lists it. */
export type CollectionSummary = { id: string; name: string; pictureCount: number };

export const collectionIdSchema = z.uuid("Unknown collection.");
