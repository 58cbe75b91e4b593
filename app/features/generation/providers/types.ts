import type { AspectRatioId, GenerationMode, ModelId } from "../generation-options";

export type EngineId = "openai" | "fal" | "local";

export type ProviderRequest = {
  prompt: string;
  negativePrompt: string;
  model: ModelId;
  mode: GenerationMode;
  aspectRatio: AspectRatioId;
  seed: number;
  isNsfw: boolean;
  /** The picture to transform in edit mode (PNG, JPEG or WebP bytes). */
  sourceImage?: Uint8Array;
};

/** Raw image bytes in whatever format the provider returned (PNG, JPEG or WebP). */
export type ProviderResult = { image: Uint8Array };

/** One interface for every image provider: the real APIs and the built-in local engine. */
export type ImageProvider = {
  engine: EngineId;
  generate(request: ProviderRequest, options: { signal: AbortSignal }): Promise<ProviderResult>;
};

/** A provider failure whose message may be shown to the user. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderError";
  }
}

export const NO_IMAGE_DATA = "No image data returned from the API";

/** The prompt text for providers without a negative-prompt field. */
export function promptWithExclusions(prompt: string, negativePrompt: string) {
  return negativePrompt ? `${prompt}\n\nDo not include: ${negativePrompt}` : prompt;
}

/** Checks the bytes are a PNG, JPEG or WebP picture (by content, not by what the API claims). */
export function assertImageBytes(image: Uint8Array): Uint8Array {
  const b = image;
  const png = b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
  const jpeg = b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const webp = b.length > 12 && Buffer.from(b.subarray(0, 4)).toString("latin1") === "RIFF" && Buffer.from(b.subarray(8, 12)).toString("latin1") === "WEBP";
  if (!png && !jpeg && !webp) throw new ProviderError(NO_IMAGE_DATA);
  return image;
}
