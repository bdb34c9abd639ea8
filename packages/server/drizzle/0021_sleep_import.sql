ALTER TABLE "sleep_device_links" ADD COLUMN "sleeps_imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sleep_device_links" ADD COLUMN "token_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sleep_results" ADD COLUMN "provider_log_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sleep_results_child_source_log" ON "sleep_results" USING btree ("child_id","source","provider_log_id");