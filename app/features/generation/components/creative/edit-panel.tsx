import X from "lucide-react/icons/x";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { useHydrated } from "~/components/use-hydrated";
import { aspectRatioLabel, STRENGTH_MAX, STRENGTH_MIN } from "../../generation-options";
import { MaskPainter, type MaskState } from "./mask-painter";

/** Edit mode over the chosen source picture: 'Strength', the mask brush, and the shape the edit keeps. */
export function EditPanel({
  sourceUrl,
  aspectRatio,
  strength,
  onStrengthChange,
  mask,
  onMaskChange,
  onLeave,
  busy,
  supportsMask,
}: {
  sourceUrl: string;
  aspectRatio: string;
  strength: number;
  onStrengthChange: (strength: number) => void;
  mask: MaskState;
  onMaskChange: (update: (mask: MaskState) => MaskState) => void;
  onLeave: () => void;
  busy: boolean;
  /** The chosen model takes a mask: else the brush is not offered. */
  supportsMask: boolean;
}) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="bg-card mx-auto mb-6 w-full max-w-3xl space-y-4 rounded-xl border p-4"
      data-testid="edit-panel"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Edit image
          </h2>
          <p className="text-muted-foreground text-sm" data-testid="edit-aspect-ratio">
            Aspect ratio: {aspectRatioLabel(aspectRatio)} (kept from the source image)
          </p>
        </div>
        <Button type="button" size="icon" variant="ghost" aria-label="Leave edit mode" onClick={onLeave} disabled={!hydrated}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {supportsMask ? (
        <MaskPainter sourceUrl={sourceUrl} mask={mask} onChange={onMaskChange} disabled={busy || !hydrated} />
      ) : (
        <img src={sourceUrl} alt="Source to edit" className="mx-auto block max-h-[55vh] w-auto max-w-full rounded-lg" />
      )}
      <div className="space-y-1">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={`${id}-strength`}>Strength</Label>
          <output htmlFor={`${id}-strength`} className="text-sm tabular-nums" data-testid="strength-value">
            {strength.toFixed(2)}
          </output>
        </div>
        <input
          id={`${id}-strength`}
          type="range"
          min={STRENGTH_MIN}
          max={STRENGTH_MAX}
          step={0.05}
          value={strength}
          disabled={!hydrated}
          onChange={(event) => onStrengthChange(Number(event.target.value))}
          className="accent-primary w-full"
        />
        <p className="text-muted-foreground text-xs">Low keeps close to the source; high changes more.</p>
      </div>
    </section>
  );
}
