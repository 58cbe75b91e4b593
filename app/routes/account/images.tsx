import Sparkles from "lucide-react/icons/sparkles";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { useEffect } from "react";
import { data, Link, useLoaderData, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { toast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { getDb } from "~/db/db.server";
import { requireUser } from "~/features/accounts/auth.server";
import { isFiltered, libraryQuerySchema, type LibraryPicture } from "~/features/library/library-query";
import { imageModels, searchImages } from "~/features/library/search-images.server";
import { listCollections } from "~/features/library/collections.server";
import type { CollectionSummary } from "~/features/library/collections";
import { listAvailableModels } from "~/features/generation/providers/select-provider.server";
import type { ModelOption } from "~/features/generation/generation-options";
import { imagesAction } from "./images-action.server";
import { CollectionMembershipToasts, CollectionsBar } from "./images/collections";
import { logger } from "~/utils/logger.server";
import { parseSearchParams } from "~/utils/search-params";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/images";
import { LoadError } from "./images/image-card";
import { ImageGrid } from "./images/image-grid";
import { LibraryFilters } from "./images/library-filters";
import { siteTitle } from "~/features/seo/site-title";

const PRODUCT = "Images";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: siteTitle(matches, `My ${PRODUCT}`) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const parsed = parseSearchParams(libraryQuerySchema, new URL(request.url).searchParams);
  if (!parsed.success) throw data({ error: parsed.message }, { status: 400 });
  const query = parsed.query;
  try {
    const [page, models, collections, { models: offeredModels }] = await Promise.all([
      searchImages(getDb(), user.id, query),
      imageModels(getDb(), user.id),
      listCollections(getDb(), user.id),
      listAvailableModels(),
    ]);
    return { ok: true as const, query, models, collections, offeredModels, ...page };
  } catch (error) {
    logger.error({ err: error }, "could not list images");
    return {
      ok: false as const,
      query,
      models: [] as string[],
      collections: [] as CollectionSummary[],
      offeredModels: [] as ModelOption[],
      items: [] as LibraryPicture[],
      nextCursor: null,
      total: 0,
    };
  }
}

// Favourites and privacy answer with the new state, so the list (and pages added by "Load more") is not read again.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "favorite" || intent === "private") return false;
  return defaultShouldRevalidate;
}

export async function action({ request }: Route.ActionArgs) {
  return imagesAction(request);
}

export default function MyImages() {
  const loaded = useLoaderData<typeof loader>();
  const { ok, query, models, total, collections, offeredModels } = loaded;
  const location = useLocation();
  useEffect(() => {
    if (!ok) toast.error("Error loading images", { description: "Please try again later." });
  }, [ok]);
  const filtered = isFiltered(query);

  return (
    <section aria-labelledby="my-images-title">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="my-images-title" className="text-2xl font-bold">
            My {PRODUCT}
          </h1>
          <p className="text-muted-foreground mt-1 text-sm" data-testid="my-images-count" aria-live="polite">
            {ok
              ? `${total.toLocaleString("en-US")} ${total === 1 ? "image" : "images"}${filtered ? (total === 1 ? " matches" : " match") : ""}`
              : "Your generated images."}
          </p>
        </div>
        <Button asChild size="sm">
          <Link to={urls.workspace()}>
            <Sparkles aria-hidden="true" /> Generate
          </Link>
        </Button>
      </div>

      {!ok ? (
        <LoadError />
      ) : total === 0 && !filtered ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <p className="font-medium">No images yet</p>
          <p className="text-muted-foreground text-sm">Images you generate appear here, with their settings.</p>
          <Button asChild>
            <Link to={urls.workspace()}>Open the generator</Link>
          </Button>
        </div>
      ) : (
        <>
          <CollectionsBar collections={collections} />
          <CollectionMembershipToasts />
          <LibraryFilters query={query} models={models} collections={collections} />
          {loaded.items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center" data-testid="my-images-empty">
              <p className="font-medium">No images match.</p>
              <Button asChild variant="outline">
                <Link to={urls.myImages()}>Clear filters</Link>
              </Button>
            </div>
          ) : (
            // A new address (filters, a delete) starts the list again; an action's answer keeps the pages loaded.
            <ImageGrid key={location.key} first={loaded} base={urls.myImages()} collections={collections} offeredModels={offeredModels} />
          )}
        </>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      view={() => ({ title: "Error loading images", message: "Please try again later.", action: { label: "Try again", retry: true } })}
    />
  );
}
