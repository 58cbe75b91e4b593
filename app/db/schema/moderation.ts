import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

// Every refusal and block of the content rules. The user's id and e-mail are
// copied, not referenced, so the record outlives a deleted account. No picture is kept.
export const moderationEvents = pgTable(
  "moderation_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    userEmail: text("user_email").notNull().default(""),
    layer: text("layer", { enum: ["text", "edit-source", "output"] }).notNull(),
    category: text("category", { enum: ["sexual-minors", "sexual-needs-nsfw", "uncovered-language", "check-failed"] }).notNull(),
    minorSignal: boolean("minor_signal").notNull(),
    reason: text("reason").notNull(),
    prompt: text("prompt").notNull(),
    negativePrompt: text("negative_prompt").notNull().default(""),
    isNsfw: boolean("is_nsfw").notNull(),
    checker: text("checker"),
    generationId: uuid("generation_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("moderation_events_user_created_idx").on(t.userId, t.createdAt), index("moderation_events_created_idx").on(t.createdAt)],
);

// Generation paused for an account until an admin lifts it; history is kept.
export const generationSuspensions = pgTable(
  "generation_suspensions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftedBy: text("lifted_by"),
  },
  // At most one active suspension per user, whatever races.
  (t) => [
    uniqueIndex("generation_suspensions_one_active")
      .on(t.userId)
      .where(sql`${t.liftedAt} is null`),
  ],
);
