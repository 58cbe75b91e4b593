ALTER TABLE "generations" ADD COLUMN "worker_id" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "heartbeat_at" timestamp with time zone;