import {
  CFG_MAX,
  CFG_MIN,
  DEFAULT_EDIT_STRENGTH,
  LORA_WEIGHT_MAX,
  LORA_WEIGHT_MIN,
  MAX_LORAS,
  STEPS_MAX,
  STEPS_MIN,
  VARIATION_STRENGTHS,
  type GenerationView,
  type ModelOption,
} from "../../generation-options";

// The workspace's creative options (LoRAs, Advanced, an edit's strength) and the
// requests they become. The server decides and checks everything again: these
// only build what a user chose, and leave out what the model cannot take.

export type LoraChoice = { name: string; weight: number };

export type CreativeOptions = {
  loras: LoraChoice[];
  /** null: the engine's default. */
  steps: number | null;
  cfg: number | null;
  sampler: string | null;
  /** An edit's 'Strength' (0.05–1). */
  strength: number;
};

export const initialCreativeOptions: CreativeOptions = { loras: [], steps: null, cfg: null, sampler: null, strength: DEFAULT_EDIT_STRENGTH };

type ModelInfo = Pick<ModelOption, "id" | "supports" | "loras" | "samplers">;

/** 'LoRAs' is shown only for a model whose engine lists some. */
export const showsLoras = (model: ModelInfo | undefined) => Boolean(model?.supports.loras && model.loras.length > 0);
/** 'Advanced' (steps, CFG, sampler, seed) only where the model takes steps, CFG and sampler. */
export const showsAdvanced = (model: ModelInfo | undefined) => Boolean(model?.supports.advanced);

export const canAddLora = (options: CreativeOptions) => options.loras.length < MAX_LORAS;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
export const clampLoraWeight = (weight: number) => clamp(Math.round(weight * 100) / 100, LORA_WEIGHT_MIN, LORA_WEIGHT_MAX);
export const clampSteps = (steps: number) => clamp(Math.round(steps), STEPS_MIN, STEPS_MAX);
export const clampCfg = (cfg: number) => clamp(Math.round(cfg * 10) / 10, CFG_MIN, CFG_MAX);

/**
 * The LoRAs, steps, CFG and sampler a request carries for `model`: only what it supports
 * (kept in the form when another model is chosen, sent again when one that takes them is).
 */
export function appendModelOptions(body: FormData, options: CreativeOptions, model: ModelInfo | undefined) {
  if (showsLoras(model)) {
    const seen = new Set<string>();
    const loras = options.loras.filter((lora) => model!.loras.includes(lora.name) && !seen.has(lora.name) && seen.add(lora.name));
    if (loras.length > 0) body.set("loras", JSON.stringify(loras.slice(0, MAX_LORAS)));
  }
  if (showsAdvanced(model)) {
    if (options.steps !== null) body.set("steps", String(options.steps));
    if (options.cfg !== null) body.set("cfg", String(options.cfg));
    if (options.sampler !== null && model!.samplers.includes(options.sampler)) body.set("sampler", options.sampler);
  }
  return body;
}

/** The model a variation or upscale of `source` runs on: the source's own when it can, else the chosen one, else any that can. */
export function modelForSource(
  source: Pick<GenerationView, "model">,
  chosen: string,
  offered: readonly ModelInfo[],
  can: (model: ModelInfo) => boolean,
): ModelInfo | undefined {
  const byId = (id: string) => offered.find((model) => model.id === id);
  return [byId(source.model), byId(chosen), ...offered].find((model) => model !== undefined && can(model));
}

export const canVary = (model: ModelInfo) => model.supports.variation;
export const canUpscale = (factor: number) => (model: ModelInfo) => model.supports.upscale.includes(factor);

export type VariationKind = (typeof VARIATION_STRENGTHS)[number]["id"];

/** 'Variations' → 'Subtle' or 'Strong' of one of the user's pictures (its prompt, privacy and shape are the source's). */
export function variationBody(source: GenerationView, kind: VariationKind, model: ModelInfo, options: CreativeOptions) {
  const strength = VARIATION_STRENGTHS.find((v) => v.id === kind)!.strength;
  const body = new FormData();
  body.set("mode", "variation");
  body.set("sourceGenerationId", source.id);
  body.set("model", model.id);
  body.set("strength", String(strength));
  return appendModelOptions(body, options, model);
}

/** 'Upscale 2×' (or 4×): one picture, `factor` times the source's size. */
export function upscaleBody(source: GenerationView, factor: 2 | 4, model: ModelInfo) {
  const body = new FormData();
  body.set("mode", "upscale");
  body.set("sourceGenerationId", source.id);
  body.set("model", model.id);
  body.set("factor", String(factor));
  return body;
}

/** An edit's extras on top of the form's request: 'Strength', the painted mask (only when something is painted) and the model's options. */
export function appendEditOptions(body: FormData, options: CreativeOptions, mask: string | null, model: ModelInfo | undefined) {
  body.set("strength", String(options.strength));
  if (mask && model?.supports.mask) body.set("mask", mask);
  return body;
}
