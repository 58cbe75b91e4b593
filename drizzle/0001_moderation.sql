CREATE TABLE "generation_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text
);
--> statement-breakpoint
CREATE TABLE "moderation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"user_email" text DEFAULT '' NOT NULL,
	"layer" text NOT NULL,
	"category" text NOT NULL,
	"minor_signal" boolean NOT NULL,
	"reason" text NOT NULL,
	"prompt" text NOT NULL,
	"negative_prompt" text DEFAULT '' NOT NULL,
	"is_nsfw" boolean NOT NULL,
	"checker" text,
	"generation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generation_suspensions" ADD CONSTRAINT "generation_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "generation_suspensions_one_active" ON "generation_suspensions" USING btree ("user_id") WHERE "generation_suspensions"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_events_user_created_idx" ON "moderation_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_events_created_idx" ON "moderation_events" USING btree ("created_at");