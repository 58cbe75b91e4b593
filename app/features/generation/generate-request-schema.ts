import { z } from "zod";
import { flag, hasVisibleText, text } from "~/utils/strict-input";
import {
  ASPECT_RATIO_IDS,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_MODEL,
  MODE_IDS,
  MAX_IMAGES_PER_REQUEST,
  MODEL_IDS,
  PROMPT_MAX_LENGTH,
  PROMPT_REQUIRED,
  SELF_HOSTED_MODEL_ID,
} from "./generation-options";

// The body of POST /api/generations, parsed by the server. Apart from the
// settings in generation-options.ts so the workspace bundle carries no zod.
// A form body is read exactly like a JSON one: every value as sent, "" included.

const SEED_MAX = 2_147_483_647;
const SEED_MESSAGE = `The seed must be a whole number from 0 to ${SEED_MAX}.`;

const COUNT_MESSAGE = `The number of images must be from 1 to ${MAX_IMAGES_PER_REQUEST}.`;
const UNKNOWN_MODEL = `Unknown model. Choose one of: ${MODEL_IDS.join(", ")}, or a model listed by GET /api/models.`;

/** The body of a generate request (JSON or form data). */
export const generateRequestSchema = z.object({
  prompt: text("The prompt", { error: PROMPT_REQUIRED })
    .trim()
    .refine(hasVisibleText, PROMPT_REQUIRED)
    .max(PROMPT_MAX_LENGTH, `The prompt can be at most ${PROMPT_MAX_LENGTH} characters.`),
  negativePrompt: text("'Exclude from Image'")
    .trim()
    .max(PROMPT_MAX_LENGTH, `'Exclude from Image' can be at most ${PROMPT_MAX_LENGTH} characters.`)
    .optional()
    .default(""),
  // A hosted model, or a self-hosted engine's checkpoint ("sdwebui:…", "comfyui:…", see GET /api/models).
  model: z.union([z.enum(MODEL_IDS), z.string().regex(SELF_HOSTED_MODEL_ID, UNKNOWN_MODEL)], { error: UNKNOWN_MODEL }).default(DEFAULT_MODEL),
  mode: z.enum(MODE_IDS, { error: "Unknown mode. Choose generate or edit." }).default("generate"),
  aspectRatio: z
    .enum(ASPECT_RATIO_IDS, { error: `Unknown aspect ratio. Choose one of: ${ASPECT_RATIO_IDS.join(", ")}.` })
    .default(DEFAULT_ASPECT_RATIO),
  isNsfw: flag("isNsfw").default(false),
  isPrivate: flag("isPrivate").default(false),
  seed: z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,10}$/, SEED_MESSAGE)
          .transform(Number),
      ],
      { error: SEED_MESSAGE },
    )
    .pipe(z.number().int(SEED_MESSAGE).min(0, SEED_MESSAGE).max(SEED_MAX, SEED_MESSAGE))
    .optional(),
  /** How many pictures of this prompt (each 1 credit, each its own seed). */
  count: z
    .union([z.number(), z.string().regex(/^\d$/, COUNT_MESSAGE).transform(Number)], { error: COUNT_MESSAGE })
    .pipe(z.number().int(COUNT_MESSAGE).min(1, COUNT_MESSAGE).max(MAX_IMAGES_PER_REQUEST, COUNT_MESSAGE))
    .default(1),
  sourceGenerationId: z.uuid("Unknown source image.").optional(),
  idempotencyKey: text("The idempotency key", { error: "An idempotency key is required." }).regex(
    /^[A-Za-z0-9_-]{8,100}$/,
    "The idempotency key must be 8 to 100 letters, digits, '-' or '_'.",
  ),
});

export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/** The largest source picture a generate request may upload (server/body-limit.ts allows the body on /api/generations). */
export const MAX_SOURCE_BYTES = 5 * 1024 * 1024;
