import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const API_KEY_SCOPES = ["generate", "read", "delete"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

// A user's API keys (CONTRACT.md "Public API"). The key itself is shown once and
// kept only as its SHA-256; `prefix` (its first characters) tells keys apart on screen.
// A revoked key keeps its row (the generations it made name it; its spending stays visible).
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    /** SHA-256 of the whole key, hex. */
    tokenHash: text("token_hash").notNull(),
    scopes: text("scopes", { enum: API_KEY_SCOPES }).array().notNull(),
    /** Credits the key may spend in a calendar month (UTC); null: no cap of its own. */
    monthlyCreditLimit: integer("monthly_credit_limit"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("api_keys_token_hash_unique").on(t.tokenHash), index("api_keys_user_idx").on(t.userId, t.createdAt)],
);
