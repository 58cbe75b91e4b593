import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import type { AdminGeneratorRecord } from "~/features/catalog/catalog-types";
import { ASPECT_RATIOS } from "~/features/generation/generation-options";
import { PRESET_NEGATIVE_MAX_LENGTH, PRESET_TEMPLATE_MAX_LENGTH } from "~/features/generation/generator-preset";

// A generator's preset in its admin dialog (ADR 032): the workspace's 'Style' of this generator.

export type PresetFormState = { presetModel: string; presetAspectRatio: string; presetTemplate: string; presetNegative: string };

export function initialPresetState(record: AdminGeneratorRecord | null): PresetFormState {
  const preset = record?.preset ?? null;
  return {
    presetModel: preset?.model ?? "",
    presetAspectRatio: preset?.aspectRatio ?? "1:1",
    presetTemplate: preset?.promptTemplate ?? "",
    presetNegative: preset?.negativePrompt ?? "",
  };
}

type Props = {
  id: string;
  state: PresetFormState;
  onChange: (patch: Partial<PresetFormState>) => void;
  /** The models the site offers now (Settings, 'Models'). */
  models: { id: string; label: string }[];
  errors: Record<string, string>;
  disabled: boolean;
};

export function GeneratorPresetFields({ id, state, onChange, models, errors, disabled }: Props) {
  const field = (name: keyof PresetFormState) => ({
    id: `${id}-${name}`,
    disabled,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof PresetFormState) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-destructive text-xs" role="alert">
        {errors[name]}
      </p>
    ) : null;
  const known = state.presetModel === "" || models.some((model) => model.id === state.presetModel);
  const off = state.presetModel === "";

  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Preset</legend>
      <p className="text-muted-foreground text-xs">
        &apos;Start Generating&apos; opens the workspace with this style. Leave the model on &apos;No preset&apos; for a plain workspace.
      </p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-presetModel`}>Preset model</Label>
        <NativeSelect {...field("presetModel")} value={state.presetModel} onChange={(e) => onChange({ presetModel: e.target.value })}>
          <option value="">No preset</option>
          {models.map((model) => (
            <option key={model.id} value={model.id}>
              {model.label}
            </option>
          ))}
          {known ? null : <option value={state.presetModel}>{state.presetModel} (not offered now)</option>}
        </NativeSelect>
        {error("presetModel")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-presetAspectRatio`}>Preset aspect ratio</Label>
        <NativeSelect
          {...field("presetAspectRatio")}
          disabled={disabled || off}
          value={state.presetAspectRatio}
          onChange={(e) => onChange({ presetAspectRatio: e.target.value })}
        >
          {ASPECT_RATIOS.map((ratio) => (
            <option key={ratio.id} value={ratio.id}>
              {ratio.label}
            </option>
          ))}
        </NativeSelect>
        {error("presetAspectRatio")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-presetTemplate`}>Prompt template</Label>
        <Textarea
          {...field("presetTemplate")}
          disabled={disabled || off}
          rows={2}
          maxLength={PRESET_TEMPLATE_MAX_LENGTH}
          placeholder="anime illustration of {prompt}, cel shading"
          value={state.presetTemplate}
          onChange={(e) => onChange({ presetTemplate: e.target.value })}
        />
        <span className="text-muted-foreground text-xs">
          {"{prompt}"} (exactly once) is replaced by what the user types; empty = the prompt as typed.
        </span>
        {error("presetTemplate")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-presetNegative`}>Exclusions</Label>
        <Textarea
          {...field("presetNegative")}
          disabled={disabled || off}
          rows={2}
          maxLength={PRESET_NEGATIVE_MAX_LENGTH}
          placeholder="blurry, watermark"
          value={state.presetNegative}
          onChange={(e) => onChange({ presetNegative: e.target.value })}
        />
        {error("presetNegative")}
      </div>
    </fieldset>
  );
}
