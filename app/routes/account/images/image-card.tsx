import { formatDay } from "~/utils/dates";
import Download from "lucide-react/icons/download";
import FolderPlus from "lucide-react/icons/folder-plus";
import Heart from "lucide-react/icons/heart";
import ImageOff from "lucide-react/icons/image-off";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Trash2 from "lucide-react/icons/trash";
import { useId, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher, type FetcherWithComponents } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { useFetcherToast, type FetcherToast } from "~/components/use-fetcher-toast";
import { useHydrated } from "~/components/use-hydrated";
import { SelectImageCheckbox } from "~/features/generation/components/image-selection";
import { aspectRatioLabel, modelLabel, type GenerationView, type ModelOption } from "~/features/generation/generation-options";
import { PictureView, type PictureViewAction } from "~/features/library/components/picture-view";
import type { CollectionSummary } from "~/features/library/collections";
import { PublishButton } from "~/features/explore/components/publish-dialog";
import type { LibraryPicture } from "~/features/library/library-query";
import { urls } from "~/utils/urls";
import { AddToCollectionMenu } from "./collections";
import { UpscaleAction, VariationsAction } from "./picture-creative-actions";

/** What the My images action answers a card's fetcher (a delete redirects instead). */
export type ImageActionAnswer = { ok: boolean; title: string; message: string; favorite?: boolean; image?: GenerationView };

function actionToast(answer: ImageActionAnswer): FetcherToast {
  return { variant: answer.ok ? "success" : "error", title: answer.title, description: answer.message };
}

/** A favourite mark needs no toast when it works: the heart says it. */
function favoriteToast(answer: ImageActionAnswer): FetcherToast | null {
  return answer.ok ? null : actionToast(answer);
}

export const ZIP_FORM_ID = "my-images-zip";

/** Label text beside an icon from the sm breakpoint; below it (two columns at 390 px) the icon alone, still named. */
function ButtonText({ children }: { children: ReactNode }) {
  return <span className="sr-only sm:not-sr-only">{children}</span>;
}

