import { z } from "zod";
import type { ApiKeyView } from "~/features/api-access/api-keys.server";
import type { GenerationView, ModelOption } from "~/features/generation/generation-options";
import type { EngineProgressView, QueueView } from "~/features/generation/queue-state";
import { ERROR_STATUS, type ErrorBody } from "~/utils/errors";

// The answers of the Public API as zod schemas, for GET /api/openapi.json. The
// routes build their answers from TypeScript types; each schema below is tied
// to its type by a compile-time equality (`same`), so a field added to, removed
// from or retyped in an answer fails `tsc` until the document says so too.

// Identity, not mutual assignability: an optional field one side lacks fails too.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when the schema's output type and the route's type are the same. */
const same = <A, B>(check: Same<A, B>) => check;

const isoDate = z.string().describe("ISO 8601 date and time (UTC)");

export const engineProgressSchema = z.object({
  fraction: z.number().min(0).max(1).nullable().describe("0–1 from the engine, null when it reports none"),
  step: z.number().int().nullable(),
  steps: z.number().int().nullable(),
  preview: z.string().nullable().describe("a tiny blurred data URL of the engine's preview, when it sends one"),
  elapsedMs: z.number().nullable(),
  usualMs: z.number().nullable().describe("how long this engine usually takes (median of its recent pictures)"),
});
same<z.output<typeof engineProgressSchema>, EngineProgressView>(true);

export const queueSchema = z.object({
  state: z.enum(["queued", "running"]),
  position: z.number().int().min(1).nullable().describe("place in line while queued, 1 = next"),
  progress: engineProgressSchema.optional(),
});
same<z.output<typeof queueSchema>, QueueView>(true);

const creativeOptionsSchema = z
  .object({
    strength: z.number().optional(),
    factor: z.number().int().optional(),
    loras: z.array(z.object({ name: z.string(), weight: z.number() })).optional(),
    steps: z.number().int().optional(),
    cfg: z.number().optional(),
    sampler: z.string().optional(),
    preset: z.string().optional().describe("the generator whose preset ('Style') was applied"),
  })
  .describe("what the server settled on for a variation, upscale, edit, LoRAs/Advanced or a style; absent for a plain picture");

export const generationSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(["pending", "succeeded", "failed"]),
    prompt: z.string(),
    negativePrompt: z.string(),
    model: z.string(),
    mode: z.string(),
    aspectRatio: z.string(),
    isNsfw: z.boolean(),
    private: z.boolean(),
    seed: z.number().int(),
    engine: z.string().nullable(),
    engineLabel: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    imageUrl: z.string().nullable().describe("the picture (a private one at /api/generations/{id}/image, the owner's only)"),
    thumbUrl: z.string().nullable(),
    downloadUrl: z.string().nullable().describe("/api/generations/{id}/download once succeeded"),
    error: z.string().nullable(),
    createdAt: isoDate,
    batchId: z.string().nullable().describe("shared by the pictures of one request (count > 1)"),
    options: creativeOptionsSchema.optional(),
    queue: queueSchema.optional().describe("pending generations read one at a time: waiting in line or being made"),
  })
  .meta({ id: "Generation" });
same<z.output<typeof generationSchema>, GenerationView>(true);

export const modelSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    provider: z.enum(["openai", "fal", "sdwebui", "comfyui"]),
    supports: z.object({
      nsfw: z.boolean(),
      edit: z.boolean(),
      negativePrompt: z.boolean(),
      seed: z.boolean(),
      progress: z.boolean(),
      mask: z.boolean(),
      variation: z.boolean(),
      upscale: z.array(z.number().int()),
      loras: z.boolean(),
      advanced: z.boolean(),
    }),
    loras: z.array(z.string()),
    samplers: z.array(z.string()),
    servedBy: z.string().nullable().describe("'Local engine (offline)' when the built-in engine stands in for the model"),
  })
  .meta({ id: "Model" });
same<z.output<typeof modelSchema>, ModelOption>(true);

export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prefix: z.string().describe("the key's first 12 characters, to tell keys apart"),
    scopes: z.array(z.enum(["generate", "read", "delete"])),
    monthlyCreditLimit: z.number().int().nullable(),
    expiresAt: isoDate.nullable(),
    lastUsedAt: isoDate.nullable(),
    revokedAt: isoDate.nullable(),
    createdAt: isoDate,
    spentThisMonth: z.number().int(),
    status: z.enum(["active", "revoked", "expired"]),
  })
  .meta({ id: "ApiKey" });
same<z.output<typeof apiKeySchema>, ApiKeyView>(true);

export const errorSchema = z
  .object({
    ok: z.literal(false),
    error: z.object({
      code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]]),
      title: z.string(),
      message: z.string(),
    }),
    fieldErrors: z
      .record(z.string(), z.string())
      .optional()
      .describe("When a body or query was refused: each refused field's message, by field name (`form` for the body as a whole)."),
  })
  .meta({ id: "Error" });
same<z.output<typeof errorSchema>, ErrorBody>(true);

/** What GET /api/generations/:id answers, and the data of every event of /events. */
export const generationAnswerSchema = z
  .object({ ok: z.literal(true), generation: generationSchema, balance: z.number().int().nullable() })
  .meta({ id: "GenerationAnswer" });

export const createdGenerationsSchema = z.object({
  ok: z.literal(true),
  created: z.boolean().describe("false when the Idempotency-Key was seen before: the same pictures, nothing charged"),
  balance: z.number().int(),
  generation: generationSchema,
  generations: z.array(generationSchema),
});

export const generationPageSchema = z.object({
  ok: z.literal(true),
  items: z.array(generationSchema),
  nextCursor: z.string().nullable().describe("pass as ?cursor= for the next page; null on the last"),
});

export const okSchema = z.object({ ok: z.literal(true) });
