ALTER TABLE "solutions" ADD COLUMN "tagline" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "marketing" jsonb;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;