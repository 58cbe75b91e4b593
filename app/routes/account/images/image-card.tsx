import { formatDay } from "~/utils/dates";
import Download from "lucide-react/icons/download";
import ImageOff from "lucide-react/icons/image-off";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Trash2 from "lucide-react/icons/trash";
import { useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { useFetcherToast, type FetcherToast } from "~/components/use-fetcher-toast";
import { SelectImageCheckbox } from "~/features/generation/components/image-selection";
import { aspectRatioLabel, modelLabel, type GenerationView } from "~/features/generation/generation-options";
import { urls } from "~/utils/urls";

/** What the My images action answers a card's fetcher (a delete redirects instead). */
type ImageActionAnswer = { ok: boolean; title: string; message: string };

function actionToast(answer: ImageActionAnswer): FetcherToast {
  return { variant: answer.ok ? "success" : "error", title: answer.title, description: answer.message };
}

export const ZIP_FORM_ID = "my-images-zip";

export function ImageCard({ image, selected, onSelect }: { image: GenerationView; selected: boolean; onSelect: (on: boolean) => void }) {
  const id = useId();
  const privacy = useFetcher<ImageActionAnswer>();
  const remover = useFetcher<ImageActionAnswer>();
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
            <time dateTime={image.createdAt}>{formatDay(image.createdAt)}</time>
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

export function LoadError() {
  return (
    <div role="alert" className="border-destructive/40 bg-destructive/10 flex flex-col items-center gap-2 rounded-xl border p-8 text-center">
      <ImageOff className="text-destructive size-8" aria-hidden="true" />
      <p className="font-medium">Error loading images</p>
      <p className="text-muted-foreground text-sm">Please try again later.</p>
    </div>
  );
}
