import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Server-made storage key inside the media_library bucket; never a client path.
    filePath: text("file_path").notNull(),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    fileType: text("file_type").notNull(),
    width: integer("width"),
    height: integer("height"),
    source: text("source", { enum: ["admin", "user"] })
      .notNull()
      .default("admin"),
    altText: text("alt_text"),
    description: text("description"),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    featured: boolean("featured").notNull().default(false),
    /** A user's picture made with NSFW on: shown with a badge, never featured on public pages. */
    isNsfw: boolean("is_nsfw").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_featured_idx").on(t.featured, t.createdAt)],
);
