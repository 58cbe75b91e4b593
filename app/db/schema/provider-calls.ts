import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Outbox of calls we owe a payment provider (DESIGN.md invariant 3): recorded in
// the same transaction as the local state change, performed afterwards by the
// background runner until the provider confirms. dedupe_key makes one intent one row.
export const providerCalls = pgTable(
  "provider_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", {
      enum: ["stripe.cancel-subscription", "stripe.cancel-at-period-end", "stripe.refund-payment", "stripe.resume-subscription"],
    }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    status: text("status", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    // Set while one process performs the call; the row is leased to it until next_attempt_at.
    claimToken: uuid("claim_token"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [index("provider_calls_due_idx").on(t.status, t.nextAttemptAt)],
);
