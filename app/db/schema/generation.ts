import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { apiKeys } from "./api-access";
import { users } from "./auth";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** What a generation was asked for beyond prompt, model and ratio; absent keys mean the engine's defaults. */
export type GenerationExtras = {
  strength?: number;
  factor?: number;
  loras?: { name: string; weight: number }[];
  steps?: number;
  cfg?: number;
  sampler?: string;
  /** The generator slug whose preset was applied. */
  preset?: string;
};

export const generations = pgTable(
  "generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    prompt: text("prompt").notNull(),
    /** The prompt's words for My Images' search (features/library, ADR 030), kept by the database. */
    promptSearch: tsvector("prompt_search")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', prompt)`),
    negativePrompt: text("negative_prompt").notNull().default(""),
    mode: text("mode", { enum: ["generate", "edit", "variation", "upscale"] }).notNull(),
    model: text("model").notNull(),
    aspectRatio: text("aspect_ratio").notNull(),
    isNsfw: boolean("is_nsfw").notNull().default(false),
    seed: integer("seed").notNull(),
    sourceImagePath: text("source_image_path"),
    /** The creative options as checked by the server (strength, upscale factor, LoRAs, steps, CFG, sampler, preset). */
    options: jsonb("options").$type<GenerationExtras>().notNull().default({}),
    /** An edit's mask as a base64 grayscale PNG the size of the source (white = repaint), or null. */
    mask: text("mask"),
    status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull(),
    imagePath: text("image_path"),
    thumbPath: text("thumb_path"),
    width: integer("width"),
    height: integer("height"),
    engine: text("engine"),
    private: boolean("private").notNull().default(false),
    error: text("error"),
    /** SHA-256 of the request as sent (settings and any uploaded source's bytes); a reused idempotency key must match it. */
    requestHash: text("request_hash"),
    /** The worker process running this generation now, and when it last said it still is (its lease). */
    workerId: text("worker_id"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Pictures asked for together ('Images' 2–4) share a batch id; each row is one picture with its own seed. */
    batchId: uuid("batch_id"),
    /** 0 for the first picture of a request (the one its idempotency key names), then 1, 2, 3. */
    batchIndex: integer("batch_index").notNull().default(0),
    /** When a worker began asking the engine (the last attempt), for elapsed time against the usual duration. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** The engine's progress while pending (0–1, step of steps), where it reports one; cleared when settled. */
    progress: real("progress"),
    progressStep: integer("progress_step"),
    progressSteps: integer("progress_steps"),
    /** A tiny blurred WebP data URL of the engine's preview (never the unmoderated picture itself); cleared when settled. */
    preview: text("preview"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The API key that asked for it (null: the signed-in site); its monthly spending is counted from these rows. */
    apiKeyId: uuid("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("generations_user_idempotency_unique").on(t.userId, t.idempotencyKey),
    // At most one pending request per user (its first picture; the reservation also refuses while any picture is pending).
    uniqueIndex("generations_one_pending_per_user")
      .on(t.userId)
      .where(sql`${t.status} = 'pending' and ${t.batchIndex} = 0`),
    index("generations_batch_idx").on(t.batchId),
    index("generations_user_created_idx").on(t.userId, t.createdAt),
    index("generations_created_idx").on(t.createdAt),
    index("generations_prompt_search_idx").using("gin", t.promptSearch),
    index("generations_api_key_created_idx").on(t.apiKeyId, t.createdAt),
  ],
);

export const generationUsages = pgTable(
  "generation_usages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    prompt: text("prompt").notNull(),
    negativePrompt: text("negative_prompt").notNull().default(""),
    mode: text("mode").notNull(),
    model: text("model").notNull(),
    isNsfw: boolean("is_nsfw").notNull(),
    aspectRatio: text("aspect_ratio").notNull(),
    success: boolean("success").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("generation_usages_user_idx").on(t.userId)],
);
