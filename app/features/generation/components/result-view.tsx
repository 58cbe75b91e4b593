import Download from "lucide-react/icons/download";
import RefreshCw from "lucide-react/icons/refresh-cw";
import X from "lucide-react/icons/x";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { PlainButton } from "~/components/ui/plain-button";
import { aspectRatioLabel, modelLabel, type GenerationView } from "../generation-options";
import type { QueueView } from "../queue-state";
import { urls } from "~/utils/urls";
import { GenerationProgress } from "./generation-progress";
import { QueueStatus } from "./queue-status";

/** The finished picture with Regenerate, Download and discard (SPEC section 2). */
export function ResultView({
  generation,
  onRegenerate,
  onDiscard,
  regenerateDisabled,
  actions = null,
  onEnlarge,
}: {
  generation: GenerationView;
  onRegenerate: () => void;
  onDiscard: () => void;
  regenerateDisabled: boolean;
  /** More actions on the picture ('Variations', 'Upscale 2×', 'Edit'). */
  actions?: ReactNode;
  /** Click on the picture: the enlarged view. */
  onEnlarge?: () => void;
}) {
  return (
    <figure className="bg-card relative mx-auto w-full max-w-3xl overflow-hidden rounded-xl border" data-testid="result-view">
      <PlainButton
        type="button"
        size="icon"
        variant="secondary"
        className="absolute top-3 right-3 z-10 rounded-full bg-black/60 hover:bg-black/80"
        aria-label="Discard image"
        onClick={onDiscard}
      >
        <X />
      </PlainButton>
      <EnlargeButton onEnlarge={onEnlarge} className="flex w-full items-center justify-center bg-black/40">
        <img
          src={generation.imageUrl ?? ""}
          alt={generation.prompt}
          width={generation.width ?? undefined}
          height={generation.height ?? undefined}
          className="max-h-[70vh] w-auto max-w-full object-contain"
          data-testid="result-image"
        />
      </EnlargeButton>
      <figcaption className="space-y-3 p-4">
        <p className="line-clamp-3 text-sm">{generation.prompt}</p>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{modelLabel(generation.model)}</Badge>
          {generation.engineLabel ? <Badge variant="outline">{generation.engineLabel}</Badge> : null}
          <Badge variant="outline">{aspectRatioLabel(generation.aspectRatio)}</Badge>
          {generation.private ? <Badge variant="outline">Private</Badge> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <PlainButton type="button" variant="outline" onClick={onRegenerate} disabled={regenerateDisabled}>
            <RefreshCw aria-hidden="true" /> Regenerate
          </PlainButton>
          {generation.downloadUrl ? (
            <a data-slot="button" className={buttonVariants()} href={generation.downloadUrl} download>
              <Download aria-hidden="true" /> Download
            </a>
          ) : null}
        </div>
        {actions}
      </figcaption>
    </figure>
  );
}

/** The picture as a button opening the enlarged view (a plain frame when there is none). */
function EnlargeButton({ onEnlarge, className, children }: { onEnlarge?: () => void; className: string; children: ReactNode }) {
  if (!onEnlarge) return <div className={className}>{children}</div>;
  return (
    <button
      type="button"
      onClick={onEnlarge}
      aria-label="Enlarge image"
      className={`${className} focus-visible:ring-ring cursor-zoom-in focus-visible:ring-2 focus-visible:outline-none focus-visible:ring-inset`}
      data-testid="enlarge-image"
    >
      {children}
    </button>
  );
}

/** The pictures of one request for several: each with its own download, all of them as one zip. */
export function BatchResultView({
  generations,
  onRegenerate,
  onDiscard,
  regenerateDisabled,
  onEnlarge,
}: {
  generations: GenerationView[];
  onRegenerate: () => void;
  onDiscard: () => void;
  regenerateDisabled: boolean;
  /** Click on a picture: the enlarged view (with that picture's actions). */
  onEnlarge?: (generation: GenerationView) => void;
}) {
  const [first] = generations;
  return (
    <section className="bg-card relative mx-auto w-full max-w-4xl rounded-xl border p-4" aria-label="Generated images" data-testid="batch-result">
      <div className="mb-3 flex items-start justify-between gap-3">
        <p className="line-clamp-2 text-sm">{first.prompt}</p>
        <PlainButton type="button" size="icon" variant="secondary" className="shrink-0 rounded-full" aria-label="Discard images" onClick={onDiscard}>
          <X />
        </PlainButton>
      </div>
      <ul className="grid grid-cols-2 gap-3">
        {generations.map((generation, index) => (
          <li key={generation.id} className="grid gap-2">
            <EnlargeButton onEnlarge={onEnlarge && (() => onEnlarge(generation))} className="block w-full">
              <img
                src={generation.thumbUrl ?? generation.imageUrl ?? ""}
                alt={`${generation.prompt} (image ${index + 1}, seed ${generation.seed})`}
                width={generation.width ?? undefined}
                height={generation.height ?? undefined}
                className="w-full rounded-lg bg-black/40 object-contain"
                data-testid="batch-image"
              />
            </EnlargeButton>
            {generation.downloadUrl ? (
              <a
                data-slot="button"
                className={buttonVariants({ variant: "outline", size: "sm" })}
                href={generation.downloadUrl}
                download
                aria-label={`Download image ${index + 1}`}
              >
                <Download aria-hidden="true" /> Image {index + 1}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Badge variant="secondary">{modelLabel(first.model)}</Badge>
        <Badge variant="outline">{aspectRatioLabel(first.aspectRatio)}</Badge>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <PlainButton type="button" variant="outline" onClick={onRegenerate} disabled={regenerateDisabled}>
          <RefreshCw aria-hidden="true" /> Regenerate
        </PlainButton>
        {/* A plain form post: the browser saves the streamed zip itself. */}
        <form method="post" action={urls.apiImagesZip()}>
          {generations.map((generation) => (
            <input key={generation.id} type="hidden" name="ids" value={generation.id} />
          ))}
          <PlainButton type="submit">
            <Download aria-hidden="true" /> Download all (zip)
          </PlainButton>
        </form>
      </div>
    </section>
  );
}

/** Shown while a picture is being made, with its place in the queue when known. */
export function GeneratingPlaceholder({ aspectRatio, queue = null }: { aspectRatio: string; queue?: QueueView | null }) {
  const [w, h] = aspectRatio.split(":").map(Number);
  const progress = queue?.state === "running" ? (queue.progress ?? null) : null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="from-primary/20 via-muted to-primary/10 relative mx-auto flex w-full max-w-xl items-center justify-center overflow-hidden rounded-xl border bg-gradient-to-br"
      style={{ aspectRatio: `${w || 1} / ${h || 1}`, maxHeight: "65vh" }}
      data-testid="generating-placeholder"
    >
      {progress?.preview ? (
        <img src={progress.preview} alt="" aria-hidden="true" className="absolute inset-0 size-full scale-110 object-cover opacity-60 blur-md" />
      ) : null}
      <div className="absolute inset-0 animate-pulse bg-white/5" aria-hidden="true" />
      <div className="relative flex w-full flex-col items-center gap-4 px-6 text-center">
        <span className="border-primary size-10 animate-spin rounded-full border-4 border-t-transparent" aria-hidden="true" />
        <p className="text-lg font-medium">Generating something uncensored and magical...</p>
        <QueueStatus queue={queue} />
        {progress ? <GenerationProgress progress={progress} /> : null}
      </div>
    </div>
  );
}
