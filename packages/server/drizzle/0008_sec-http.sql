ALTER TABLE "login_failures" ADD COLUMN "free_attempts" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "admitted" boolean DEFAULT true NOT NULL;