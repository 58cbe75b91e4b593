import { z } from "zod";
import { flag, hasVisibleText, text } from "~/utils/strict-input";
import {
  ASPECT_RATIO_IDS,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_MODEL,
  CFG_MAX,
  CFG_MIN,
  LORA_WEIGHT_MAX,
  LORA_WEIGHT_MIN,
  MAX_IMAGES_PER_REQUEST,
  MAX_LORAS,
  MODEL_IDS,
  PROMPT_MAX_LENGTH,
  PROMPT_REQUIRED,
  REQUEST_MODE_IDS,
  SELF_HOSTED_MODEL_ID,
  STEPS_MAX,
  STEPS_MIN,
  STRENGTH_MAX,
  STRENGTH_MIN,
} from "./generation-options";

// The body of POST /api/generations, parsed by the server. Apart from the
// settings in generation-options.ts so the workspace bundle carries no zod.
// A form body is read exactly like a JSON one: every value as sent, "" included.

const SEED_MAX = 2_147_483_647;
const SEED_MESSAGE = `The seed must be a whole number from 0 to ${SEED_MAX}.`;

const COUNT_MESSAGE = `The number of images must be from 1 to ${MAX_IMAGES_PER_REQUEST}.`;
const UNKNOWN_MODEL = `Unknown model. Choose one of: ${MODEL_IDS.join(", ")}, or a model listed by GET /api/models.`;

/** A number sent as JSON or as form text, within [min, max] (whole when `int`). */
function numberField(message: string, { min, max, int = false }: { min: number; max: number; int?: boolean }) {
  const checked = z.number().min(min, message).max(max, message);
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^-?\d{1,4}(\.\d{1,6})?$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(int ? checked.int(message) : checked);
}

const STRENGTH_MESSAGE = `'Strength' must be a number from ${STRENGTH_MIN} to ${STRENGTH_MAX}.`;
const FACTOR_MESSAGE = "The upscale factor must be 2 or 4.";
const LORAS_MESSAGE = `LoRAs must be a list of at most ${MAX_LORAS} entries { name, weight }.`;
const WEIGHT_MESSAGE = `A LoRA's weight must be a number from ${LORA_WEIGHT_MIN} to ${LORA_WEIGHT_MAX}.`;
const STEPS_MESSAGE = `Steps must be a whole number from ${STEPS_MIN} to ${STEPS_MAX}.`;
const CFG_MESSAGE = `CFG must be a number from ${CFG_MIN} to ${CFG_MAX}.`;
/** A PNG data URL; the mask's size and content are checked against the source by the server. */
const MASK_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
const MASK_MESSAGE = "The mask must be a PNG image (a data URL data:image/png;base64,…).";

