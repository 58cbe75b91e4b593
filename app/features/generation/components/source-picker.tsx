import ImagePlus from "lucide-react/icons/image-plus";
import Images from "lucide-react/icons/images";
import X from "lucide-react/icons/x";
import { useId, useRef, useState } from "react";
import { PlainButton } from "~/components/ui/plain-button";
import { deferredComponent } from "~/utils/deferred-component";
import type { GenerationView } from "../generation-options";
import type { SourceChoice } from "./source-choice";

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = ["image/png", "image/jpeg", "image/webp"];

/** Edit mode: one of the user's images, or an uploaded picture, as the source. */
// The dialog (Radix Dialog and its focus and scroll locks) loads on its first open (docs/decisions/021).
const pickerDialog = deferredComponent(() => import("./source-picker-dialog").then((m) => m.SourcePickerDialog));

/** Fetches the dialog ahead of a click; a failed fetch is tried again on open. */
const preloadPicker = () => void pickerDialog.preload().catch(() => undefined);

export function SourcePicker({
  value,
  onChange,
  images,
}: {
  value: SourceChoice | null;
  onChange: (value: SourceChoice | null) => void;
  images: GenerationView[];
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPT.includes(file.type)) return setError("File type must be image/png, image/jpeg or image/webp");
    if (file.size > MAX_BYTES) return setError(`File is larger than ${MAX_BYTES} bytes`);
    setError(null);
    onChange({ kind: "upload", file, previewUrl: URL.createObjectURL(file) });
  };

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Source image</p>
      {value ? (
        <div className="relative w-fit">
          <img src={value.previewUrl} alt="Selected source" className="h-24 w-24 rounded-md border object-cover" />
          <PlainButton
            type="button"
            size="icon"
            variant="secondary"
            className="absolute -top-2 -right-2 size-7 rounded-full"
            aria-label="Remove source image"
            onClick={() => onChange(null)}
          >
            <X />
          </PlainButton>
        </div>
      ) : (
        <p className="text-muted-foreground text-xs">Pick one of your images, or upload one, to transform it.</p>
      )}
      <div className="flex gap-2">
        <PlainButton type="button" size="sm" variant="outline" onClick={() => setOpen(true)} onPointerEnter={preloadPicker} onFocus={preloadPicker}>
          <Images aria-hidden="true" /> My images
        </PlainButton>
        <PlainButton type="button" size="sm" variant="outline" onClick={() => fileRef.current?.click()}>
          <ImagePlus aria-hidden="true" /> Upload
        </PlainButton>
        <input
          ref={fileRef}
          type="file"
          accept={ACCEPT.join(",")}
          className="sr-only"
          aria-label="Upload a source image"
          aria-describedby={error ? errorId : undefined}
          tabIndex={-1}
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
      <pickerDialog.Loaded wanted={open} open={open} onOpenChange={setOpen} images={images} onPick={onChange} />
    </div>
  );
}
