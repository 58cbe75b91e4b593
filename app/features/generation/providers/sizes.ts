import type { AspectRatioId } from "../generation-options";

// How each aspect ratio of SPEC section 9 maps to a size each model accepts
// (docs/decisions/005-image-generation.md). Providers that cannot make the exact
// ratio get the nearest size of the same orientation; the stored image is then
// centre-cropped to the exact ratio (see targetSize / cropToAspect).

/** OpenAI gpt-image-1 accepts 1024x1024, 1536x1024 and 1024x1536. */
export const GPT_IMAGE_SIZES = {
  "1:1": "1024x1024",
  "4:3": "1536x1024",
  "3:4": "1024x1536",
  "16:9": "1536x1024",
  "9:16": "1024x1536",
} as const satisfies Record<AspectRatioId, string>;

/** OpenAI dall-e-3 accepts 1024x1024, 1792x1024 and 1024x1792. */
export const DALL_E_3_SIZES = {
  "1:1": "1024x1024",
  "4:3": "1792x1024",
  "3:4": "1024x1792",
  "16:9": "1792x1024",
  "9:16": "1024x1792",
} as const satisfies Record<AspectRatioId, string>;

/** fal.ai FLUX has a named size for every one of our ratios. */
export const FLUX_IMAGE_SIZES = {
  "1:1": "square_hd",
  "4:3": "landscape_4_3",
  "3:4": "portrait_4_3",
  "16:9": "landscape_16_9",
  "9:16": "portrait_16_9",
} as const satisfies Record<AspectRatioId, string>;

/**
 * The exact ratio with a long side of 1024 px and both sides multiples of 64: what the
 * local engine renders and what self-hosted Stable Diffusion engines (sd-webui, ComfyUI) are asked for.
 */
export const EXACT_SIZES = {
  "1:1": { width: 1024, height: 1024 },
  "4:3": { width: 1024, height: 768 },
  "3:4": { width: 768, height: 1024 },
  "16:9": { width: 1024, height: 576 },
  "9:16": { width: 576, height: 1024 },
} as const satisfies Record<AspectRatioId, { width: number; height: number }>;

const RATIOS: Record<AspectRatioId, number> = { "1:1": 1, "4:3": 4 / 3, "3:4": 3 / 4, "16:9": 16 / 9, "9:16": 9 / 16 };

/**
 * The largest box of exactly the requested ratio that fits inside width x height:
 * what a provider's picture is cropped to before it is stored.
 */
export function cropToAspect(width: number, height: number, aspect: AspectRatioId) {
  const ratio = RATIOS[aspect];
  if (width / height > ratio) return { width: Math.round(height * ratio), height };
  return { width, height: Math.round(width / ratio) };
}
