import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const WEBHOOK_EVENTS = ["generation.succeeded", "generation.failed"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

// A user's webhook endpoints (CONTRACT.md "Public API"; docs/decisions/036). The
// signing secret is kept as it is (we must sign with it); it is shown to the user once.
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events", { enum: WEBHOOK_EVENTS }).array().notNull(),
    /** `whsec_` + base64 of 32 random bytes. */
    secret: text("secret").notNull(),
    /** Set when a day of failed deliveries disabled it, or an operator did; no deliveries are made for it then. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    disabledReason: text("disabled_reason"),
    /** When the current run of failed attempts began (any successful delivery clears it). */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId, t.createdAt)],
);

// One message to one endpoint, and its own outbox row: written in the transaction
// that finished the generation, performed by the webhook runner until it succeeds
// or its retries run out. Its id is the `webhook-id` of every attempt.
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** `msg_…`, the same on every attempt and on a resend. */
    eventId: text("event_id").notNull(),
    type: text("type", { enum: WEBHOOK_EVENTS }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** Set while one process performs the attempt; leased to it until next_attempt_at. */
    claimToken: uuid("claim_token"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt), index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt)],
);
