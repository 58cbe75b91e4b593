import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { useId } from "react";
import { PlainButton } from "~/components/ui/plain-button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { useHydrated } from "~/components/use-hydrated";
import { CFG_MAX, CFG_MIN, LORA_WEIGHT_MAX, LORA_WEIGHT_MIN, MAX_LORAS, STEPS_MAX, STEPS_MIN, type ModelOption } from "../../generation-options";
import { canAddLora, clampCfg, clampLoraWeight, clampSteps, showsAdvanced, showsLoras, type CreativeOptions } from "./creative-request";

const SEED_MAX = 2_147_483_647;

/** A number typed into a field: null when empty or not a number (the engine's default then). */
const typed = (value: string) => (value.trim() === "" || !Number.isFinite(Number(value)) ? null : Number(value));

/**
 * 'LoRAs' and 'Advanced' (steps, CFG, sampler, seed), each shown only when the chosen model takes them. The values
 * stay when another model is chosen, and are sent again once a model that takes them is.
 */
export function CreativeOptionsFields({
  model,
  options,
  onChange,
  seed,
  onSeedChange,
}: {
  model: ModelOption | undefined;
  options: CreativeOptions;
  onChange: (patch: Partial<CreativeOptions>) => void;
  seed: number | null;
  onSeedChange: (seed: number | null) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const loras = showsLoras(model) ? model!.loras : null;
  const advanced = showsAdvanced(model);
  if (!loras && !advanced) return null;
  const setLora = (index: number, patch: Partial<CreativeOptions["loras"][number]>) =>
    onChange({ loras: options.loras.map((lora, i) => (i === index ? { ...lora, ...patch } : lora)) });
  return (
    <div className="space-y-5" data-testid="creative-options">
      {loras ? (
        <fieldset className="space-y-2" data-testid="loras">
          <legend className="mb-2 text-sm font-medium">LoRAs</legend>
          {options.loras.map((lora, index) => (
            <div key={index} className="grid grid-cols-[minmax(0,1fr)_4.5rem_auto] items-end gap-2">
              <div className="min-w-0 space-y-1">
                <Label htmlFor={`${id}-lora-${index}`} className="sr-only">
                  LoRA {index + 1}
                </Label>
                <NativeSelect id={`${id}-lora-${index}`} value={lora.name} onChange={(event) => setLora(index, { name: event.target.value })}>
                  {loras.includes(lora.name) ? null : <option value={lora.name}>{lora.name} (not on this model)</option>}
                  {loras.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-weight-${index}`} className="sr-only">
                  Weight of LoRA {index + 1}
                </Label>
                <Input
                  id={`${id}-weight-${index}`}
                  type="number"
                  inputMode="decimal"
                  min={LORA_WEIGHT_MIN}
                  max={LORA_WEIGHT_MAX}
                  step={0.05}
                  value={lora.weight}
                  onChange={(event) => setLora(index, { weight: clampLoraWeight(typed(event.target.value) ?? 0) })}
                />
              </div>
              <PlainButton
                type="button"
                size="icon"
                variant="ghost"
                aria-label={`Remove LoRA ${lora.name}`}
                disabled={!hydrated}
                onClick={() => onChange({ loras: options.loras.filter((_, i) => i !== index) })}
              >
                <X aria-hidden="true" />
              </PlainButton>
            </div>
          ))}
          <PlainButton
            type="button"
            size="sm"
            variant="outline"
            disabled={!hydrated || !canAddLora(options)}
            onClick={() => {
              const unused = loras.find((name) => !options.loras.some((lora) => lora.name === name)) ?? loras[0];
              onChange({ loras: [...options.loras, { name: unused, weight: 1 }] });
            }}
          >
            <Plus aria-hidden="true" /> Add LoRA
          </PlainButton>
          <p className="text-muted-foreground text-xs">
            Up to {MAX_LORAS}, each with a weight from {LORA_WEIGHT_MIN} to {LORA_WEIGHT_MAX}.
          </p>
        </fieldset>
      ) : null}
      {advanced ? (
        <details className="rounded-md border px-3 py-2" data-testid="advanced">
          <summary className="cursor-pointer text-sm font-medium">Advanced</summary>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <div className="space-y-1">
              <Label htmlFor={`${id}-steps`}>Steps</Label>
              <Input
                id={`${id}-steps`}
                type="number"
                inputMode="numeric"
                min={STEPS_MIN}
                max={STEPS_MAX}
                placeholder="Default"
                value={options.steps ?? ""}
                onChange={(event) => {
                  const value = typed(event.target.value);
                  onChange({ steps: value === null ? null : clampSteps(value) });
                }}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-cfg`}>CFG</Label>
              <Input
                id={`${id}-cfg`}
                type="number"
                inputMode="decimal"
                min={CFG_MIN}
                max={CFG_MAX}
                step={0.5}
                placeholder="Default"
                value={options.cfg ?? ""}
                onChange={(event) => {
                  const value = typed(event.target.value);
                  onChange({ cfg: value === null ? null : clampCfg(value) });
                }}
              />
            </div>
            <div className="col-span-2 space-y-1">
              <Label htmlFor={`${id}-sampler`}>Sampler</Label>
              <NativeSelect
                id={`${id}-sampler`}
                value={options.sampler ?? ""}
                onChange={(event) => onChange({ sampler: event.target.value || null })}
              >
                <option value="">Default</option>
                {model!.samplers.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="col-span-2 space-y-1">
              <Label htmlFor={`${id}-seed`}>Seed</Label>
              <Input
                id={`${id}-seed`}
                type="number"
                inputMode="numeric"
                min={0}
                max={SEED_MAX}
                placeholder="Random"
                value={seed ?? ""}
                onChange={(event) => {
                  const value = typed(event.target.value);
                  onSeedChange(value === null ? null : Math.min(SEED_MAX, Math.max(0, Math.round(value))));
                }}
              />
            </div>
          </div>
        </details>
      ) : null}
    </div>
  );
}
