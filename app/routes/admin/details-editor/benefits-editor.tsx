import ImageIcon from "lucide-react/icons/image";
import Plus from "lucide-react/icons/plus";
import Sparkles from "lucide-react/icons/sparkles";
import Trash2 from "lucide-react/icons/trash";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { Textarea } from "~/components/ui/textarea";
import { toImagePosition, type Benefit } from "~/features/catalog/content-lists";
import { MediaPickerDialog } from "~/features/media/components/media-picker-dialog";
import { newBenefit, removeItem, replaceItem } from "./editor-lists";
import { ImagePreview } from "./image-preview";

type BenefitsEditorProps = { benefits: Benefit[]; onChange: (benefits: Benefit[]) => void };

/** The 'Why Choose Our App' cards: title, description, image and the side the image sits on. */
export function BenefitsEditor({ benefits, onChange }: BenefitsEditorProps) {
  const id = useId();
  // The benefit the picker was opened for.
  const [pickingFor, setPickingFor] = useState<number | null>(null);
  const add = () => onChange([...benefits, newBenefit()]);

  if (benefits.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
        <Sparkles aria-hidden="true" className="text-muted-foreground size-7" />
        <p className="text-sm font-medium">No benefits added yet</p>
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden="true" />
          Add Your First Benefit
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4" aria-label="Benefits">
        {benefits.map((benefit, index) => {
          const n = index + 1;
          const field = (name: string) => `${id}-${name}-${index}`;
          const update = (patch: Partial<Benefit>) => onChange(replaceItem(benefits, index, patch));
          return (
            <li key={index} className="bg-background/40 rounded-lg border p-4">
              <div className="mb-3 flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold">Benefit {n}</h3>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  aria-label={`Remove benefit ${n}`}
                  onClick={() => onChange(removeItem(benefits, index))}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </div>
              <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_14rem]">
                <div className="flex min-w-0 flex-col gap-3">
                  <div className="grid gap-1.5">
                    <Label htmlFor={field("title")}>Title</Label>
                    <Input id={field("title")} value={benefit.title} maxLength={200} onChange={(e) => update({ title: e.target.value })} />
                  </div>
                  <div className="grid gap-1.5">
                    <Label htmlFor={field("description")}>Description</Label>
                    <Textarea
                      id={field("description")}
                      rows={3}
                      className="min-h-0 resize-y field-sizing-fixed"
                      value={benefit.description}
                      maxLength={2000}
                      onChange={(e) => update({ description: e.target.value })}
                    />
                  </div>
                  <fieldset className="grid gap-2">
                    <legend className="mb-2 text-sm font-medium">Image position</legend>
                    <RadioGroup
                      className="flex gap-5"
                      value={toImagePosition(benefit.imagePosition)}
                      onValueChange={(value) => update({ imagePosition: toImagePosition(value) })}
                      aria-label={`Benefit ${n} image position`}
                    >
                      {(["left", "right"] as const).map((position) => (
                        <div key={position} className="flex items-center gap-2">
                          <RadioGroupItem id={field(position)} value={position} />
                          <Label htmlFor={field(position)} className="font-normal">
                            {position === "left" ? "Left" : "Right"}
                          </Label>
                        </div>
                      ))}
                    </RadioGroup>
                  </fieldset>
                </div>
                <div className="flex flex-col gap-2">
                  <span className="text-sm font-medium">Image</span>
                  <ImagePreview
                    src={benefit.image}
                    alt={`Benefit ${n} image`}
                    className="aspect-[4/3] w-full rounded-md"
                    sizes="(min-width: 768px) 224px, 100vw"
                  />
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    onClick={() => setPickingFor(index)}
                    aria-label={`${benefit.image ? "Change" : "Select"} image for benefit ${n}`}
                  >
                    <ImageIcon aria-hidden="true" />
                    {benefit.image ? "Change Image" : "Select Image"}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden="true" />
          Add Another Benefit
        </Button>
      </div>
      <MediaPickerDialog
        open={pickingFor !== null}
        onOpenChange={(open) => !open && setPickingFor(null)}
        onSelect={([url]) => {
          if (url && pickingFor !== null && pickingFor < benefits.length) onChange(replaceItem(benefits, pickingFor, { image: url }));
        }}
      />
    </div>
  );
}