export function ImageCard({
  image: loaded,
  selected,
  onSelect,
  collections,
  offeredModels,
}: {
  image: LibraryPicture;
  selected: boolean;
  onSelect: (on: boolean) => void;
  collections: CollectionSummary[];
  offeredModels: ModelOption[];
}) {
  const id = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const privacy = useFetcher<ImageActionAnswer>();
  // A Radix switch is a button with no state in the page: until hydrated, a click on it would do nothing.
  const hydrated = useHydrated();
  const remover = useFetcher<ImageActionAnswer>();
  const favoriter = useFetcher<ImageActionAnswer>();
  const [viewOpen, setViewOpen] = useState(false);
  useFetcherToast(privacy, actionToast);
  useFetcherToast(remover, actionToast);
  useFetcherToast(favoriter, favoriteToast);
  // A page loaded with "Load more" is not read again after an action: the answers carry the new state.
  const image = privacy.data?.ok && privacy.data.image ? privacy.data.image : loaded;
  const optimisticPrivate = privacy.formData ? privacy.formData.get("value") === "true" : image.private;
  const favorite = favoriter.formData
    ? favoriter.formData.get("value") === "true"
    : favoriter.data?.ok && favoriter.data.favorite !== undefined
      ? favoriter.data.favorite
      : loaded.favorite;
  const deleting = remover.state !== "idle";
  const current = { ...image, private: optimisticPrivate };

  // The picture view's actions row, in order: another screen or feature adds one by adding an entry.
  const actions: PictureViewAction[] = [
    { id: "favorite", element: <FavoriteButton fetcher={favoriter} id={image.id} favorite={favorite} /> },
    {
      id: "collection",
      element: (
        <AddToCollectionMenu
          pictureId={image.id}
          collectionIds={loaded.collectionIds}
          collections={collections}
          trigger={
            <Button type="button" size="sm" variant="outline">
              <FolderPlus aria-hidden="true" /> Add to collection
            </Button>
          }
        />
      ),
    },
    {
      id: "reuse",
      element: (
        <Button asChild size="sm" variant="outline">
          <Link to={urls.workspaceReuse(image.id)}>
            <RotateCcw aria-hidden="true" /> Reuse
          </Link>
        </Button>
      ),
    },
    { id: "variations", element: <VariationsAction picture={current} models={offeredModels} /> },
    { id: "upscale", element: <UpscaleAction picture={current} models={offeredModels} /> },
    ...(image.downloadUrl
      ? [
          {
            id: "download",
            element: (
              <Button asChild size="sm" variant="outline">
                <a href={image.downloadUrl} download>
                  <Download aria-hidden="true" /> Download
                </a>
              </Button>
            ),
          },
        ]
      : []),
    { id: "publish", element: <PublishButton pictureId={image.id} isPrivate={optimisticPrivate} /> },
    { id: "delete", element: <DeleteButton fetcher={remover} id={image.id} showText /> },
  ];

  return (
    <li className="bg-card relative flex min-w-0 flex-col overflow-hidden rounded-xl border" aria-busy={deleting} data-testid="my-image">
      <button
        ref={opener}
        type="button"
        onClick={() => setViewOpen(true)}
        className="focus-visible:ring-ring block cursor-zoom-in focus-visible:ring-2 focus-visible:outline-none"
        aria-label={`View picture: ${image.prompt.slice(0, 80)}`}
      >
        <img
          src={image.thumbUrl ?? image.imageUrl ?? ""}
          alt={image.prompt}
          loading="lazy"
          decoding="async"
          className="bg-muted aspect-square w-full object-cover"
        />
      </button>
      <SelectImageCheckbox formId={ZIP_FORM_ID} id={image.id} prompt={image.prompt} checked={selected} onChange={onSelect} />
      <div className="flex flex-1 flex-col gap-2 p-2.5 sm:gap-3 sm:p-4">
        <p className="line-clamp-2 text-xs sm:line-clamp-3 sm:text-sm" title={image.prompt}>
          {image.prompt}
        </p>
        <dl className="text-muted-foreground hidden grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs sm:grid">
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
            <time dateTime={image.createdAt}>{formatDay(image.createdAt)}</time>
          </dd>
        </dl>
        {image.isNsfw || image.mode === "edit" ? (
          <div className="flex items-center gap-2">
            {image.isNsfw ? <Badge variant="outline">NSFW</Badge> : null}
            {image.mode === "edit" ? <Badge variant="outline">Edit</Badge> : null}
          </div>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 border-t pt-2 sm:pt-3">
          <Label htmlFor={`${id}-private`} className="text-xs font-normal sm:text-sm">
            Private
          </Label>
          <Switch
            id={`${id}-private`}
            checked={optimisticPrivate}
            disabled={!hydrated || privacy.state !== "idle" || deleting}
            onCheckedChange={(value) => privacy.submit({ intent: "private", id: image.id, value: String(value) }, { method: "post" })}
          />
        </div>
        {/* Five icon buttons on one row in a 390 px screen's half column (each an equal share); labelled from sm. */}
        <div className="grid grid-cols-5 gap-1 sm:flex sm:flex-wrap sm:gap-2 [&>*]:min-w-0 [&>*]:px-0 sm:[&>*]:px-3" data-testid="card-actions">
          <FavoriteButton fetcher={favoriter} id={image.id} favorite={favorite} />
          <AddToCollectionMenu
            pictureId={image.id}
            collectionIds={loaded.collectionIds}
            collections={collections}
            trigger={
              <Button type="button" size="sm" variant="outline" aria-label="Add to collection" title="Add to collection">
                <FolderPlus aria-hidden="true" />
              </Button>
            }
          />
          <Button asChild size="sm" variant="outline">
            <Link to={urls.workspaceReuse(image.id)}>
              <RotateCcw aria-hidden="true" /> <ButtonText>Reuse</ButtonText>
            </Link>
          </Button>
          {image.downloadUrl ? (
            <Button asChild size="sm" variant="outline">
              <a href={image.downloadUrl} download>
                <Download aria-hidden="true" /> <ButtonText>Download</ButtonText>
              </a>
            </Button>
          ) : null}
          <DeleteButton fetcher={remover} id={image.id} />
        </div>
      </div>
      <PictureView picture={current} open={viewOpen} onOpenChange={setViewOpen} actions={actions} returnFocusTo={opener} />
    </li>
  );
}

function FavoriteButton({ fetcher, id, favorite }: { fetcher: FetcherWithComponents<ImageActionAnswer>; id: string; favorite: boolean }) {
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-pressed={favorite}
      aria-label="Favorite"
      title={favorite ? "Remove from favorites" : "Add to favorites"}
      onClick={() => fetcher.submit({ intent: "favorite", id, value: String(!favorite) }, { method: "post" })}
    >
      <Heart aria-hidden="true" className={favorite ? "fill-red-500 text-red-500" : undefined} />
    </Button>
  );
}

function DeleteButton({ fetcher, id, showText = false }: { fetcher: FetcherWithComponents<ImageActionAnswer>; id: string; showText?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline" className="text-destructive" disabled={fetcher.state !== "idle"}>
          <Trash2 aria-hidden="true" /> {showText ? "Delete" : <ButtonText>Delete</ButtonText>}
        </Button>
      }
      title="Delete this image?"
      description="The image and its file are removed for good. This cannot be undone."
      confirmLabel="Delete"
      destructive
      onConfirm={() => {
        setOpen(false);
        fetcher.submit({ intent: "delete", id }, { method: "post" });
      }}
    />
  );
}

export function LoadError() {
  return (
    <div role="alert" className="border-destructive/40 bg-destructive/10 flex flex-col items-center gap-2 rounded-xl border p-8 text-center">
      <ImageOff className="text-destructive size-8" aria-hidden="true" />
      <p className="font-medium">Error loading images</p>
      <p className="text-muted-foreground text-sm">Please try again later.</p>
    </div>
  );
}
