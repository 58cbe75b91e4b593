import Eraser from "lucide-react/icons/eraser";
import { useEffect, useId, useRef, type PointerEvent } from "react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { useHydrated } from "~/components/use-hydrated";
import type { MaskDab } from "./mask-png";
import type { MaskState } from "./mask-state";

export type { MaskState } from "./mask-state";

/**
 * The source picture with a canvas over it to paint the area an edit may change (white = repaint), by mouse, pen or
 * touch. The canvas has the picture's own pixels, so what is painted is what is sent.
 */
export function MaskPainter({
  sourceUrl,
  mask,
  onChange,
  disabled,
}: {
  sourceUrl: string;
  mask: MaskState;
  onChange: (update: (mask: MaskState) => MaskState) => void;
  disabled: boolean;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const { size, strokes } = mask;

  // Repaint the canvas from the strokes (after a clear, a new source, or each dab).
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context || !size) return;
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = "rgb(255 255 255)";
    context.strokeStyle = "rgb(255 255 255)";
    context.lineCap = "round";
    context.lineJoin = "round";
    for (const stroke of strokes) {
      const [first] = stroke;
      if (!first) continue;
      context.beginPath();
      context.arc(first.x, first.y, first.radius, 0, Math.PI * 2);
      context.fill();
      context.lineWidth = first.radius * 2;
      context.beginPath();
      context.moveTo(first.x, first.y);
      for (const point of stroke.slice(1)) context.lineTo(point.x, point.y);
      context.stroke();
    }
  }, [size, strokes]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>): MaskDab | null => {
    if (!size) return null;
    const rect = event.currentTarget.getBoundingClientRect();
    const scale = size.width / rect.width;
    const radius = Math.max(1, (Math.max(size.width, size.height) * mask.brush) / 200);
    return { x: (event.clientX - rect.left) * scale, y: (event.clientY - rect.top) * (size.height / rect.height), radius };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const point = pointAt(event);
    if (!point || disabled) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    onChange((current) => ({ ...current, strokes: [...current.strokes, [point]] }));
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const point = pointAt(event);
    if (!point) return;
    onChange((current) => {
      const last = current.strokes.at(-1) ?? [];
      return { ...current, strokes: [...current.strokes.slice(0, -1), [...last, point]] };
    });
  };
  const stop = () => {
    drawing.current = false;
  };

  const painted = strokes.some((stroke) => stroke.length > 0);
  return (
    <div className="space-y-3">
      <div className="relative mx-auto w-fit max-w-full overflow-hidden rounded-lg border bg-black/40">
        <img
          src={sourceUrl}
          alt="Source to edit"
          className="block max-h-[55vh] w-auto max-w-full select-none"
          draggable={false}
          onLoad={(event) => {
            const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
            onChange((current) =>
              current.size?.width === width && current.size.height === height ? current : { ...current, size: { width, height }, strokes: [] },
            );
          }}
          data-testid="edit-source"
        />
        <canvas
          ref={canvasRef}
          width={size?.width ?? 1}
          height={size?.height ?? 1}
          aria-label="Paint the area to change"
          className="absolute inset-0 size-full cursor-crosshair touch-none opacity-50"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={stop}
          onPointerCancel={stop}
          data-testid="mask-canvas"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Label htmlFor={`${id}-brush`} className="shrink-0">
          Brush size
        </Label>
        <input
          id={`${id}-brush`}
          type="range"
          min={2}
          max={30}
          step={1}
          value={mask.brush}
          disabled={!hydrated}
          onChange={(event) => onChange((current) => ({ ...current, brush: Number(event.target.value) }))}
          className="accent-primary min-w-0 flex-1"
        />
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={!hydrated || !painted}
          onClick={() => onChange((current) => ({ ...current, strokes: [] }))}
        >
          <Eraser aria-hidden="true" /> Clear mask
        </Button>
      </div>
      <p className="text-muted-foreground text-xs" data-testid="mask-hint">
        {painted ? "Only the painted area will change." : "Paint over the area to change, or leave it unpainted to change the whole picture."}
      </p>
    </div>
  );
}
