import OpenAI, { APIError, toFile } from "openai";
import { assertImageBytes, NO_IMAGE_DATA, ProviderError, promptWithExclusions, type ImageProvider } from "./types";
import { DALL_E_3_SIZES, GPT_IMAGE_SIZES } from "./sizes";

/**
 * gpt-image-1 and dall-e-3 through the OpenAI Images API (or a compatible
 * endpoint at `baseUrl`). Results come back as base64, never as expiring URLs.
 */
export function createOpenAiProvider(options: { apiKey: string; baseUrl?: string; fetch?: typeof fetch }): ImageProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    // The caller's signal bounds the whole call; one retry covers a dropped connection or a 5xx.
    maxRetries: 1,
    timeout: 180_000,
    fetch: options.fetch,
  });

  return {
    engine: "openai",
    async generate(request, { signal }) {
      const prompt = promptWithExclusions(request.prompt, request.negativePrompt);
      try {
        let b64: string | undefined;
        if (request.mode === "edit") {
          if (request.model !== "gpt-image-1") throw new ProviderError(`${request.model} cannot edit images`);
          if (!request.sourceImage) throw new ProviderError("Edit mode needs a source image");
          const image = await toFile(request.sourceImage, "source.png", { type: "image/png" });
          const result = await client.images.edit(
            { model: "gpt-image-1", image, prompt, size: GPT_IMAGE_SIZES[request.aspectRatio], n: 1 },
            { signal },
          );
          b64 = result.data?.[0]?.b64_json;
        } else if (request.model === "dall-e-3") {
          const result = await client.images.generate(
            { model: "dall-e-3", prompt, size: DALL_E_3_SIZES[request.aspectRatio], n: 1, response_format: "b64_json" },
            { signal },
          );
          b64 = result.data?.[0]?.b64_json;
        } else {
          // gpt-image-1 always answers in base64 and rejects response_format.
          const result = await client.images.generate(
            { model: "gpt-image-1", prompt, size: GPT_IMAGE_SIZES[request.aspectRatio], n: 1, output_format: "png" },
            { signal },
          );
          b64 = result.data?.[0]?.b64_json;
        }
        if (typeof b64 !== "string" || b64.length === 0) throw new ProviderError(NO_IMAGE_DATA);
        return { image: assertImageBytes(Buffer.from(b64, "base64")) };
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        if (signal.aborted) throw new ProviderError("The image service did not answer in time", { cause: error });
        if (error instanceof APIError) {
          throw new ProviderError(error.message || `OpenAI error ${error.status ?? ""}`.trim(), { cause: error });
        }
        throw new ProviderError(error instanceof Error ? error.message : String(error), { cause: error });
      }
    },
  };
}
