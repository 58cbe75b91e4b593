import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { GenerationView } from "../generation-options";
import type { SourceChoice } from "./source-choice";

/** Picks one of the user's pictures as the source of an edit. */
export function SourcePickerDialog({
  open,
  onOpenChange,
  images,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: GenerationView[];
  onPick: (choice: SourceChoice) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
                    onPick({ kind: "generation", id: image.id, previewUrl: image.thumbUrl ?? image.imageUrl ?? "" });
                    onOpenChange(false);
                  }}
                >
                  <img src={image.thumbUrl ?? image.imageUrl ?? ""} alt={image.prompt} loading="lazy" className="aspect-square w-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
