CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_sensitivity_results" ALTER COLUMN "state" SET DEFAULT 'ordered';--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "ends_on" date;
--> statement-breakpoint
-- hand-written
UPDATE "purchases" SET "ends_on" = "trial_ends_on" WHERE "source" = 'soft' AND "trial_ends_on" IS NOT NULL;--> statement-breakpoint
UPDATE "food_sensitivity_results" SET "state" = 'ordered' WHERE "state" = 'kit_requested';
