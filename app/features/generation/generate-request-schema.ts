import { z } from "zod";
import { ASPECT_RATIO_IDS, DEFAULT_ASPECT_RATIO, DEFAULT_MODEL, MODE_IDS, MODEL_IDS, PROMPT_MAX_LENGTH } from "./generation-options";

// The body of POST /api/generations, parsed by the server. Apart from the
// settings in generation-options.ts so the workspace bundle carries no zod.

const flag = z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1", z.boolean());

/** The body of a generate request (JSON or form data). */
export const generateRequestSchema = z.object({
  prompt: z
    .string({ error: "Please describe your image before generating." })
    .trim()
    .min(1, "Please describe your image before generating.")
    .max(PROMPT_MAX_LENGTH, `The prompt can be at most ${PROMPT_MAX_LENGTH} characters.`),
  negativePrompt: z
    .string()
    .trim()
    .max(PROMPT_MAX_LENGTH, `'Exclude from Image' can be at most ${PROMPT_MAX_LENGTH} characters.`)
    .optional()
    .default(""),
  model: z.enum(MODEL_IDS, { error: `Unknown model. Choose one of: ${MODEL_IDS.join(", ")}.` }).default(DEFAULT_MODEL),
  mode: z.enum(MODE_IDS, { error: "Unknown mode. Choose generate or edit." }).default("generate"),
  aspectRatio: z
    .enum(ASPECT_RATIO_IDS, { error: `Unknown aspect ratio. Choose one of: ${ASPECT_RATIO_IDS.join(", ")}.` })
    .default(DEFAULT_ASPECT_RATIO),
  isNsfw: flag.default(false),
  isPrivate: flag.default(false),
  seed: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  sourceGenerationId: z.uuid("Unknown source image.").optional(),
  idempotencyKey: z
    .string({ error: "An idempotency key is required." })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, "The idempotency key must be 8 to 100 letters, digits, '-' or '_'."),
});

export type GenerateRequest = z.infer<typeof generateRequestSchema>;
