import type { WorkspaceSettings } from "../options-panel";
import { CreativeOptionsFields as Fields } from "./creative-options";
import { EditPanel } from "./edit-panel";
import type { useCreative } from "./use-creative";

// The creative tools as the workspace places them, from the state of useCreative.

type Creative = ReturnType<typeof useCreative>;

/** 'LoRAs' and 'Advanced' for the chosen model, in the options panel. */
export function CreativeOptionsFields({
  creative,
  seed,
  onSeedChange,
}: {
  creative: Creative;
  seed: number | null;
  onSeedChange: (seed: number | null) => void;
}) {
  return <Fields model={creative.chosen} options={creative.options} onChange={creative.setOptions} seed={seed} onSeedChange={onSeedChange} />;
}

/** Edit mode with a source chosen: 'Strength' and the mask brush over the source, above the result. */
export function WorkspaceEditPanel({
  creative,
  settings,
  onLeave,
  busy,
}: {
  creative: Creative;
  settings: WorkspaceSettings;
  onLeave: () => void;
  busy: boolean;
}) {
  if (settings.mode !== "edit" || !settings.source) return null;
  return (
    <EditPanel
      sourceUrl={settings.source.previewUrl}
      aspectRatio={settings.aspectRatio}
      strength={creative.options.strength}
      onStrengthChange={(strength) => creative.setOptions({ strength })}
      mask={creative.mask}
      onMaskChange={creative.setMask}
      onLeave={onLeave}
      busy={busy}
      supportsMask={creative.chosen?.supports.mask ?? false}
    />
  );
}
