import sharp from "sharp";
import type { GenerationExtras } from "~/db/schema";
import type { GenerateRequest } from "./generate-request-schema";
import { generationErrors as errors } from "./generation-errors";
import { DEFAULT_EDIT_STRENGTH, MAX_UPSCALE_SIDE, VARIATION_STRENGTHS } from "./generation-options";

// The parts of a request that start from a picture (edit, variation, upscale):
// what they take from their source, the checks of the mask and of the upscale
// size, and the options the server settles on before anything is charged.

type Source = { prompt: string; negativePrompt: string; isNsfw: boolean; private: boolean };

/**
 * A variation or upscale without a prompt keeps its source's prompt and exclusions, and
 * both keep its NSFW flag (it is the same picture); a picture made from a private one stays private.
 */
export function withSourceSettings(request: GenerateRequest, source: Source | null): GenerateRequest {
  if (!source) return request;
  const sameContent = request.mode === "variation" || request.mode === "upscale";
  const ownPrompt = request.prompt.trim() !== "";
  return {
    ...request,
    prompt: sameContent && !ownPrompt ? source.prompt : request.prompt,
    negativePrompt: sameContent && !ownPrompt && !request.negativePrompt ? source.negativePrompt : request.negativePrompt,
    isNsfw: request.isNsfw || (sameContent && source.isNsfw),
    isPrivate: request.isPrivate || source.private,
  };
}

/** The options a generation keeps, with the server's defaults filled in for its mode. */
export function extrasOf(request: GenerateRequest): GenerationExtras {
  const extras: GenerationExtras = {};
  if (request.mode === "edit") extras.strength = request.strength ?? DEFAULT_EDIT_STRENGTH;
  if (request.mode === "variation") extras.strength = request.strength ?? VARIATION_STRENGTHS[0].strength;
  if (request.mode === "upscale") extras.factor = request.factor ?? 2;
  if (request.loras?.length) extras.loras = request.loras;
  if (request.steps !== undefined) extras.steps = request.steps;
  if (request.cfg !== undefined) extras.cfg = request.cfg;
  if (request.sampler !== undefined) extras.sampler = request.sampler;
  if (request.preset !== undefined) extras.preset = request.preset;
  return extras;
}

export async function pictureSize(image: Uint8Array): Promise<{ width: number; height: number }> {
  const meta = await sharp(image).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

/** An upscale may not make a side longer than MAX_UPSCALE_SIDE (an upscale of an upscale soon reaches it). */
export function assertUpscaleFits(width: number, height: number, factor: number) {
  const longSide = Math.max(width, height) * factor;
  if (longSide > MAX_UPSCALE_SIDE) {
    throw errors.badRequest(
      `This picture is ${width}×${height} px: upscaled ${factor}× it would be ${longSide} px long, over the limit of ${MAX_UPSCALE_SIDE} px.`,
    );
  }
}

export function decodeDataUrl(dataUrl: string): Uint8Array {
  return new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
}

/** The mask as a grayscale PNG (white = repaint), refused unless it is a PNG exactly the source's size. */
export async function normaliseMask(bytes: Uint8Array, width: number, height: number): Promise<Buffer> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== "png") throw errors.badRequest("The mask must be a PNG image.");
  if (meta.width !== width || meta.height !== height) {
    throw errors.badRequest(`The mask must be the size of the source picture (${width}×${height} px); it is ${meta.width}×${meta.height} px.`);
  }
  // Transparent parts count as "keep" (black), as a brush on a clear canvas leaves them.
  return sharp(bytes).flatten({ background: "#000000" }).grayscale().toColourspace("b-w").png().toBuffer();
}
