import ImagePlus from "lucide-react/icons/image-plus";
import Images from "lucide-react/icons/images";
import X from "lucide-react/icons/x";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { GenerationView } from "../generation-options";

export type SourceChoice = { kind: "generation"; id: string; previewUrl: string } | { kind: "upload"; file: File; previewUrl: string };

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = ["image/png", "image/jpeg", "image/webp"];

/** Edit mode: one of the user's images, or an uploaded picture, as the source. */
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
          <Button
            type="button"
            size="icon"
            variant="secondary"
            className="absolute -top-2 -right-2 size-7 rounded-full"
            aria-label="Remove source image"
            onClick={() => onChange(null)}
          >
            <X />
          </Button>
        </div>
      ) : (
        <p className="text-muted-foreground text-xs">Pick one of your images, or upload one, to transform it.</p>
      )}
      <div className="flex gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
          <Images aria-hidden="true" /> My images
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => fileRef.current?.click()}>
          <ImagePlus aria-hidden="true" /> Upload
        </Button>
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
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Choose a source image</DialogTitle>
            <DialogDescription>The picture you pick is transformed by your prompt.</DialogDescription>
          </DialogHeader>
          {images.length === 0 ? (
            <p className="text-muted-foreground py-6 text-center text-sm">You have no images yet. Generate one first, or upload a picture.</p>
          ) : (
            <ul className="grid max-h-[60vh] grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4">
              {images.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    className="focus-visible:ring-ring block w-full overflow-hidden rounded-md border focus-visible:ring-2 focus-visible:outline-none"
                    onClick={() => {
                      onChange({ kind: "generation", id: image.id, previewUrl: image.thumbUrl ?? image.imageUrl ?? "" });
                      setOpen(false);
                    }}
                  >
                    <img
                      src={image.thumbUrl ?? image.imageUrl ?? ""}
                      alt={image.prompt}
                      loading="lazy"
                      className="aspect-square w-full object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
