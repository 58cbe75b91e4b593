import Download from "lucide-react/icons/download";
import RefreshCw from "lucide-react/icons/refresh-cw";
import X from "lucide-react/icons/x";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { aspectRatioLabel, modelLabel, type GenerationView } from "../generation-options";
import type { QueueView } from "../queue-state";
import { GenerationProgress } from "./generation-progress";
import { QueueStatus } from "./queue-status";

/** The finished picture with Regenerate, Download and discard (SPEC section 2). */
export function ResultView({
  generation,
  onRegenerate,
  onDiscard,
  regenerateDisabled,
}: {
  generation: GenerationView;
  onRegenerate: () => void;
  onDiscard: () => void;
  regenerateDisabled: boolean;
}) {
  return (
    <figure className="bg-card relative mx-auto w-full max-w-3xl overflow-hidden rounded-xl border" data-testid="result-view">
      <Button
        type="button"
        size="icon"
        variant="secondary"
        className="absolute top-3 right-3 z-10 rounded-full bg-black/60 hover:bg-black/80"
        aria-label="Discard image"
        onClick={onDiscard}
      >
        <X />
      </Button>
      <div className="flex items-center justify-center bg-black/40">
        <img
          src={generation.imageUrl ?? ""}
          alt={generation.prompt}
          width={generation.width ?? undefined}
          height={generation.height ?? undefined}
          className="max-h-[70vh] w-auto max-w-full object-contain"
          data-testid="result-image"
        />
      </div>
      <figcaption className="space-y-3 p-4">
        <p className="line-clamp-3 text-sm">{generation.prompt}</p>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{modelLabel(generation.model)}</Badge>
          {generation.engineLabel ? <Badge variant="outline">{generation.engineLabel}</Badge> : null}
          <Badge variant="outline">{aspectRatioLabel(generation.aspectRatio)}</Badge>
          {generation.private ? <Badge variant="outline">Private</Badge> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onRegenerate} disabled={regenerateDisabled}>
            <RefreshCw aria-hidden="true" /> Regenerate
          </Button>
          {generation.downloadUrl ? (
            <Button asChild>
              <a href={generation.downloadUrl} download>
                <Download aria-hidden="true" /> Download
              </a>
            </Button>
          ) : null}
        </div>
      </figcaption>
    </figure>
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
