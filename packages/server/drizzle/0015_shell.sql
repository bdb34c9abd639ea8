ALTER TABLE "child_activity_items" ADD COLUMN "reflection" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agreements_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agreements_accepted_at" timestamp with time zone;