import sharp from "sharp";
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, toFile } from "openai";
import { assertImageBytes, describeError, NO_IMAGE_DATA, ProviderError, promptWithExclusions, transportFailure, type ImageProvider } from "./types";
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
        if (request.mode === "upscale") throw new ProviderError("unavailable", "The OpenAI Images API does not upscale");
        if (request.mode === "edit" || request.mode === "variation") {
          if (request.model !== "gpt-image-1") throw new ProviderError("unavailable", `${request.model} cannot edit images`);
          if (!request.sourceImage) throw new ProviderError("unavailable", `${request.mode} needs a source image`);
          const image = await toFile(request.sourceImage, "source.png", { type: "image/png" });
          const mask =
            request.mode === "edit" && request.mask ? await toFile(await openAiMask(request.mask), "mask.png", { type: "image/png" }) : undefined;
          const result = await client.images.edit(
            { model: "gpt-image-1", image, prompt, size: GPT_IMAGE_SIZES[request.aspectRatio], n: 1, ...(mask ? { mask } : {}) },
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
        if (typeof b64 !== "string" || b64.length === 0) throw new ProviderError("bad_answer", NO_IMAGE_DATA);
        return { image: assertImageBytes(Buffer.from(b64, "base64")) };
      } catch (error) {
        throw openAiFailure(error, signal);
      }
    },
  };
}

/**
 * OpenAI's edit mask: a PNG the source's size whose fully transparent pixels are the ones to
 * repaint. Ours is grayscale, white = repaint, so its inverse becomes the alpha channel.
 */
export async function openAiMask(mask: Uint8Array): Promise<Buffer> {
  const alpha = await sharp(mask).grayscale().negate().toColourspace("b-w").png().toBuffer();
  const { width, height } = await sharp(mask).metadata();
  return sharp({ create: { width: width!, height: height!, channels: 3, background: "#000000" } })
    .joinChannel(alpha)
    .png()
    .toBuffer();
}

const REFUSAL_CODES = new Set(["content_policy_violation", "moderation_blocked"]);
const BUSY_CODES = new Set(["insufficient_quota", "rate_limit_exceeded", "billing_hard_limit_reached", "billing_not_active"]);
const CONNECTION_REFUSED = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH/;

/** Maps an OpenAI SDK failure (documented `{ error: { message, type, code } }` bodies) to what the user is told. */
export function openAiFailure(error: unknown, signal: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  const detail = describeError(error);
  if (signal.aborted || error instanceof APIConnectionTimeoutError) return new ProviderError("timeout", detail, { cause: error });
  if (error instanceof APIConnectionError) {
    // Nobody listening is a service that is down; a connection dropped mid-answer is an unusable answer.
    return new ProviderError(CONNECTION_REFUSED.test(causeChain(error)) ? "busy" : "bad_answer", detail, { cause: error });
  }
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    const code = typeof error.code === "string" ? error.code : "";
    const full = `OpenAI ${status} ${code || error.type || ""}: ${detail}`;
    if (REFUSAL_CODES.has(code) || (status === 400 && /safety system/i.test(error.message)))
      return new ProviderError("refused", full, { cause: error });
    if (status === 429 || status === 402 || BUSY_CODES.has(code)) return new ProviderError("busy", full, { cause: error });
    if (status === 408 || status === 504) return new ProviderError("timeout", full, { cause: error });
    if (status >= 500) return new ProviderError("busy", full, { cause: error });
    return new ProviderError("unavailable", full, { cause: error });
  }
  return transportFailure(error, signal);
}

/** Names, codes and messages along an error's cause chain (undici hides the socket error two levels down). */
function causeChain(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    parts.push(e.name, e.message, String((e as { code?: unknown }).code ?? ""));
  }
  return parts.join(" ");
}
