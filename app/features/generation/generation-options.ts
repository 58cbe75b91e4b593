// The generation settings of SPEC section 9, shared by the workspace form and the server.
// No zod here: the workspace is a public page. The request schema is in
// generate-request-schema.ts, for the server.

import type { QueueView } from "./queue-state";

export const MODELS = [
  { id: "gpt-image-1", label: "GPT Image (Recommended)", provider: "openai", modes: ["generate", "edit"] },
  { id: "dall-e-3", label: "DALL·E 3", provider: "openai", modes: ["generate"] },
  { id: "flux", label: "FLUX (Fast)", provider: "fal", modes: ["generate", "edit"] },
] as const;

export type ModelId = (typeof MODELS)[number]["id"];
export const MODEL_IDS = MODELS.map((m) => m.id) as [ModelId, ...ModelId[]];
export const DEFAULT_MODEL: ModelId = "gpt-image-1";

export const MODES = [
  { id: "generate", label: "Generate" },
  { id: "edit", label: "Edit" },
] as const;
export type GenerationMode = (typeof MODES)[number]["id"];
export const MODE_IDS = MODES.map((m) => m.id) as [GenerationMode, ...GenerationMode[]];

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

export const GENERATION_COST = 1;
export const PROMPT_MAX_LENGTH = 4000;
/** Shown by the form and answered by the server for a prompt with nothing visible in it. */
export const PROMPT_REQUIRED = "Please describe your image before generating.";
export const LOCAL_ENGINE_LABEL = "Local engine (offline)";
export const NSFW_GPT_MESSAGE = "GPT Image not available with NSFW enabled";

export function modelLabel(id: string) {
  return MODELS.find((m) => m.id === id)?.label ?? id;
}

export function aspectRatioLabel(id: string) {
  return ASPECT_RATIOS.find((a) => a.id === id)?.label ?? id;
}

export function modelSupportsMode(model: ModelId, mode: GenerationMode) {
  return (MODELS.find((m) => m.id === model)?.modes as readonly string[] | undefined)?.includes(mode) ?? false;
}

/**
 * SPEC section 4: NSFW on forces the model from gpt-image-1 to dall-e-3. DALL·E 3
 * cannot edit, so in edit mode the forced choice is FLUX instead.
 */
export function modelForSettings(model: ModelId, settings: { nsfw: boolean; mode: GenerationMode }): ModelId {
  let next = model;
  if (settings.nsfw && next === "gpt-image-1") next = "dall-e-3";
  if (!modelSupportsMode(next, settings.mode)) next = settings.nsfw ? "flux" : "gpt-image-1";
  return next;
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
  /** Pending generations read one at a time: waiting in line or being made. */
  queue?: QueueView;
};

export type GenerationPage = { items: GenerationView[]; nextCursor: string | null };
