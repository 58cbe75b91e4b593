// The generation settings of SPEC section 9, shared by the workspace form and the server.
// No zod here: the workspace is a public page. The request schema is in
// generate-request-schema.ts, for the server.

import type { QueueView } from "./queue-state";
import type { GenerationExtras } from "~/db/schema/generation";

/** The hosted models of SPEC section 9; `seed` says whether the API takes our seed. */
export const MODELS = [
  { id: "gpt-image-1", label: "GPT Image (Recommended)", provider: "openai", modes: ["generate", "edit"], nsfw: false, seed: false },
  { id: "dall-e-3", label: "DALL·E 3", provider: "openai", modes: ["generate"], nsfw: true, seed: false },
  { id: "flux", label: "FLUX (Fast)", provider: "fal", modes: ["generate", "edit"], nsfw: true, seed: true },
] as const;

export type ModelId = (typeof MODELS)[number]["id"];
export const MODEL_IDS = MODELS.map((m) => m.id) as [ModelId, ...ModelId[]];
export const DEFAULT_MODEL: ModelId = "gpt-image-1";

/** Self-hosted Stable Diffusion engines: each of their checkpoints is a model "{engine}:{checkpoint}". */
export const SELF_HOSTED_ENGINES = { sdwebui: "Stable Diffusion", comfyui: "ComfyUI" } as const;
export type SelfHostedEngineId = keyof typeof SELF_HOSTED_ENGINES;
/** A model id the request schema accepts besides the hosted ones; whether it exists now is checked against the engines. */
export const SELF_HOSTED_MODEL_ID = /^(sdwebui|comfyui):([^\p{Cc}]{1,255})$/u;

export function selfHostedModelId(engine: SelfHostedEngineId, checkpoint: string) {
  return `${engine}:${checkpoint}`;
}

/** The engine and checkpoint of a self-hosted model id, else null. */
export function parseSelfHostedModelId(id: string): { engine: SelfHostedEngineId; checkpoint: string } | null {
  const match = SELF_HOSTED_MODEL_ID.exec(id);
  return match ? { engine: match[1] as SelfHostedEngineId, checkpoint: match[2] } : null;
}

/** One model available right now, as the workspace and GET /api/models show it. */
export type ModelOption = {
  id: string;
  label: string;
  provider: "openai" | "fal" | SelfHostedEngineId;
  supports: ModelSupports;
  /** The LoRAs and samplers the engine has now (self-hosted engines; empty elsewhere). */
  loras: string[];
  samplers: string[];
  /** 'Local engine (offline)' when the built-in engine stands in for the model, else null. */
  servedBy: string | null;
};

/** What a model can do now, by the engine serving it. */
export type ModelSupports = {
  nsfw: boolean;
  edit: boolean;
  negativePrompt: boolean;
  seed: boolean;
  progress: boolean;
  /** An edit may carry a mask (white = repaint). */
  mask: boolean;
  variation: boolean;
  /** The upscale factors the engine offers (none: no upscale). */
  upscale: number[];
  /** 'LoRAs' (from the entry's `loras`). */
  loras: boolean;
  /** 'Advanced': steps, CFG and sampler (from the entry's `samplers`). */
  advanced: boolean;
};

export const MODES = [
  { id: "generate", label: "Generate" },
  { id: "edit", label: "Edit" },
] as const;
export type GenerationMode = (typeof MODES)[number]["id"];
export const MODE_IDS = MODES.map((m) => m.id) as [GenerationMode, ...GenerationMode[]];

/** Every mode a request may ask for: the workspace's two, and the result actions 'Variations' and 'Upscale 2×'. */
export const REQUEST_MODE_IDS = ["generate", "edit", "variation", "upscale"] as const;
export type RequestMode = (typeof REQUEST_MODE_IDS)[number];
/** The modes that start from a picture (sourceGenerationId, or an upload for an edit). */
export const modeNeedsSource = (mode: RequestMode) => mode !== "generate";

/** How much a variation changes its source ('Subtle', 'Strong'), and the bounds of 'Strength'. */
export const VARIATION_STRENGTHS = [
  { id: "subtle", label: "Subtle", strength: 0.35 },
  { id: "strong", label: "Strong", strength: 0.7 },
] as const;
export const STRENGTH_MIN = 0.05;
export const STRENGTH_MAX = 1;
export const DEFAULT_EDIT_STRENGTH = 0.6;
/** An upscale may not make a side longer than this (an upscale of an upscale stops here). */
export const MAX_UPSCALE_SIDE = 4096;
export const MAX_LORAS = 5;
export const LORA_WEIGHT_MIN = -2;
export const LORA_WEIGHT_MAX = 2;
export const STEPS_MIN = 1;
export const STEPS_MAX = 150;
export const CFG_MIN = 1;
export const CFG_MAX = 30;

export const ASPECT_RATIOS = [
  { id: "1:1", label: "1:1 Square", width: 1, height: 1 },
  { id: "4:3", label: "4:3 Landscape", width: 4, height: 3 },
  { id: "3:4", label: "3:4 Portrait", width: 3, height: 4 },
  { id: "16:9", label: "16:9 Widescreen", width: 16, height: 9 },
  { id: "9:16", label: "9:16 Mobile", width: 9, height: 16 },
] as const;
export type AspectRatioId = (typeof ASPECT_RATIOS)[number]["id"];
export const ASPECT_RATIO_IDS = ASPECT_RATIOS.map((a) => a.id) as [AspectRatioId, ...AspectRatioId[]];
export const DEFAULT_ASPECT_RATIO: AspectRatioId = "1:1";

