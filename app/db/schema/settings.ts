import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Small facts about the installation itself (e.g. that the demo seed ran), one row per key.
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
