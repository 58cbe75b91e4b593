import { data } from "react-router";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { requireUser } from "~/features/accounts/auth.server";
import { deleteGeneration, setGenerationPrivacy } from "~/features/generation/my-images.server";
import { toView } from "~/features/generation/generation-view.server";
import { collectionIdSchema, collectionNameSchema } from "~/features/library/collections";
import { addToCollection, createCollection, deleteCollection, removeFromCollection, renameCollection } from "~/features/library/collections.server";
import { setFavorite } from "~/features/library/favorites.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { isAppError } from "~/utils/errors";
import { logger } from "~/utils/logger.server";
import { parseForm } from "~/utils/parse-form.server";
import { flag } from "~/utils/strict-input";
import { redirectWithToast } from "~/utils/toast.server";
import { urls } from "~/utils/urls";

// The writes of My Images and of a collection's page (both show the same cards):
// a picture's Delete, Private, Favorite and collections, and the collections themselves.

const pictureId = z.uuid("Unknown image.");

const actionSchema = z.discriminatedUnion(
  "intent",
  [
    z.strictObject({ intent: z.literal("delete"), id: pictureId }),
    // The Private switch and the Favorite button send "true" or "false".
    z.strictObject({ intent: z.literal("private"), id: pictureId, value: flag("Private") }),
    z.strictObject({ intent: z.literal("favorite"), id: pictureId, value: flag("Favorite") }),
    // 'New collection', optionally with the picture it was opened from (added at once).
    z.strictObject({ intent: z.literal("collection-create"), name: collectionNameSchema, id: pictureId.optional() }),
    z.strictObject({ intent: z.literal("collection-rename"), collection: collectionIdSchema, name: collectionNameSchema }),
    z.strictObject({ intent: z.literal("collection-delete"), collection: collectionIdSchema }),
    z.strictObject({ intent: z.literal("collection-add"), collection: collectionIdSchema, id: pictureId }),
    z.strictObject({ intent: z.literal("collection-remove"), collection: collectionIdSchema, id: pictureId }),
  ],
  { error: "Unknown image action." },
);

export type CollectionChange = { collectionId: string; pictureId?: string; inCollection?: boolean };

export async function imagesAction(request: Request) {
  const user = await requireUser(request);
  const parsed = await parseForm(await request.formData(), actionSchema);
  if (!parsed.ok) {
    const { title } = ERROR_MESSAGES.invalidRequest;
    return data({ ok: false as const, title, message: parsed.message, fieldErrors: parsed.fieldErrors }, { status: 400 });
  }
  const db = getDb();
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "delete": {
        await deleteGeneration(db, user.id, input.id);
        // The card is gone after this, so the toast travels with the redirect.
        const url = new URL(request.url);
        return redirectWithToast(`${url.pathname}${url.search}`, {
          type: "success",
          title: "Image deleted",
          description: "The image and its file were removed.",
        });
      }
      case "favorite": {
        const favorite = await setFavorite(db, user.id, input.id, input.value);
        return { ok: true as const, title: favorite ? "Added to favorites" : "Removed from favorites", message: "", favorite };
      }
      case "private": {
        const isPrivate = input.value;
        const row = await setGenerationPrivacy(db, user.id, input.id, isPrivate);
        return {
          ok: true as const,
          title: isPrivate ? "Image is now private" : "Image is now public",
          message: isPrivate ? "Only you can see it." : "It can now appear in the public gallery.",
          image: toView(row),
        };
      }
      case "collection-create": {
        // One transaction: a new collection whose first picture is refused is not left behind.
        const collection = await db.transaction(async (tx) => {
          const created = await createCollection(tx, user.id, input.name);
          if (input.id) await addToCollection(tx, user.id, created.id, input.id);
          return created;
        });
        const change: CollectionChange = { collectionId: collection.id, pictureId: input.id, inCollection: input.id ? true : undefined };
        return {
          ok: true as const,
          title: "Collection created",
          message: input.id ? `The picture was added to “${collection.name}”.` : `“${collection.name}” is ready for pictures.`,
          collection: change,
        };
      }
      case "collection-rename": {
        const collection = await renameCollection(db, user.id, input.collection, input.name);
        return { ok: true as const, title: "Collection renamed", message: `It is now called “${collection.name}”.` };
      }
      case "collection-delete": {
        const collection = await deleteCollection(db, user.id, input.collection);
        return redirectWithToast(urls.myImages(), {
          type: "success",
          title: "Collection deleted",
          description: `“${collection.name}” is gone; its pictures are still in My Images.`,
        });
      }
      case "collection-add": {
        const collection = await addToCollection(db, user.id, input.collection, input.id);
        const change: CollectionChange = { collectionId: collection.id, pictureId: input.id, inCollection: true };
        return { ok: true as const, title: `Added to “${collection.name}”`, message: "", collection: change };
      }
      case "collection-remove": {
        const collection = await removeFromCollection(db, user.id, input.collection, input.id);
        const change: CollectionChange = { collectionId: collection.id, pictureId: input.id, inCollection: false };
        return { ok: true as const, title: `Removed from “${collection.name}”`, message: "The picture is still in My Images.", collection: change };
      }
    }
  } catch (error) {
    if (isAppError(error)) return data({ ok: false as const, title: error.title, message: error.message }, { status: error.status });
    logger.error({ err: error, userId: user.id, intent: input.intent }, "image action failed");
    const { title, message } = ERROR_MESSAGES.somethingWentWrong;
    return data({ ok: false as const, title, message }, { status: 500 });
  }
}
