ALTER TABLE "generations" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "progress" real;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "progress_step" integer;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "progress_steps" integer;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "preview" text;