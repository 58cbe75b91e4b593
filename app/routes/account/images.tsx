import { format } from "date-fns";
import Download from "lucide-react/icons/download";
import ImageOff from "lucide-react/icons/image-off";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Sparkles from "lucide-react/icons/sparkles";
import Trash2 from "lucide-react/icons/trash";
import { useEffect, useId, useState } from "react";
import { data, Link, useFetcher, useLoaderData } from "react-router";
import { toast } from "~/components/toaster";
import { useFetcherToast, type FetcherToast } from "~/components/use-fetcher-toast";
import { z } from "zod";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { getDb } from "~/db/db.server";
import { ImageSelectionToolbar, SelectImageCheckbox, useImageSelection } from "~/features/generation/components/image-selection";
import { aspectRatioLabel, modelLabel, type GenerationView } from "~/features/generation/generation-options";
import { deleteGeneration, listGenerations, setGenerationPrivacy } from "~/features/generation/my-images.server";
import { requireUser } from "~/features/accounts/auth.server";
import { isAppError } from "~/utils/errors";
import { logger } from "~/utils/logger.server";
import { flag } from "~/utils/strict-input";
import { redirectWithToast } from "~/utils/toast.server";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/images";
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

function actionToast(answer: { ok: boolean; title: string; message: string }): FetcherToast {
  return { variant: answer.ok ? "success" : "error", title: answer.title, description: answer.message };
}

const ZIP_FORM_ID = "my-images-zip";

function ImageCard({ image, selected, onSelect }: { image: GenerationView; selected: boolean; onSelect: (on: boolean) => void }) {
  const id = useId();
  const privacy = useFetcher<typeof action>();
  const remover = useFetcher<typeof action>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  useFetcherToast(privacy, actionToast);
  useFetcherToast(remover, actionToast);
  const optimisticPrivate = privacy.formData ? privacy.formData.get("value") === "true" : image.private;
  const deleting = remover.state !== "idle";

  return (
    <li className="bg-card relative flex flex-col overflow-hidden rounded-xl border" aria-busy={deleting} data-testid="my-image">
      <a
        href={image.imageUrl ?? "#"}
        target="_blank"
        rel="noreferrer"
        className="focus-visible:ring-ring block focus-visible:ring-2 focus-visible:outline-none"
      >
        <img
          src={image.thumbUrl ?? image.imageUrl ?? ""}
          alt={image.prompt}
          loading="lazy"
          decoding="async"
          className="bg-muted aspect-square w-full object-cover"
        />
      </a>
      <SelectImageCheckbox formId={ZIP_FORM_ID} id={image.id} prompt={image.prompt} checked={selected} onChange={onSelect} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="line-clamp-3 text-sm" title={image.prompt}>
          {image.prompt}
        </p>
        <dl className="text-muted-foreground grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
          {image.negativePrompt ? (
            <>
              <dt>Excluded</dt>
              <dd className="text-foreground line-clamp-2">{image.negativePrompt}</dd>
            </>
          ) : null}
          <dt>Model</dt>
          <dd className="text-foreground">
            {modelLabel(image.model)}
            {image.engineLabel ? ` · ${image.engineLabel}` : ""}
          </dd>
          <dt>Aspect ratio</dt>
          <dd className="text-foreground">{aspectRatioLabel(image.aspectRatio)}</dd>
          <dt>Seed</dt>
          <dd className="text-foreground font-mono">{image.seed}</dd>
          <dt>Created</dt>
          <dd className="text-foreground">
            <time dateTime={image.createdAt}>{format(new Date(image.createdAt), "MMM d, yyyy")}</time>
          </dd>
        </dl>
        <div className="flex items-center gap-2">
          {image.isNsfw ? <Badge variant="outline">NSFW</Badge> : null}
          {image.mode === "edit" ? <Badge variant="outline">Edit</Badge> : null}
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 border-t pt-3">
          <Label htmlFor={`${id}-private`} className="text-sm font-normal">
            Private
          </Label>
          <Switch
            id={`${id}-private`}
            checked={optimisticPrivate}
            disabled={privacy.state !== "idle" || deleting}
            onCheckedChange={(value) => privacy.submit({ intent: "private", id: image.id, value: String(value) }, { method: "post" })}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {image.downloadUrl ? (
            <Button asChild size="sm" variant="outline">
              <a href={image.downloadUrl} download>
                <Download aria-hidden="true" /> Download
              </a>
            </Button>
          ) : null}
          <Button asChild size="sm" variant="outline">
            <Link to={urls.workspaceReuse(image.id)}>
              <RotateCcw aria-hidden="true" /> Reuse
            </Link>
          </Button>
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            trigger={
              <Button size="sm" variant="outline" className="text-destructive" disabled={deleting}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            }
            title="Delete this image?"
            description="The image and its file are removed for good. This cannot be undone."
            confirmLabel="Delete"
            destructive
            onConfirm={() => {
              setConfirmOpen(false);
              remover.submit({ intent: "delete", id: image.id }, { method: "post" });
            }}
          />
        </div>
      </div>
    </li>
  );
}

function LoadError() {
  return (
    <div role="alert" className="border-destructive/40 bg-destructive/10 flex flex-col items-center gap-2 rounded-xl border p-8 text-center">
      <ImageOff className="text-destructive size-8" aria-hidden="true" />
      <p className="font-medium">Error loading images</p>
      <p className="text-muted-foreground text-sm">Please try again later.</p>
    </div>
  );
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

export function ErrorBoundary() {
  return <LoadError />;
}
