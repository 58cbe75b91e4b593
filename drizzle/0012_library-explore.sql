CREATE TABLE "picture_collection_items" (
	"collection_id" uuid NOT NULL,
	"generation_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_collection_items_collection_id_generation_id_pk" PRIMARY KEY("collection_id","generation_id")
);
--> statement-breakpoint
CREATE TABLE "picture_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "picture_likes" (
	"generation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_likes_generation_id_user_id_pk" PRIMARY KEY("generation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "picture_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"generation_id" uuid NOT NULL,
	"author_id" text,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text
);
--> statement-breakpoint
CREATE TABLE "published_pictures" (
	"generation_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text,
	"hide_prompt" boolean DEFAULT false NOT NULL,
	"is_nsfw" boolean NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "is_nsfw" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "picture_collection_items" ADD CONSTRAINT "picture_collection_items_collection_id_picture_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."picture_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_collection_items" ADD CONSTRAINT "picture_collection_items_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_collections" ADD CONSTRAINT "picture_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_likes" ADD CONSTRAINT "picture_likes_generation_id_published_pictures_generation_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."published_pictures"("generation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_likes" ADD CONSTRAINT "picture_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_reports" ADD CONSTRAINT "picture_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_pictures" ADD CONSTRAINT "published_pictures_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_pictures" ADD CONSTRAINT "published_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_collection_items_generation_idx" ON "picture_collection_items" USING btree ("generation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "picture_collections_user_name_unique" ON "picture_collections" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "picture_likes_created_idx" ON "picture_likes" USING btree ("created_at","generation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "picture_reports_one_per_reporter" ON "picture_reports" USING btree ("generation_id","reporter_id");--> statement-breakpoint
CREATE INDEX "picture_reports_status_created_idx" ON "picture_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "published_pictures_published_idx" ON "published_pictures" USING btree ("published_at","generation_id");--> statement-breakpoint
CREATE INDEX "published_pictures_user_idx" ON "published_pictures" USING btree ("user_id","published_at");--> statement-breakpoint
UPDATE "media" SET "is_nsfw" = true FROM "generations" WHERE "generations"."image_path" = 'media_library/' || "media"."file_path" AND "generations"."is_nsfw" = true AND "media"."source" = 'user';
