import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// List fields are jsonb and always read through parseContentList (content-lists.ts),
// which accepts every shape older data may have.
// A function: drizzle column builders must not be shared between tables.
const catalogColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  longDescription: text("long_description"),
  image: text("image"),
  featured: boolean("featured").notNull().default(false),
  hidden: boolean("hidden").notNull().default(false),
  howItWorks: jsonb("how_it_works").$type<unknown>(),
  benefits: jsonb("benefits").$type<unknown>(),
  popularCreations: jsonb("popular_creations").$type<unknown>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const apps = pgTable("apps", { ...catalogColumns(), icon: text("icon") }, (t) => [index("apps_listing_idx").on(t.hidden, t.createdAt)]);

/** A generator's preset (issue 27): applied to a generation that names the generator's slug (ADR 032). */
export type GeneratorPreset = {
  /** A model id (hosted, or a self-hosted checkpoint's "sdwebui:…"). */
  model: string;
  aspectRatio: string;
  /** The prompt sent, with `{prompt}` (exactly once) replaced by what the user typed. */
  promptTemplate: string;
  /** Joins the user's 'Exclude from Image'. */
  negativePrompt: string;
};

export const generators = pgTable(
  "generators",
  {
    ...catalogColumns(),
    link: text("link").notNull().default("/generator-app"),
    /** Null: no preset. Always read through parseStoredPreset (generator-preset.ts). */
    preset: jsonb("preset").$type<GeneratorPreset>(),
  },
  (t) => [index("generators_listing_idx").on(t.hidden, t.createdAt)],
);

export const faqs = pgTable(
  "faqs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // "home", a generator's slug, or "app_{slug}"
    page: text("page").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("faqs_page_idx").on(t.page, t.createdAt)],
);
