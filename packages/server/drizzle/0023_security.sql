ALTER TABLE "collaborator_questionnaire_links" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaborator_questionnaire_links" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "erase_when_sent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "person_informations" ADD COLUMN "card_side" text;