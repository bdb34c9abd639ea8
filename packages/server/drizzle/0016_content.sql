ALTER TABLE "content_collections" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "content_tags" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;