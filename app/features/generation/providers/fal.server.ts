import { ApiError, createFalClient } from "@fal-ai/client";
import { z } from "zod";
import { assertImageBytes, describeError, NO_IMAGE_DATA, ProviderError, promptWithExclusions, transportFailure, type ImageProvider } from "./types";
import { FLUX_IMAGE_SIZES } from "./sizes";

const FAL_RUN_ORIGIN = "https://fal.run";

/** fal's documented endpoints (ADR 032): text-to-image, image-to-image, masked inpainting, and the ESRGAN upscaler. */
export const FAL_ENDPOINTS = {
  generate: "fal-ai/flux/schnell",
  imageToImage: "fal-ai/flux/dev/image-to-image",
  inpainting: "fal-ai/flux-lora/inpainting",
  upscale: "fal-ai/esrgan",
} as const;

/** ESRGAN's answer: one picture `{ image: { url, width, height } }`. */
const upscaleResponseSchema = z.object({ image: z.object({ url: z.string().min(1) }) });

/** The part of fal.ai's FLUX answer we use: `{ images: [{ url, width, height }] }`. */
const fluxResponseSchema = z.object({
  images: z.array(z.object({ url: z.string().min(1), content_type: z.string().optional() })).min(1),
  /** Set by the safety checker: a flagged picture comes back blacked out. */
  has_nsfw_concepts: z.array(z.boolean()).optional(),
});

function toDataUrl(image: Uint8Array) {
  return `data:image/png;base64,${Buffer.from(image).toString("base64")}`;
}

async function download(url: string, signal: AbortSignal, fetchImpl: typeof fetch): Promise<Uint8Array> {
  const data = /^data:image\/[a-z+]+;base64,(.*)$/s.exec(url);
  if (data) return Buffer.from(data[1], "base64");
  if (!/^https?:\/\//.test(url)) throw new ProviderError("bad_answer", NO_IMAGE_DATA);
  const response = await fetchImpl(url, { signal });
  if (!response.ok) throw new ProviderError("bad_answer", `Could not download the generated image (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * FLUX through fal.ai's synchronous endpoint (`POST https://fal.run/{endpoint}`).
 * `baseUrl` points the client elsewhere (a proxy, or the tests' local fake).
 */
export function createFalProvider(options: { apiKey: string; baseUrl?: string; fetch?: typeof fetch }): ImageProvider {
  const fetchImpl = options.fetch ?? fetch;
  const baseUrl = options.baseUrl?.replace(/\/+$/, "");
  const fal = createFalClient({
    credentials: options.apiKey,
    fetch: fetchImpl,
    // One retry of a 429/5xx or a dropped connection, like the OpenAI client; the caller's signal bounds the whole call.
    retry: { maxRetries: 1 },
    requestMiddleware: async (request) =>
      baseUrl && request.url.startsWith(FAL_RUN_ORIGIN) ? { ...request, url: baseUrl + request.url.slice(FAL_RUN_ORIGIN.length) } : request,
  });

  return {
    engine: "fal",
    async generate(request, { signal }) {
      const common = {
        prompt: promptWithExclusions(request.prompt, request.negativePrompt),
        seed: request.seed,
        num_images: 1,
        // Returns the picture inline (a data URL) instead of a CDN address that expires.
        sync_mode: true,
        enable_safety_checker: !request.isNsfw,
        output_format: "png" as const,
      };
      try {
        let result: { data: unknown };
        if (request.mode === "upscale") {
          if (!request.sourceImage) throw new ProviderError("unavailable", "upscale needs a source image");
          // ESRGAN: the same picture, `scale` times larger (no prompt, nothing redrawn).
          const upscaled = await fal.run(FAL_ENDPOINTS.upscale, {
            input: { image_url: toDataUrl(request.sourceImage), scale: request.factor ?? 2, output_format: "png" },
            abortSignal: signal,
          });
          const parsed = upscaleResponseSchema.safeParse(upscaled.data);
          if (!parsed.success) throw new ProviderError("bad_answer", NO_IMAGE_DATA);
          return { image: assertImageBytes(await download(parsed.data.image.url, signal, fetchImpl)) };
        }
        if (request.mode === "edit" && request.mask) {
          if (!request.sourceImage) throw new ProviderError("unavailable", "edit needs a source image");
          // FLUX inpainting: white in `mask_url` is repainted, black kept; `strength` as image-to-image.
          result = await fal.run(FAL_ENDPOINTS.inpainting, {
            input: {
              ...common,
              image_url: toDataUrl(request.sourceImage),
              mask_url: toDataUrl(request.mask),
              strength: request.strength ?? 0.85,
            },
            abortSignal: signal,
          });
        } else if (request.mode === "edit" || request.mode === "variation") {
          if (!request.sourceImage) throw new ProviderError("unavailable", `${request.mode} needs a source image`);
          // FLUX image-to-image: `strength` is how much of the source is redrawn.
          result = await fal.run(FAL_ENDPOINTS.imageToImage, {
            input: { ...common, image_url: toDataUrl(request.sourceImage), strength: request.strength ?? 0.85 },
            abortSignal: signal,
          });
        } else {
          result = await fal.run(FAL_ENDPOINTS.generate, {
            input: { ...common, image_size: FLUX_IMAGE_SIZES[request.aspectRatio], num_inference_steps: 4 },
            abortSignal: signal,
          });
        }
        const parsed = fluxResponseSchema.safeParse(result.data);
        if (!parsed.success) throw new ProviderError("bad_answer", NO_IMAGE_DATA);
        if (parsed.data.has_nsfw_concepts?.some(Boolean))
          throw new ProviderError("refused", "fal safety checker flagged the picture (has_nsfw_concepts)");
        return { image: assertImageBytes(await download(parsed.data.images[0].url, signal, fetchImpl)) };
      } catch (error) {
        throw falFailure(error, signal);
      }
    },
  };
}

/** The `detail` of a fal error body: a string, or FastAPI's `[{ loc, msg, type }]`. */
const falDetailSchema = z.object({
  detail: z.union([z.string(), z.array(z.object({ msg: z.string().optional(), type: z.string().optional() }))]),
});

/** Maps a fal.ai client failure (HTTP status and `detail` body) to what the user is told. */
export function falFailure(error: unknown, signal: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal.aborted || !(error instanceof ApiError)) return transportFailure(error, signal);
  const status = error.status;
  const body = falDetailSchema.safeParse(error.body);
  const details = !body.success ? [] : typeof body.data.detail === "string" ? [{ msg: body.data.detail, type: "" }] : body.data.detail;
  const text = details.map((d) => `${d.type ?? ""} ${d.msg ?? ""}`).join("; ");
  const full = `fal ${status}: ${describeError(error)}${text ? ` (${text})` : ""}`;
  if (details.some((d) => d.type === "content_policy_violation") || /nsfw|content polic|safety/i.test(text)) {
    return new ProviderError("refused", full, { cause: error });
  }
  if (status === 429 || status === 402 || /balance|quota|locked/i.test(text)) return new ProviderError("busy", full, { cause: error });
  if (status === 408 || status === 504) return new ProviderError("timeout", full, { cause: error });
  if (status >= 500) return new ProviderError("busy", full, { cause: error });
  return new ProviderError("unavailable", full, { cause: error });
}
