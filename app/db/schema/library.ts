import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { generations } from "./generation";

/** A user's 'Favorite' mark on one of their own pictures (features/library). */
export const pictureFavorites = pgTable(
  "picture_favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    generationId: uuid("generation_id")
      .notNull()
      .references(() => generations.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.generationId] }), index("picture_favorites_generation_idx").on(t.generationId)],
);

/** A user's named group of their own pictures ('Collections' on My Images). */
export const pictureCollections = pgTable(
  "picture_collections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("picture_collections_user_name_unique").on(t.userId, sql`lower(${t.name})`)],
);

/** A picture in a collection; a picture may be in several. */
export const pictureCollectionItems = pgTable(
  "picture_collection_items",
  {
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => pictureCollections.id, { onDelete: "cascade" }),
    generationId: uuid("generation_id")
      .notNull()
      .references(() => generations.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.generationId] }), index("picture_collection_items_generation_idx").on(t.generationId)],
);

/**
 * A picture its author published to /explore and /p/{id}. The row exists only
 * while the picture is public: unpublishing, making it private or removing it
 * deletes the row. `hiddenAt` is set by a 'minor' report until an operator reviews it.
 */
export const publishedPictures = pgTable(
  "published_pictures",
  {
    generationId: uuid("generation_id")
      .primaryKey()
      .references(() => generations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title"),
    hidePrompt: boolean("hide_prompt").notNull().default(false),
    /** Copied from the generation when published: NSFW pictures are blurred for visitors not confirmed 18+ and kept off marketing pages and the sitemap. */
    isNsfw: boolean("is_nsfw").notNull(),
    /** Exact number of rows in picture_likes for this picture, kept in the same transaction as each like. */
    likeCount: integer("like_count").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    index("published_pictures_published_idx").on(t.publishedAt, t.generationId),
    index("published_pictures_user_idx").on(t.userId, t.publishedAt),
  ],
);

/** One 'Like' per user per published picture. */
export const pictureLikes = pgTable(
  "picture_likes",
  {
    generationId: uuid("generation_id")
      .notNull()
      .references(() => publishedPictures.generationId, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.generationId, t.userId] }),
    // 'Trending': likes in the last 7 days, per picture.
    index("picture_likes_created_idx").on(t.createdAt, t.generationId),
  ],
);

export const pictureReportReasons = ["minor", "real-person", "illegal", "spam", "other"] as const;
export type PictureReportReason = (typeof pictureReportReasons)[number];

/**
 * A visitor's 'Report' of a published picture, one per reporter per picture.
 * The picture's id is copied, not referenced, so a handled report outlives a removed picture.
 */
export const pictureReports = pgTable(
  "picture_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    generationId: uuid("generation_id").notNull(),
    /** The author at the time of the report (the picture may be gone when an operator reads it). */
    authorId: text("author_id"),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: pictureReportReasons }).notNull(),
    details: text("details").notNull().default(""),
    status: text("status", { enum: ["open", "removed", "dismissed"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by"),
  },
  (t) => [
    uniqueIndex("picture_reports_one_per_reporter").on(t.generationId, t.reporterId),
    index("picture_reports_status_created_idx").on(t.status, t.createdAt),
  ],
);
