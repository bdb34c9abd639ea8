CREATE TABLE "collaborator_questionnaire_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"respondent_name" text NOT NULL,
	"respondent_relationship" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "respondent_name" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "respondent_relationship" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "child_activity_item_id" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "meaningful_change_entries" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "measure" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborator_questionnaire_links" ADD CONSTRAINT "collaborator_questionnaire_links_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborator_questionnaire_links" ADD CONSTRAINT "collaborator_questionnaire_links_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collaborator_questionnaire_links_token" ON "collaborator_questionnaire_links" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_child_activity_item_id_child_activity_items_id_fk" FOREIGN KEY ("child_activity_item_id") REFERENCES "public"."child_activity_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_fingerprint_idx" ON "assessments" USING btree ("child_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_questionnaire_key" ON "questions" USING btree ("questionnaire_id","key");