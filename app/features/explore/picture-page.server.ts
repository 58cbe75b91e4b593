import { eq } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { generations, publishedPictures, users } from "~/db/schema";
import { isAdultConfirmed } from "~/features/accounts/adult-confirmation.server";
import type { GenerationView } from "~/features/generation/generation-options";
import { toView } from "~/features/generation/generation-view.server";
import type { PicturePage } from "./explore-rules";
import { feedColumns, publicUrl, toFeedItem } from "./feed.server";
import { likesPicture } from "./likes.server";

export type Viewer = { id: string } | null;

/** Whether the viewer sees NSFW pictures unblurred: a signed-in account that confirmed 18+. */
export async function viewerIsAdult(db: Database, viewer: Viewer) {
  return viewer ? isAdultConfirmed(db, viewer.id) : false;
}

/**
 * /p/{id}: a published picture with its author and, unless the author hid
 * it, its prompt. Null (the page answers 404) when it is not published, or
 * hidden by a report for anyone but its author.
 */
export async function getPicturePage(db: Database, generationId: string, viewer: Viewer): Promise<PicturePage | null> {
  const [[row], adult, liked] = await Promise.all([
    db
      .select({
        ...feedColumns,
        userId: publishedPictures.userId,
        hiddenAt: publishedPictures.hiddenAt,
        imagePath: generations.imagePath,
        negativePrompt: generations.negativePrompt,
        model: generations.model,
        mode: generations.mode,
        aspectRatio: generations.aspectRatio,
        seed: generations.seed,
      })
      .from(publishedPictures)
      .innerJoin(generations, eq(generations.id, publishedPictures.generationId))
      .innerJoin(users, eq(users.id, publishedPictures.userId))
      .where(eq(publishedPictures.generationId, generationId)),
    viewerIsAdult(db, viewer),
    viewer ? likesPicture(db, viewer.id, generationId) : Promise.resolve(false),
  ]);
  if (!row) return null;
  const isAuthor = viewer?.id === row.userId;
  if (row.hiddenAt && !isAuthor) return null;
  const item = toFeedItem(row, adult);
  return {
    ...item,
    imageUrl: item.blurred ? null : publicUrl(row.imagePath),
    negativePrompt: row.hidePrompt ? null : row.negativePrompt,
    hidePrompt: row.hidePrompt,
    model: row.model,
    mode: row.mode,
    aspectRatio: row.aspectRatio,
    seed: row.hidePrompt ? null : row.seed,
    likedByViewer: liked,
    isAuthor,
    hidden: Boolean(row.hiddenAt),
  };
}

/**
 * 'Remix': the settings of a published picture for the workspace, as 'Reuse'
 * passes the user's own (a generation view). A hidden prompt stays hidden: the
 * settings come without the prompt, the exclusions or the seed. Nothing of a
 * picture that is not (or no longer) public.
 */
export async function getRemixView(db: Database, generationId: string, viewer: Viewer): Promise<GenerationView | null> {
  const [row] = await db
    .select({ generation: generations, published: publishedPictures })
    .from(publishedPictures)
    .innerJoin(generations, eq(generations.id, publishedPictures.generationId))
    .where(eq(publishedPictures.generationId, generationId));
  if (!row || row.generation.private) return null;
  if (row.published.hiddenAt && viewer?.id !== row.published.userId) return null;
  const view = toView(row.generation);
  const hide = row.published.hidePrompt;
  return {
    ...view,
    prompt: hide ? "" : view.prompt,
    negativePrompt: hide ? "" : view.negativePrompt,
    seed: hide ? Math.floor(Math.random() * 2 ** 31) : view.seed,
    // The remixer's picture is theirs to make private or not; none of the original's addresses travel with it.
    private: false,
    imageUrl: null,
    thumbUrl: null,
    downloadUrl: null,
    error: null,
  };
}