const lorasField = z.preprocess(
  // A form sends the list as JSON text.
  (value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .array(
      z.strictObject(
        {
          name: text("A LoRA name", { error: LORAS_MESSAGE }).trim().min(1, LORAS_MESSAGE).max(255, LORAS_MESSAGE),
          weight: numberField(WEIGHT_MESSAGE, { min: LORA_WEIGHT_MIN, max: LORA_WEIGHT_MAX }),
        },
        { error: LORAS_MESSAGE },
      ),
      { error: LORAS_MESSAGE },
    )
    .max(MAX_LORAS, `At most ${MAX_LORAS} LoRAs can be used at once.`),
);

/** A generator's slug naming its preset (ADR 032). */
const PRESET_MESSAGE = "'preset' must be a generator's slug (lower-case letters, digits and hyphens).";

/** The settings a preset fills in when the request leaves them out (ADR 032): which ones the request named itself. */
const PRESET_SETTINGS = ["model", "aspectRatio"] as const;

/** The body of a generate request (JSON or form data). */
const requestFields = z
  .object({
    // A variation or upscale without a prompt takes its source's (see reserveGeneration).
    prompt: text("The prompt", { error: PROMPT_REQUIRED })
      .trim()
      .max(PROMPT_MAX_LENGTH, `The prompt can be at most ${PROMPT_MAX_LENGTH} characters.`)
      .optional()
      .default(""),
    negativePrompt: text("'Exclude from Image'")
      .trim()
      .max(PROMPT_MAX_LENGTH, `'Exclude from Image' can be at most ${PROMPT_MAX_LENGTH} characters.`)
      .optional()
      .default(""),
    // A hosted model, or a self-hosted engine's checkpoint ("sdwebui:…", "comfyui:…", see GET /api/models).
    model: z.union([z.enum(MODEL_IDS), z.string().regex(SELF_HOSTED_MODEL_ID, UNKNOWN_MODEL)], { error: UNKNOWN_MODEL }).default(DEFAULT_MODEL),
    mode: z.enum(REQUEST_MODE_IDS, { error: "Unknown mode. Choose generate, edit, variation or upscale." }).default("generate"),
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
    /** Edit and variation: how much changes (the engine's denoising strength). */
    strength: numberField(STRENGTH_MESSAGE, { min: STRENGTH_MIN, max: STRENGTH_MAX }).optional(),
    /** Edit: a PNG data URL the size of the source, white = repaint (or a multipart file "mask"). */
    mask: z
      .string({ error: MASK_MESSAGE })
      .max(8 * 1024 * 1024, MASK_MESSAGE)
      .regex(MASK_DATA_URL, MASK_MESSAGE)
      .optional(),
    /** Upscale: 2, or 4 where the engine can. */
    factor: z.union([z.literal(2), z.literal(4), z.enum(["2", "4"]).transform(Number)], { error: FACTOR_MESSAGE }).optional(),
    loras: lorasField.optional(),
    steps: numberField(STEPS_MESSAGE, { min: STEPS_MIN, max: STEPS_MAX, int: true }).optional(),
    cfg: numberField(CFG_MESSAGE, { min: CFG_MIN, max: CFG_MAX }).optional(),
    sampler: text("The sampler").trim().min(1, "Choose a sampler.").max(100, "Unknown sampler.").optional(),
    /** A generator's slug: its preset is applied (model and aspect ratio unless named here, prompt template, exclusions). */
    preset: text("'preset'", { error: PRESET_MESSAGE })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, PRESET_MESSAGE)
      .max(200, PRESET_MESSAGE)
      .optional(),
    /** Filled in by the parser from what was sent; never read from the body. */
    namedSettings: z.array(z.enum(PRESET_SETTINGS)).optional(),
    idempotencyKey: text("The idempotency key", { error: "An idempotency key is required." }).regex(
      /^[A-Za-z0-9_-]{8,100}$/,
      "The idempotency key must be 8 to 100 letters, digits, '-' or '_'.",
    ),
  })
  .superRefine((request, context) => {
    const refuse = (message: string) => context.addIssue({ code: "custom", message });
    const { mode } = request;
    if ((mode === "generate" || mode === "edit") && !hasVisibleText(request.prompt))
      context.addIssue({ code: "custom", message: PROMPT_REQUIRED, path: ["prompt"] });
    if ((mode === "variation" || mode === "upscale") && !request.sourceGenerationId) refuse("Choose one of your images to work from.");
    if (request.strength !== undefined && mode !== "edit" && mode !== "variation") refuse("'Strength' is for edits and variations only.");
    if (request.mask !== undefined && mode !== "edit") refuse("A mask is for edits only.");
    if (request.factor !== undefined && mode !== "upscale") refuse("An upscale factor is for upscales only.");
    if (mode === "upscale" && request.count !== 1) refuse("An upscale makes one picture.");
    if (mode === "upscale" && (request.loras?.length || request.steps !== undefined || request.cfg !== undefined || request.sampler !== undefined))
      refuse("An upscale takes no LoRAs, steps, CFG or sampler.");
  });

/** The request schema, noting which of the preset's settings the body named itself (a default cannot tell). */
export const generateRequestSchema = z.preprocess((raw) => {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const body = raw as Record<string, unknown>;
  const { namedSettings: _ignored, ...rest } = body;
  const named = PRESET_SETTINGS.filter((key) => body[key] !== undefined && body[key] !== "");
  return named.length > 0 ? { ...rest, namedSettings: named } : rest;
}, requestFields);

export type GenerateRequest = z.infer<typeof requestFields>;

/** The largest source picture a generate request may upload (server/body-limit.ts allows the body on /api/generations). */
export const MAX_SOURCE_BYTES = 5 * 1024 * 1024;
