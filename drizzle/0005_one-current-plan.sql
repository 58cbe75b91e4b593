-- Before the index: a user left with several current plans by the race of issue 11 keeps the newest; the others end here
-- (a later renewal of one of them grants nothing and owes Stripe its cancellation, see fulfilment.server.ts).
UPDATE "subscriptions" AS s SET "status" = 'canceled', "updated_at" = now()
WHERE s."status" in ('active', 'trialing', 'past_due')
  AND EXISTS (
    SELECT 1 FROM "subscriptions" AS n
    WHERE n."user_id" = s."user_id" AND n."status" in ('active', 'trialing', 'past_due')
      AND (n."created_at" > s."created_at" OR (n."created_at" = s."created_at" AND n."id" > s."id"))
  );--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_current_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('active', 'trialing', 'past_due');