import * as LabelPrimitive from "radix-ui/label";
import * as ProgressPrimitive from "radix-ui/progress";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Label } from "./label";
import { Progress } from "./progress";

// Progress and Label left Radix for the workspace's first load: their server HTML is
// the Radix versions' (the shadcn wrappers as they were), attribute order aside.

/** Each tag with its attributes sorted, so that only order differs are forgiven. */
const normalised = (html: string) =>
  html.replace(/<([a-z]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_, tag: string, attributes: string, slash: string) => {
    const sorted = (attributes.match(/[^\s=>]+(?:="[^"]*")?/g) ?? []).sort().join(" ");
    return `<${tag}${sorted ? ` ${sorted}` : ""}${slash}>`;
  });

function RadixProgress({ value, ...props }: React.ComponentProps<typeof ProgressPrimitive.Root>) {
  return (
    <ProgressPrimitive.Root data-slot="progress" value={value} className="bg-primary/20 relative h-2 w-full overflow-hidden rounded-full" {...props}>
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="bg-primary h-full w-full flex-1 transition-all"
        style={{ transform: `translateX(-${100 - (value || 0)}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

const LABEL_CLASSES =
  "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";

describe("Radix-free Progress and Label", () => {
  it.each([null, undefined, 0, 37, 99.6, 100, 140, -3, Number.NaN])("Progress with value %s renders as Radix Progress does", (value) => {
    const ours = renderToStaticMarkup(<Progress value={value} aria-label="Generation progress" />);
    const radix = renderToStaticMarkup(<RadixProgress value={value} aria-label="Generation progress" />);
    expect(normalised(ours)).toBe(normalised(radix));
  });

  it("Progress keeps a given value text", () => {
    const props = { value: 40, "aria-label": "Generation progress", "aria-valuetext": "12 s of about 30 s" };
    expect(normalised(renderToStaticMarkup(<Progress {...props} />))).toBe(normalised(renderToStaticMarkup(<RadixProgress {...props} />)));
  });

  it("Label renders as Radix Label does", () => {
    const ours = renderToStaticMarkup(<Label htmlFor="prompt">Prompt</Label>);
    const radix = renderToStaticMarkup(
      <LabelPrimitive.Root data-slot="label" className={LABEL_CLASSES} htmlFor="prompt">
        Prompt
      </LabelPrimitive.Root>,
    );
    expect(normalised(ours)).toBe(normalised(radix));
  });
});
