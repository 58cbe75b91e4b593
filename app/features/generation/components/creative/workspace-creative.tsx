import { useEffect } from "react";
import type { WorkspaceSettings } from "../options-panel";
import { CreativeOptionsFields as Fields } from "./creative-options";
import { deferredComponent } from "~/utils/deferred-component";
import type { useCreative } from "./use-creative";

// The creative tools as the workspace places them, from the state of useCreative.

// Edit mode's panel and mask brush load when an edit's source is first chosen, not with the page (issue 30).
const editPanel = deferredComponent(() => import("./edit-panel").then((m) => m.EditPanel));

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
  const editing = settings.mode === "edit";
  // Choosing 'Edit' starts loading the panel, so that it is there when a source is chosen.
  useEffect(() => {
    if (editing) editPanel.preload().catch(() => {});
  }, [editing]);
  if (!editing || !settings.source) return null;
  return (
    <editPanel.Loaded
      wanted
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
