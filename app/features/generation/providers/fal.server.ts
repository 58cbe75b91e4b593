import { createFalClient } from "@fal-ai/client";
import { z } from "zod";
import { assertImageBytes, NO_IMAGE_DATA, ProviderError, promptWithExclusions, type ImageProvider } from "./types";
import { FLUX_IMAGE_SIZES } from "./sizes";

const FAL_RUN_ORIGIN = "https://fal.run";

/** The part of fal.ai's FLUX answer we use: `{ images: [{ url, width, height }] }`. */
const fluxResponseSchema = z.object({
  images: z.array(z.object({ url: z.string().min(1), content_type: z.string().optional() })).min(1),
});

function toDataUrl(image: Uint8Array) {
  return `data:image/png;base64,${Buffer.from(image).toString("base64")}`;
}

async function download(url: string, signal: AbortSignal, fetchImpl: typeof fetch): Promise<Uint8Array> {
  const data = /^data:image\/[a-z+]+;base64,(.*)$/s.exec(url);
  if (data) return Buffer.from(data[1], "base64");
  if (!/^https?:\/\//.test(url)) throw new ProviderError(NO_IMAGE_DATA);
  const response = await fetchImpl(url, { signal });
  if (!response.ok) throw new ProviderError(`Could not download the generated image (HTTP ${response.status})`);
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
        if (request.mode === "edit") {
          if (!request.sourceImage) throw new ProviderError("Edit mode needs a source image");
          result = await fal.run("fal-ai/flux/dev/image-to-image", {
            input: { ...common, image_url: toDataUrl(request.sourceImage), strength: 0.85 },
            abortSignal: signal,
          });
        } else {
          result = await fal.run("fal-ai/flux/schnell", {
            input: { ...common, image_size: FLUX_IMAGE_SIZES[request.aspectRatio], num_inference_steps: 4 },
            abortSignal: signal,
          });
        }
        const parsed = fluxResponseSchema.safeParse(result.data);
        if (!parsed.success) throw new ProviderError(NO_IMAGE_DATA);
        return { image: assertImageBytes(await download(parsed.data.images[0].url, signal, fetchImpl)) };
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        if (signal.aborted) throw new ProviderError("The image service did not answer in time", { cause: error });
        const message = error instanceof Error ? error.message : String(error);
        throw new ProviderError(message || "Function error", { cause: error });
      }
    },
  };
}
