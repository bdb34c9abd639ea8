ALTER TABLE "apple_devices" ADD COLUMN "sealed_token" text;--> statement-breakpoint
ALTER TABLE "apple_devices" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "food_sensitivity_results" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "food_sensitivity_results" ADD COLUMN "ordered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "food_sensitivity_results" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "food_sensitivity_results" ADD COLUMN "sample_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "food_sensitivity_results" ADD COLUMN "received_at" timestamp with time zone;