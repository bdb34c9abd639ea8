ALTER TABLE "activity_items" ADD COLUMN "video_url" text;--> statement-breakpoint

-- hand-written
-- The seeded video steps, content videos and lectures play the clips the app serves (packages/web/public/media).
UPDATE "activity_items" AS i SET "video_url" = CASE WHEN length(s."title") % 2 = 0 THEN '/media/breathing.webm' ELSE '/media/steps.webm' END
  FROM "activity_sessions" AS s WHERE s."id" = i."activity_session_id" AND i."kind" = 'video' AND i."video_url" IS NULL;--> statement-breakpoint
UPDATE "content_pieces" SET "video_url" = '/media/breathing.webm' WHERE "video_url" = 'https://media.attune.test/content/breathing.mp4';--> statement-breakpoint
UPDATE "content_pieces" SET "video_url" = '/media/steps.webm' WHERE "video_url" = 'https://media.attune.test/content/movement.mp4';--> statement-breakpoint
UPDATE "lectures" SET "video_url" = CASE WHEN "position" % 2 = 1 THEN '/media/breathing.webm' ELSE '/media/steps.webm' END WHERE "video_url" LIKE 'https://media.attune.test/%';
