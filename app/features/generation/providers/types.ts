import type { AspectRatioId, RequestMode } from "../generation-options";
import { PROVIDER_FAILURE_MESSAGES, type ProviderFailureKind } from "../provider-messages";

export type EngineId = "openai" | "fal" | "local" | "sdwebui" | "comfyui";

export type ProviderRequest = {
  prompt: string;
  negativePrompt: string;
  /** A hosted model id, or a self-hosted one ("sdwebui:…"; its checkpoint is in `checkpoint`). */
  model: string;
  mode: RequestMode;
  aspectRatio: AspectRatioId;
  seed: number;
  isNsfw: boolean;
  /** The picture to start from in edit, variation and upscale modes (PNG, JPEG or WebP bytes). */
  sourceImage?: Uint8Array;
  /** Edit: a grayscale PNG the size of the source, white = repaint. */
  mask?: Uint8Array;
  /** Edit and variation: how much changes (0.05–1); unset: the engine's default. */
  strength?: number;
  /** Upscale: 2 or 4. */
  factor?: number;
  /** Self-hosted engines: LoRAs by the engine's name, and the sampling settings (unset: the engine's defaults). */
  loras?: { name: string; weight: number }[];
  steps?: number;
  cfg?: number;
  sampler?: string;
  /** Self-hosted engines: the checkpoint (model file) to draw with, as the engine names it. */
  checkpoint?: string;
};

/** How far an engine is with one picture (self-hosted engines report it; hosted APIs do not). */
export type EngineProgress = {
  /** 0 to 1. */
  fraction: number;
  step: number | null;
  steps: number | null;
  /** The engine's preview of the picture so far (PNG, JPEG or WebP bytes), when it sends one. */
  preview: Uint8Array | null;
};

export type GenerateOptions = {
  signal: AbortSignal;
  /** Called whenever the engine reports progress; never after generate() settles. */
  onProgress?: (progress: EngineProgress) => void;
};

/** Raw image bytes in whatever format the provider returned (PNG, JPEG or WebP). */
export type ProviderResult = { image: Uint8Array };

/** One interface for every image provider: the real APIs and the built-in local engine. */
export type ImageProvider = {
  engine: EngineId;
  generate(request: ProviderRequest, options: GenerateOptions): Promise<ProviderResult>;
};

/** A self-hosted Stable Diffusion engine (AUTOMATIC1111-compatible or ComfyUI): its checkpoints become models. */
export type SelfHostedEngine = ImageProvider & {
  engine: "sdwebui" | "comfyui";
  /** The checkpoint names the engine has now (a ProviderError "unavailable" when it cannot be reached). */
  listCheckpoints(signal: AbortSignal): Promise<string[]>;
  /** The LoRA names and sampler names the engine has now. */
  listExtras(signal: AbortSignal): Promise<{ loras: string[]; samplers: string[] }>;
};

/**
 * A provider failure. `message` is what the user is told (one per kind);
 * `detail` is the raw cause for the log only.
 */
export class ProviderError extends Error {
  readonly kind: ProviderFailureKind;
  readonly detail: string;

  constructor(kind: ProviderFailureKind, detail: string, options?: { cause?: unknown; message?: string }) {
    super(options?.message ?? PROVIDER_FAILURE_MESSAGES[kind], { cause: options?.cause });
    this.name = "ProviderError";
    this.kind = kind;
    this.detail = detail;
  }
}

/** The raw text of any thrown value, for the log. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.name}: ${error.message}${cause}`;
}

/**
 * A failure outside a provider's own API errors: an abort of our signal is a
 * timeout; a body that ended early ("terminated", a reset) or was not JSON is
 * an unusable answer.
 */
export function transportFailure(error: unknown, signal: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal.aborted) return new ProviderError("timeout", describeError(error), { cause: error });
  return new ProviderError("bad_answer", describeError(error), { cause: error });
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
  const webp =
    b.length > 12 && Buffer.from(b.subarray(0, 4)).toString("latin1") === "RIFF" && Buffer.from(b.subarray(8, 12)).toString("latin1") === "WEBP";
  if (!png && !jpeg && !webp) throw new ProviderError("bad_answer", NO_IMAGE_DATA);
  return image;
}