/** The offered ratio closest to a picture's shape (compared on a log scale, so 2:1 and 1:2 are equally far from 1:1): an edit keeps its source's shape. */
export function nearestAspectRatio(width: number, height: number): AspectRatioId {
  if (!(width > 0 && height > 0)) return DEFAULT_ASPECT_RATIO;
  const shape = Math.log(width / height);
  let best: AspectRatioId = DEFAULT_ASPECT_RATIO;
  let distance = Infinity;
  for (const ratio of ASPECT_RATIOS) {
    const d = Math.abs(Math.log(ratio.width / ratio.height) - shape);
    if (d < distance) [best, distance] = [ratio.id, d];
  }
  return best;
}

export const GENERATION_COST = 1;
/** The 'Images' choice: pictures of one prompt, each costing GENERATION_COST. */
export const MAX_IMAGES_PER_REQUEST = 4;
export const PROMPT_MAX_LENGTH = 4000;
/** Shown by the form and answered by the server for a prompt with nothing visible in it. */
export const PROMPT_REQUIRED = "Please describe your image before generating.";
export const LOCAL_ENGINE_LABEL = "Local engine (offline)";
export const NSFW_GPT_MESSAGE = "GPT Image not available with NSFW enabled";

export function modelLabel(id: string) {
  const selfHosted = parseSelfHostedModelId(id);
  if (selfHosted) return `${SELF_HOSTED_ENGINES[selfHosted.engine]} · ${selfHosted.checkpoint}`;
  return MODELS.find((m) => m.id === id)?.label ?? id;
}

export function aspectRatioLabel(id: string) {
  return ASPECT_RATIOS.find((a) => a.id === id)?.label ?? id;
}

/** Self-hosted checkpoints draw and edit (img2img); hosted models as MODELS says. */
export function modelSupportsMode(model: string, mode: GenerationMode) {
  if (parseSelfHostedModelId(model)) return true;
  return (MODELS.find((m) => m.id === model)?.modes as readonly string[] | undefined)?.includes(mode) ?? false;
}

/**
 * SPEC section 4: NSFW on forces the model from gpt-image-1 to dall-e-3. DALL·E 3
 * cannot edit, so in edit mode the forced choice is FLUX instead. Self-hosted
 * checkpoints allow both, and stay chosen.
 */
export function modelForSettings(
  model: string,
  settings: { nsfw: boolean; mode: GenerationMode },
  offered?: readonly Pick<ModelOption, "id" | "supports">[],
): string {
  let next = model;
  if (settings.nsfw && next === "gpt-image-1") next = "dall-e-3";
  if (!modelSupportsMode(next, settings.mode)) next = settings.nsfw ? "flux" : "gpt-image-1";
  if (!offered) return next;
  // The operator may have turned the forced choice off: then the first offered model that fits, in the operator's order.
  const fits = (option: Pick<ModelOption, "id" | "supports">) =>
    (!settings.nsfw || option.supports.nsfw) && modelSupportsMode(option.id, settings.mode);
  const chosen = offered.find((option) => option.id === next);
  if (chosen && fits(chosen)) return next;
  return offered.find(fits)?.id ?? next;
}

/** What the browser sees of one generation. */
export type GenerationView = {
  id: string;
  status: "pending" | "succeeded" | "failed";
  prompt: string;
  negativePrompt: string;
  model: string;
  mode: string;
  aspectRatio: string;
  isNsfw: boolean;
  private: boolean;
  seed: number;
  engine: string | null;
  engineLabel: string | null;
  width: number | null;
  height: number | null;
  imageUrl: string | null;
  thumbUrl: string | null;
  downloadUrl: string | null;
  error: string | null;
  createdAt: string;
  /** The pictures asked for together share it (null: a single picture). */
  batchId: string | null;
  /** What the server settled on for a variation, upscale, edit or LoRAs/Advanced (absent for a plain picture). */
  options?: GenerationCreativeOptions;
  /** Pending generations read one at a time: waiting in line or being made. */
  queue?: QueueView;
};

/** The same settings the generation row keeps (its `options`), as the browser and the API see them. */
export type GenerationCreativeOptions = GenerationExtras;

/** How the picture was made, as its settings show it. */
export function modeLabel(mode: string) {
  return { generate: "Generate", edit: "Edit", variation: "Variation", upscale: "Upscale" }[mode] ?? mode;
}

/** A variation's, upscale's or edit's own settings, and the LoRAs, steps, CFG and sampler used, as label and value. */
export function creativeSettingRows(options: GenerationCreativeOptions | undefined): [string, string][] {
  if (!options) return [];
  const rows: [string, string][] = [];
  if (options.strength !== undefined) rows.push(["Strength", options.strength.toFixed(2)]);
  if (options.factor !== undefined) rows.push(["Upscale", `${options.factor}×`]);
  if (options.loras?.length) rows.push(["LoRAs", options.loras.map((lora) => `${lora.name} (${lora.weight})`).join(", ")]);
  if (options.steps !== undefined) rows.push(["Steps", String(options.steps)]);
  if (options.cfg !== undefined) rows.push(["CFG", String(options.cfg)]);
  if (options.sampler !== undefined) rows.push(["Sampler", options.sampler]);
  if (options.preset !== undefined) rows.push(["Style", options.preset]);
  return rows;
}

export type GenerationPage = { items: GenerationView[]; nextCursor: string | null };
