import OpenAI from "openai";
import sharp from "sharp";
import { z } from "zod";
import type { ModerationProvider } from "../types";
import { ImageCheckError } from "./image-check-error";

// OpenAI's moderation endpoint (omni-moderation-latest) on the picture and,
// when given, the prompt. Its 'sexual' category is scored on images; its
// 'sexual/minors' category on text only (category_applied_input_types), so
// for minors it reads the prompt, not the picture.

/** The endpoint takes images up to 20 MB; a 1024 px JPEG is a few hundred KB and all the model looks at. */
const MAX_SIDE = 1024;

const resultSchema = z.object({
  results: z
    .array(
      z.object({
        categories: z.object({ sexual: z.boolean(), "sexual/minors": z.boolean() }),
        category_scores: z.object({ sexual: z.number().min(0).max(1), "sexual/minors": z.number().min(0).max(1) }),
      }),
    )
    .min(1),
});

async function imageDataUrl(image: Uint8Array) {
  const jpeg = await sharp(image)
    .rotate()
    .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 90 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

export type OpenAiModerationOptions = {
  apiKey: string;
  /** `OPENAI_BASE_URL`; defaults to https://api.openai.com/v1. */
  baseUrl?: string;
  /** Per attempt; the caller's signal bounds the whole check. */
  timeoutMs?: number;
  maxRetries?: number;
};

export function createOpenAiModeration(options: OpenAiModerationOptions): ModerationProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    timeout: options.timeoutMs ?? 15_000,
    // One retry covers a dropped connection or a passing 5xx.
    maxRetries: options.maxRetries ?? 1,
  });

  return {
    name: "openai",
    async checkImage(image, { signal, prompt } = {}) {
      try {
        const url = await imageDataUrl(image);
        const input: OpenAI.ModerationMultiModalInput[] = [];
        if (prompt?.trim()) input.push({ type: "text", text: prompt });
        input.push({ type: "image_url", image_url: { url } });
        const response = await client.moderations.create({ model: "omni-moderation-latest", input }, { signal });
        const parsed = resultSchema.safeParse(response);
        if (!parsed.success) throw new Error(`Unexpected answer from the moderation endpoint: ${parsed.error.issues[0]?.message ?? ""}`);
        const [result] = parsed.data.results;
        const sexualMinors = result.categories["sexual/minors"];
        return {
          provider: "openai",
          sexual: result.categories.sexual || sexualMinors,
          sexualScore: Math.max(result.category_scores.sexual, result.category_scores["sexual/minors"]),
          faces: [],
          minor: sexualMinors,
          sexualMinors,
        };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ImageCheckError("openai", `OpenAI's moderation check failed: ${reason}`, { cause: error });
      }
    },
  };
}
