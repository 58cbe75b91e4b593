import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

// Invariant: credits.amount = sum(credit) - sum(debit) of the user's transactions.
export const credits = pgTable(
  "credits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("credits_amount_non_negative", sql`${t.amount} >= 0`)],
);

export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["credit", "debit"] }).notNull(),
    amount: integer("amount").notNull(),
    description: text("description").notNull(),
    // Makes a grant happen at most once (e.g. "signup:{userId}", "payment:{id}").
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("transactions_amount_positive", sql`${t.amount} > 0`),
    index("transactions_user_created_idx").on(t.userId, t.createdAt),
    index("transactions_created_idx").on(t.createdAt),
  ],
);
