import Sparkles from "lucide-react/icons/sparkles";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { useEffect } from "react";
import { data, Link, useLoaderData } from "react-router";
import { toast } from "~/components/toaster";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { getDb } from "~/db/db.server";
import { ImageSelectionToolbar, useImageSelection } from "~/features/generation/components/image-selection";
import type { GenerationView } from "~/features/generation/generation-options";
import { deleteGeneration, listGenerations, setGenerationPrivacy } from "~/features/generation/my-images.server";
import { requireUser } from "~/features/accounts/auth.server";
import { isAppError } from "~/utils/errors";
import { logger } from "~/utils/logger.server";
import { flag } from "~/utils/strict-input";
import { redirectWithToast } from "~/utils/toast.server";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/images";
import { ImageCard, LoadError, ZIP_FORM_ID } from "./images/image-card";
import { Pager } from "~/components/pager";
import { siteTitle } from "~/features/seo/site-title";

const PRODUCT = "Images";
const PAGE_SIZE = 12;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: siteTitle(matches, `My ${PRODUCT}`) }, { name: "robots", content: "noindex" }];

const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = pageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  try {
    const list = await listGenerations(getDb(), user.id, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
    return { ok: true as const, items: list.items, page, totalPages: Math.max(1, Math.ceil(list.total / PAGE_SIZE)), total: list.total };
  } catch (error) {
    logger.error({ err: error }, "could not list images");
    return { ok: false as const, items: [] as GenerationView[], page, totalPages: 1, total: 0 };
  }
}

const actionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("delete"), id: z.uuid("Unknown image.") }),
    // The Private switch sends "true" or "false".
    z.object({ intent: z.literal("private"), id: z.uuid("Unknown image."), value: flag("Private") }),
  ],
  { error: "Unknown image action." },
);

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data(
      { ok: false as const, title: "Invalid request", message: parsed.error.issues[0]?.message ?? "Unknown image action." },
      { status: 400 },
    );
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
    const isPrivate = parsed.data.value;
    await setGenerationPrivacy(getDb(), user.id, parsed.data.id, isPrivate);
    return {
      ok: true as const,
      title: isPrivate ? "Image is now private" : "Image is now public",
      message: isPrivate ? "Only you can see it." : "It can now appear in the public gallery.",
    };
  } catch (error) {
    if (isAppError(error)) return data({ ok: false as const, title: error.title, message: error.message }, { status: error.status });
    logger.error({ err: error }, "image action failed");
    return data({ ok: false as const, title: "Something went wrong", message: "Please try again." }, { status: 500 });
  }
}

export default function MyImages() {
  const { ok, items, page, totalPages, total } = useLoaderData<typeof loader>();
  const selection = useImageSelection(items.map((image) => image.id));
  useEffect(() => {
    if (!ok) toast.error("Error loading images", { description: "Please try again later." });
  }, [ok]);

  return (
    <section aria-labelledby="my-images-title">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="my-images-title" className="text-2xl font-bold">
            My {PRODUCT}
          </h1>
          <p className="text-muted-foreground mt-1 text-sm">
            {ok ? `${total} ${total === 1 ? "image" : "images"}, newest first.` : "Your generated images."}
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
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <p className="font-medium">No images yet</p>
          <p className="text-muted-foreground text-sm">Images you generate appear here, with their settings.</p>
          <Button asChild>
            <Link to={urls.workspace()}>Open the generator</Link>
          </Button>
        </div>
      ) : (
        <>
          <ImageSelectionToolbar
            formId={ZIP_FORM_ID}
            selected={selection.selected}
            pageCount={items.length}
            onSelectAll={selection.selectAll}
            onClear={selection.clear}
          />
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((image) => (
              <ImageCard key={image.id} image={image} selected={selection.selected.has(image.id)} onSelect={(on) => selection.toggle(image.id, on)} />
            ))}
          </ul>
          <Pager className="mt-8" page={page} totalPages={totalPages} hrefFor={(to) => `${urls.myImages()}?page=${to}`} />
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
