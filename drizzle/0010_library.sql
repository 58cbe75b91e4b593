CREATE TABLE "picture_favorites" (
	"user_id" text NOT NULL,
	"generation_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_favorites_user_id_generation_id_pk" PRIMARY KEY("user_id","generation_id")
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "prompt_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', prompt)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "picture_favorites" ADD CONSTRAINT "picture_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_favorites" ADD CONSTRAINT "picture_favorites_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_favorites_generation_idx" ON "picture_favorites" USING btree ("generation_id");--> statement-breakpoint
CREATE INDEX "generations_prompt_search_idx" ON "generations" USING gin ("prompt_search");