import Palette from "lucide-react/icons/palette";
import X from "lucide-react/icons/x";
import { useId } from "react";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import type { StyleOption } from "../style-options";

// The workspace's 'Style' (generator presets, ADR 032): a choice in the options panel and,
// while one is chosen, 'Style: {title}' above the result with a way to clear it.

/** 'Style' in the options panel: every generator with a preset, and 'None'. */
export function StyleSelect({ styles, value, onChange }: { styles: StyleOption[]; value: string | null; onChange: (slug: string | null) => void }) {
  const id = useId();
  if (styles.length === 0) return null;
  const known = value === null || styles.some((style) => style.slug === value);
  return (
    <div className="space-y-2">
      <Label htmlFor={`${id}-style`}>Style</Label>
      <NativeSelect id={`${id}-style`} value={known ? (value ?? "") : ""} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">None</option>
        {styles.map((style) => (
          <option key={style.slug} value={style.slug}>
            {style.title}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** 'Style: {title}' while a style is chosen, with 'Clear style'. */
export function StyleBadge({ style, onClear }: { style: StyleOption | null; onClear: () => void }) {
  if (!style) return null;
  return (
    <p
      className="bg-primary/10 text-foreground inline-flex max-w-full items-center gap-2 rounded-full border px-3 py-1 text-sm"
      data-testid="style-badge"
    >
      <Palette className="text-primary size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">Style: {style.title}</span>
      <button
        type="button"
        className="text-muted-foreground hover:text-foreground -mr-1 rounded-full p-0.5"
        aria-label="Clear style"
        title="Clear style"
        onClick={onClear}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </p>
  );
}
