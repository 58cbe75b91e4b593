// /account/images/collections/{id}: one of the user's collections, with the same
// grid, paging, cards and picture view as My Images, and 'Rename' / 'Delete'.
import ArrowLeft from "lucide-react/icons/arrow-left";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import { useState } from "react";
import { data, Link, useFetcher, useLoaderData, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { Button } from "~/components/ui/button";
import { useFetcherToast } from "~/components/use-fetcher-toast";
import { getDb } from "~/db/db.server";
import { requireUser } from "~/features/accounts/auth.server";
import { listAvailableModels } from "~/features/generation/providers/select-provider.server";
import { collectionIdSchema, type CollectionSummary } from "~/features/library/collections";
import { getOwnCollection, listCollections } from "~/features/library/collections.server";
import { libraryQueryFields } from "~/features/library/library-query";
import { searchImages } from "~/features/library/search-images.server";
import { siteTitle } from "~/features/seo/site-title";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { isAppError } from "~/utils/errors";
import { parseSearchParams } from "~/utils/search-params";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/image-collection";
import { imagesAction } from "./images-action.server";
import { type CollectionAnswer, CollectionMembershipToasts, CollectionNameDialog } from "./images/collections";
import { ImageGrid } from "./images/image-grid";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: siteTitle(matches, loaded ? `${loaded.collection.name} · Collections` : "Collection") },
  { name: "robots", content: "noindex" },
];

// Only the page's cursor and sort may follow the address: the collection is the path's.
const pageQuerySchema = libraryQueryFields.pick({ cursor: true, sort: true });

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const notFound = () => {
    const { title, message } = ERROR_MESSAGES.collectionNotFound;
    return data({ title, message }, { status: 404 });
  };
  const id = collectionIdSchema.safeParse(params.id);
  if (!id.success) throw notFound();
  const parsed = parseSearchParams(pageQuerySchema, new URL(request.url).searchParams);
  if (!parsed.success) throw data({ error: parsed.message }, { status: 400 });
  try {
    const collection = await getOwnCollection(getDb(), user.id, id.data);
    const query = { ...parsed.query, collection: collection.id };
    const [page, collections, { models: offeredModels }] = await Promise.all([
      searchImages(getDb(), user.id, query),
      listCollections(getDb(), user.id),
      listAvailableModels(),
    ]);
    const summary: CollectionSummary = { id: collection.id, name: collection.name, pictureCount: page.total };
    // "Load more" pages through this page's address, which carries the collection itself.
    return { collection: summary, collections, offeredModels, query: parsed.query, ...page };
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

// Favourites and privacy answer with the new state: the list is not read again (as on My Images).
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "favorite" || intent === "private") return false;
  return defaultShouldRevalidate;
}

export async function action({ request }: Route.ActionArgs) {
  return imagesAction(request);
}

export default function ImageCollection() {
  const loaded = useLoaderData<typeof loader>();
  const { collection, collections, offeredModels, total } = loaded;
  const location = useLocation();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remover = useFetcher<CollectionAnswer>();
  useFetcherToast(remover, (answer) => (answer.ok ? null : { variant: "error", title: answer.title, description: answer.message }));

  return (
    <section aria-labelledby="collection-title">
      <Link to={urls.myImages()} className="text-muted-foreground hover:text-foreground mb-3 inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" /> My Images
      </Link>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-muted-foreground text-sm">Collection</p>
          <h1 id="collection-title" className="text-2xl font-bold break-words">
            {collection.name}
          </h1>
          <p className="text-muted-foreground mt-1 text-sm" data-testid="collection-count" aria-live="polite">
            {`${total.toLocaleString("en-US")} ${total === 1 ? "image" : "images"}`}
          </p>
        </div>
        <div className="flex gap-2">
          <Button type="button" size="sm" variant="outline" onClick={() => setRenaming(true)}>
            <Pencil aria-hidden="true" /> Rename
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button size="sm" variant="outline" className="text-destructive" disabled={remover.state !== "idle"}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            }
            title="Delete this collection?"
            description="The collection goes; its pictures stay in My Images."
            confirmLabel="Delete collection"
            destructive
            onConfirm={() => {
              setConfirming(false);
              remover.submit({ intent: "collection-delete", collection: collection.id }, { method: "post" });
            }}
          />
        </div>
      </div>
      {loaded.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center" data-testid="collection-empty">
          <p className="font-medium">No pictures in this collection yet</p>
          <p className="text-muted-foreground text-sm">Open My Images and choose ‘Add to collection’ on a picture.</p>
          <Button asChild variant="outline">
            <Link to={urls.myImages()}>Go to My Images</Link>
          </Button>
        </div>
      ) : (
        <ImageGrid
          key={location.key}
          first={loaded}
          base={urls.myImagesCollection(collection.id)}
          collections={collections}
          offeredModels={offeredModels}
        />
      )}
      <CollectionMembershipToasts />
      <CollectionNameDialog open={renaming} onOpenChange={setRenaming} mode="rename" collection={collection} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      view={({ status }) =>
        status === 404
          ? {
              title: ERROR_MESSAGES.collectionNotFound.title,
              message: ERROR_MESSAGES.collectionNotFound.message,
              action: { label: "Back to My Images", to: urls.myImages() },
            }
          : { title: "Error loading images", message: "Please try again later.", action: { label: "Try again", retry: true } }
      }
    />
  );
}
