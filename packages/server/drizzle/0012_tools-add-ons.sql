CREATE TABLE "sleep_device_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"service" text NOT NULL,
	"oauth_state" text,
	"state_expires_at" timestamp with time zone,
	"provider_user_id" text,
	"access_token" text,
	"linked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sleep_results" ADD COLUMN "night" date;--> statement-breakpoint
ALTER TABLE "sleep_results" ADD COLUMN "bedtime" text;--> statement-breakpoint
ALTER TABLE "sleep_results" ADD COLUMN "wake_time" text;--> statement-breakpoint
ALTER TABLE "sleep_results" ADD COLUMN "night_wakings" integer;--> statement-breakpoint
ALTER TABLE "sleep_device_links" ADD CONSTRAINT "sleep_device_links_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sleep_device_links_child" ON "sleep_device_links" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sleep_results_child_source_night" ON "sleep_results" USING btree ("child_id","source","night");