import Download from "lucide-react/icons/download";
import ZoomIn from "lucide-react/icons/zoom-in";
import ZoomOut from "lucide-react/icons/zoom-out";
import { useState, type WheelEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { aspectRatioLabel, creativeSettingRows, modeLabel, modelLabel, type GenerationView, type ModelOption } from "../../generation-options";
import { ResultActions, type CreativeActionHandlers } from "./result-actions";

const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

/** Every setting a result was made with, as label and value. */
function settingRows(picture: GenerationView): [string, string][] {
  return [
    ["Model", `${modelLabel(picture.model)}${picture.engineLabel ? ` · ${picture.engineLabel}` : ""}`],
    ["Mode", modeLabel(picture.mode)],
    ...creativeSettingRows(picture.options),
    ["Aspect ratio", aspectRatioLabel(picture.aspectRatio)],
    ["Size", picture.width && picture.height ? `${picture.width} × ${picture.height}` : "—"],
    ["Seed", String(picture.seed)],
    ...(picture.negativePrompt ? ([["Excluded", picture.negativePrompt]] as [string, string][]) : []),
    ["Visibility", picture.private ? "Private" : "Public"],
  ];
}

/**
 * A result full size in the site's dialog (Escape closes, focus stays inside): zoom by the buttons, the keyboard
 * (+ and −) or the mouse wheel, its settings, and the creative actions.
 */
export function EnlargedView({
  picture,
  onClose,
  models,
  chosenModel,
  busy,
  handlers,
}: {
  picture: GenerationView;
  onClose: () => void;
  models: ModelOption[];
  chosenModel: string;
  busy: boolean;
  handlers: CreativeActionHandlers;
}) {
  const [step, setStep] = useState(0);
  // The dialog opens without a Radix trigger: focus goes back by hand to what opened it (the picture's button).
  const [opener] = useState(() => (typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null)));
  const close = () => {
    onClose();
    requestAnimationFrame(() => opener?.isConnected && opener.focus());
  };
  const zoom = ZOOM_STEPS[step];
  const zoomBy = (delta: number) => setStep((s) => Math.min(ZOOM_STEPS.length - 1, Math.max(0, s + delta)));
  const onWheel = (event: WheelEvent) => {
    if (!event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    zoomBy(event.deltaY < 0 ? 1 : -1);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        className="max-h-[calc(100dvh-1rem)] w-full gap-0 overflow-y-auto p-0 sm:max-w-5xl lg:grid lg:grid-cols-[minmax(0,1fr)_20rem]"
        data-testid="enlarged-view"
        onKeyDown={(event) => {
          if (event.key === "+" || event.key === "=") zoomBy(1);
          if (event.key === "-") zoomBy(-1);
        }}
      >
        <div className="bg-muted relative flex min-h-0 flex-col">
          <div className="max-h-[60dvh] overflow-auto lg:max-h-[calc(100dvh-1rem)]" onWheel={onWheel} data-testid="enlarged-zoom-area">
            <img
              src={picture.imageUrl ?? picture.thumbUrl ?? ""}
              alt={picture.prompt}
              width={picture.width ?? undefined}
              height={picture.height ?? undefined}
              style={{ width: `${zoom * 100}%`, maxWidth: "none" }}
              className="mx-auto block h-auto cursor-zoom-in"
              onDoubleClick={() => setStep((s) => (s === 0 ? 2 : 0))}
              data-testid="enlarged-image"
            />
          </div>
          <div className="bg-background/90 absolute bottom-2 left-2 flex items-center gap-1 rounded-md border p-1 shadow-sm">
            <Button type="button" size="icon" variant="ghost" aria-label="Zoom out" disabled={step === 0} onClick={() => zoomBy(-1)}>
              <ZoomOut aria-hidden="true" />
            </Button>
            <output className="w-12 text-center text-xs tabular-nums" aria-live="polite" aria-label="Zoom">
              {Math.round(zoom * 100)}%
            </output>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label="Zoom in"
              disabled={step === ZOOM_STEPS.length - 1}
              onClick={() => zoomBy(1)}
            >
              <ZoomIn aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-4 p-5">
          <div className="pr-8">
            <DialogTitle className="text-base leading-snug">Image details</DialogTitle>
            <DialogDescription className="text-foreground mt-2 text-sm break-words whitespace-pre-wrap">{picture.prompt}</DialogDescription>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm" data-testid="enlarged-settings">
            {settingRows(picture).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col gap-2 border-t pt-4">
            <ResultActions generation={picture} models={models} chosenModel={chosenModel} busy={busy} handlers={handlers} />
            {picture.downloadUrl ? (
              <Button asChild variant="secondary" className="self-start">
                <a href={picture.downloadUrl} download>
                  <Download aria-hidden="true" /> Download
                </a>
              </Button>
            ) : null}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
