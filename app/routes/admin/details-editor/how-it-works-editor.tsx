import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ImageIcon from "lucide-react/icons/image";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import X from "lucide-react/icons/x";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { HowItWorksStep } from "~/features/catalog/content-lists";
import { MediaPickerDialog } from "~/features/media/components/media-picker-dialog";
import { ImagePreview } from "./image-preview";
import { moveItem, newStep, removeItem, replaceItem, sharedStepImage, withStepImage } from "./editor-lists";

type HowItWorksEditorProps = { steps: HowItWorksStep[]; onChange: (steps: HowItWorksStep[]) => void };

/** Numbered steps (title, description, order) beside the one section image every step carries. */
export function HowItWorksEditor({ steps, onChange }: HowItWorksEditorProps) {
  const id = useId();
  const [pickerOpen, setPickerOpen] = useState(false);
  const image = sharedStepImage(steps);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-3">
        {steps.length === 0 ? (
          <p className="text-muted-foreground rounded-lg border border-dashed px-4 py-8 text-center text-sm">
            No steps yet. Add the first step below.
          </p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Steps">
            {steps.map((step, index) => {
              const n = index + 1;
              return (
                <li key={index} className="bg-background/40 flex gap-3 rounded-lg border p-3 sm:p-4">
                  <span
                    aria-hidden="true"
                    className="bg-primary/15 text-primary mt-1 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold"
                  >
                    {n}
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <label htmlFor={`${id}-title-${index}`} className="sr-only">
                      Step {n} title
                    </label>
                    <Input
                      id={`${id}-title-${index}`}
                      placeholder="Step Title"
                      value={step.title}
                      maxLength={200}
                      onChange={(event) => onChange(replaceItem(steps, index, { title: event.target.value }))}
                    />
                    <label htmlFor={`${id}-description-${index}`} className="sr-only">
                      Step {n} description
                    </label>
                    <Textarea
                      id={`${id}-description-${index}`}
                      placeholder="Step Description"
                      rows={2}
                      className="min-h-0 resize-y field-sizing-fixed"
                      value={step.description}
                      maxLength={2000}
                      onChange={(event) => onChange(replaceItem(steps, index, { description: event.target.value }))}
                    />
                  </div>
                  <div className="flex shrink-0 flex-col gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Move step ${n} up`}
                      disabled={index === 0}
                      onClick={() => onChange(moveItem(steps, index, "up"))}
                    >
                      <ArrowUp />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Move step ${n} down`}
                      disabled={index === steps.length - 1}
                      onClick={() => onChange(moveItem(steps, index, "down"))}
                    >
                      <ArrowDown />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive size-8"
                      aria-label={`Delete step ${n}`}
                      onClick={() => onChange(removeItem(steps, index))}
                    >
                      <Trash2 />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <div>
          <Button type="button" variant="outline" onClick={() => onChange([...steps, newStep(steps)])}>
            <Plus aria-hidden="true" />
            Add Step
          </Button>
        </div>
      </div>

      <aside aria-labelledby={`${id}-preview`} className="flex flex-col gap-3 rounded-lg border p-4">
        <h3 id={`${id}-preview`} className="text-sm font-semibold">
          Section Image
        </h3>
        <div className="bg-muted/60 relative aspect-video overflow-hidden rounded-md">
          <ImagePreview src={image} alt="How It Works section image" className="size-full" sizes="(min-width: 1024px) 352px, 100vw" />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" size="sm" disabled={steps.length === 0} onClick={() => setPickerOpen(true)}>
            <ImageIcon aria-hidden="true" />
            {image ? "Change Image" : "Select Image"}
          </Button>
          {image ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(withStepImage(steps, ""))}>
              <X aria-hidden="true" />
              Remove image
            </Button>
          ) : null}
        </div>
        <p className="text-muted-foreground text-xs leading-relaxed">
          {steps.length === 0
            ? "Add a step first. The image shows in the 'How It Works' section of the page."
            : "This image shows beside the steps in the 'How It Works' section of the page."}
        </p>
      </aside>

      <MediaPickerDialog open={pickerOpen} onOpenChange={setPickerOpen} onSelect={([url]) => url && onChange(withStepImage(steps, url))} />
    </div>
  );
}
