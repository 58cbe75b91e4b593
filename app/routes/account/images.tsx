import Sparkles from "lucide-react/icons/sparkles";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { useEffect } from "react";
import { data, Link, useLoaderData, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { toast } from "~/components/toaster";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { getDb } from "~/db/db.server";
import { deleteGeneration, setGenerationPrivacy } from "~/features/generation/my-images.server";
import { toView } from "~/features/generation/generation-view.server";
import { requireUser } from "~/features/accounts/auth.server";
import { setFavorite } from "~/features/library/favorites.server";
import { isFiltered, libraryQuerySchema, type LibraryPicture } from "~/features/library/library-query";
import { imageModels, searchImages } from "~/features/library/search-images.server";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { isAppError } from "~/utils/errors";
import { parseForm } from "~/utils/parse-form.server";
import { logger } from "~/utils/logger.server";
import { parseSearchParams } from "~/utils/search-params";
import { flag } from "~/utils/strict-input";
import { redirectWithToast } from "~/utils/toast.server";
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
    const [page, models] = await Promise.all([searchImages(getDb(), user.id, query), imageModels(getDb(), user.id)]);
    return { ok: true as const, query, models, ...page };
  } catch (error) {
    logger.error({ err: error }, "could not list images");
    return { ok: false as const, query, models: [] as string[], items: [] as LibraryPicture[], nextCursor: null, total: 0 };
  }
}

// Favourites and privacy answer with the new state, so the list (and pages added by "Load more") is not read again.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "favorite" || intent === "private") return false;
  return defaultShouldRevalidate;
}

const actionSchema = z.discriminatedUnion(
  "intent",
  [
    z.strictObject({ intent: z.literal("delete"), id: z.uuid("Unknown image.") }),
    // The Private switch and the Favorite button send "true" or "false".
    z.strictObject({ intent: z.literal("private"), id: z.uuid("Unknown image."), value: flag("Private") }),
    z.strictObject({ intent: z.literal("favorite"), id: z.uuid("Unknown image."), value: flag("Favorite") }),
  ],
  { error: "Unknown image action." },
);

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(await request.formData(), actionSchema);
  if (!parsed.ok) {
    const { title } = ERROR_MESSAGES.invalidRequest;
    return data({ ok: false as const, title, message: parsed.message, fieldErrors: parsed.fieldErrors }, { status: 400 });
  }
  try {
    if (parsed.data.intent === "delete") {
      await deleteGeneration(getDb(), user.id, parsed.data.id);
      // The card is gone after this, so the toast travels with the redirect.
      const url = new URL(request.url);
      return redirectWithToast(`${url.pathname}${url.search}`, {
        type: "success",
        title: "Image deleted",
        description: "The image and its file were removed.",
      });
    }
    if (parsed.data.intent === "favorite") {
      const favorite = await setFavorite(getDb(), user.id, parsed.data.id, parsed.data.value);
      return { ok: true as const, title: favorite ? "Added to favorites" : "Removed from favorites", message: "", favorite };
    }
    const isPrivate = parsed.data.value;
    const row = await setGenerationPrivacy(getDb(), user.id, parsed.data.id, isPrivate);
    return {
      ok: true as const,
      title: isPrivate ? "Image is now private" : "Image is now public",
      message: isPrivate ? "Only you can see it." : "It can now appear in the public gallery.",
      image: toView(row),
    };
  } catch (error) {
    if (isAppError(error)) return data({ ok: false as const, title: error.title, message: error.message }, { status: error.status });
    logger.error({ err: error }, "image action failed");
    return data({ ok: false as const, title: "Something went wrong", message: "Please try again." }, { status: 500 });
  }
}

export default function MyImages() {
  const loaded = useLoaderData<typeof loader>();
  const { ok, query, models, total } = loaded;
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
          <LibraryFilters query={query} models={models} />
          {loaded.items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center" data-testid="my-images-empty">
              <p className="font-medium">No images match.</p>
              <Button asChild variant="outline">
                <Link to={urls.myImages()}>Clear filters</Link>
              </Button>
            </div>
          ) : (
            // A new address (filters, a delete) starts the list again; an action's answer keeps the pages loaded.
            <ImageGrid key={location.key} first={loaded} />
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
