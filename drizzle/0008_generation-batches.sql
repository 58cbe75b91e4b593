DROP INDEX "generations_one_pending_per_user";--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "batch_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "generations_batch_idx" ON "generations" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "generations_one_pending_per_user" ON "generations" USING btree ("user_id") WHERE "generations"."status" = 'pending' and "generations"."batch_index" = 0;