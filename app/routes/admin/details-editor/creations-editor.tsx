import ImageIcon from "lucide-react/icons/image";
import Images from "lucide-react/icons/images";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { useId, useState } from "react";
import { toast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { PopularCreation } from "~/features/catalog/content-lists";
import { MediaPickerDialog } from "~/features/media/components/media-picker-dialog";
import { newCreation } from "./editor-lists";
import { ImagePreview } from "./image-preview";

type CreationsEditorProps = { creations: PopularCreation[]; onChange: (creations: PopularCreation[]) => void };

/** Square image cards with a title; a new card opens the media picker at once. */
export function CreationsEditor({ creations, onChange }: CreationsEditorProps) {
  const id = useId();
  // The creation (by id) the picker was opened for.
  const [pickingFor, setPickingFor] = useState<string | null>(null);

  const add = () => {
    const creation = newCreation(creations);
    onChange([...creations, creation]);
    setPickingFor(creation.id);
  };
  const update = (creationId: string, patch: Partial<PopularCreation>) =>
    onChange(creations.map((c) => (c.id === creationId ? { ...c, ...patch } : c)));

  return (
    <div className="flex flex-col gap-4">
      {creations.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
          <Images aria-hidden="true" className="text-muted-foreground size-7" />
          <p className="text-sm font-medium">No creations added yet</p>
          <Button type="button" variant="outline" onClick={add}>
            <Plus aria-hidden="true" />
            Add Creation
          </Button>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Creations">
            {creations.map((creation, index) => {
              const n = index + 1;
              return (
                <li key={creation.id} className="bg-background/40 flex flex-col overflow-hidden rounded-lg border">
                  <ImagePreview
                    src={creation.image}
                    alt={creation.title || `Creation ${n}`}
                    className="aspect-square w-full"
                    sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 100vw"
                  />
                  <div className="flex flex-col gap-2 p-3">
                    <label htmlFor={`${id}-${creation.id}`} className="sr-only">
                      Creation {n} title
                    </label>
                    <Input
                      id={`${id}-${creation.id}`}
                      placeholder="Creation title"
                      value={creation.title}
                      maxLength={200}
                      onChange={(e) => update(creation.id, { title: e.target.value })}
                    />
                    <div className="flex gap-2">
                      <Button
                        type="button"
                        variant="secondary"
                        size="sm"
                        className="flex-1"
                        aria-label={`${creation.image ? "Change" : "Select"} image for creation ${n}`}
                        onClick={() => setPickingFor(creation.id)}
                      >
                        <ImageIcon aria-hidden="true" />
                        {creation.image ? "Change Image" : "Select Image"}
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="text-destructive hover:text-destructive"
                        aria-label={`Remove creation ${n}`}
                        onClick={() => onChange(creations.filter((c) => c.id !== creation.id))}
                      >
                        <Trash2 aria-hidden="true" />
                        Remove
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <div>
            <Button type="button" variant="outline" onClick={add}>
              <Plus aria-hidden="true" />
              Add Creation
            </Button>
          </div>
        </>
      )}
      <MediaPickerDialog
        open={pickingFor !== null}
        onOpenChange={(open) => !open && setPickingFor(null)}
        onSelect={([url]) => {
          if (!url || !pickingFor || !creations.some((c) => c.id === pickingFor)) return;
          update(pickingFor, { image: url });
          toast.success("Image selected", { description: "The image has been added to the creation" });
        }}
      />
    </div>
  );
}
