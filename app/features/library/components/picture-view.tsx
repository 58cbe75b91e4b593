import ZoomIn from "lucide-react/icons/zoom-in";
import ZoomOut from "lucide-react/icons/zoom-out";
import { useState, type ReactNode, type RefObject } from "react";
import { Badge } from "~/components/ui/badge";
import { formatDayTime } from "~/utils/dates";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { aspectRatioLabel, creativeSettingRows, modeLabel, modelLabel, type GenerationView } from "~/features/generation/generation-options";

// One picture, full size, with every setting it was made with and the actions
// the caller offers, in order (My Images passes Favorite, Add to collection,
// Reuse, Variations, Upscale 2×, Download, Delete; a screen adds one by adding
// an entry to the list).

const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

/** One action of the picture view's actions row; `id` keys it (and lets a screen find or replace one). */
export type PictureViewAction = { id: string; element: ReactNode };

export function PictureView({
  picture,
  open,
  onOpenChange,
  actions,
  returnFocusTo,
}: {
  picture: GenerationView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Buttons and links shown under the settings, in order. */
  actions: PictureViewAction[];
  /** What gets the focus back when the view closes (the card that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const [step, setStep] = useState(0);
  const zoom = ZOOM_STEPS[step];
  const src = picture.imageUrl ?? picture.thumbUrl;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setStep(0);
        onOpenChange(next);
      }}
    >
      <DialogContent
        className="max-h-[calc(100dvh-1rem)] w-full gap-0 overflow-y-auto p-0 sm:max-w-5xl lg:grid lg:grid-cols-[minmax(0,1fr)_20rem]"
        data-testid="picture-view"
        onCloseAutoFocus={(event) => {
          // Opened from a card, not from a Dialog trigger: send the focus back to that card.
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <div className="bg-muted relative flex min-h-0 flex-col">
          <div className="max-h-[60dvh] overflow-auto lg:max-h-[calc(100dvh-1rem)]" data-testid="picture-zoom-area">
            {src ? (
              <img
                src={src}
                alt={picture.prompt}
                width={picture.width ?? undefined}
                height={picture.height ?? undefined}
                style={{ width: `${zoom * 100}%`, maxWidth: "none" }}
                className="mx-auto block h-auto"
              />
            ) : null}
          </div>
          <div className="bg-background/90 absolute bottom-2 left-2 flex items-center gap-1 rounded-md border p-1 shadow-sm">
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label="Zoom out"
              disabled={step === 0}
              onClick={() => setStep((s) => Math.max(0, s - 1))}
            >
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
              onClick={() => setStep((s) => Math.min(ZOOM_STEPS.length - 1, s + 1))}
            >
              <ZoomIn aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-4 p-5">
          <div className="pr-8">
            <DialogTitle className="text-base leading-snug">Picture</DialogTitle>
            <DialogDescription className="text-foreground mt-2 text-sm break-words whitespace-pre-wrap">{picture.prompt}</DialogDescription>
          </div>
          <PictureSettings picture={picture} />
          <ul className="flex flex-wrap gap-2 border-t pt-4" data-testid="picture-actions" aria-label="Picture actions">
            {actions.map((action) => (
              <li key={action.id} className="contents">
                {action.element}
              </li>
            ))}
          </ul>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Every setting a picture was made with, as a definition list. */
export function PictureSettings({ picture }: { picture: GenerationView }) {
  const rows: [string, ReactNode][] = [
    ["Model", `${modelLabel(picture.model)}${picture.engineLabel ? ` · ${picture.engineLabel}` : ""}`],
    ["Mode", modeLabel(picture.mode)],
    ["Aspect ratio", aspectRatioLabel(picture.aspectRatio)],
    ["Size", picture.width && picture.height ? `${picture.width} × ${picture.height}` : "—"],
    ["Seed", <span className="font-mono">{picture.seed}</span>],
    ["Created", <time dateTime={picture.createdAt}>{formatDayTime(picture.createdAt)}</time>],
    ["Visibility", picture.private ? "Private" : "Public"],
  ];
  rows.splice(2, 0, ...creativeSettingRows(picture.options));
  if (picture.negativePrompt) rows.unshift(["Excluded", <span className="break-words">{picture.negativePrompt}</span>]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm" data-testid="picture-settings">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {picture.isNsfw ? (
        <div className="contents">
          <dt className="text-muted-foreground">Content</dt>
          <dd>
            <Badge variant="outline">NSFW</Badge>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
